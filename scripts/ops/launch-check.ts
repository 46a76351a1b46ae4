/**
 * `npm run launch-check`: lists every sample value still in the configuration and content
 * (file:line) and fails while any remain, so the sample brand never goes live by accident.
 */
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { configuredAlertKinds, readAlertChannels } from '../../src/features/contact/alert-channels';
import type { AlertChannelKind } from '../../src/features/contact/alert-channels';
import { alertRecipientTexts } from '../../src/pages/legal/alert-recipients';

/** What is searched, relative to the repository: what a visitor of the deployed site sees. */
export const SCANNED_PATHS = ['src/config', 'src/content', 'public', 'index.html'];

/** Text files worth reading there; tests are not shipped. */
const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.json',
  '.md',
  '.html',
  '.txt',
  '.xml',
  '.webmanifest',
]);
const isTest = (file: string) => /\.test\.[cm]?tsx?$/.test(file);

export interface SampleValue {
  file: string;
  line: number;
  kind: string;
  text: string;
}

interface Rule {
  kind: string;
  pattern: RegExp;
}

/** The kinds of sample value, each with the pattern that finds it on one line. */
export const SAMPLE_RULES: readonly Rule[] = [
  // Reserved top-level domain (RFC 2606) of the sample hosts, addresses and portfolio links,
  // and the sample social handles (…/induswebstudio-example); `.env.example` is a file name.
  {
    kind: 'sample host, address or link (example)',
    pattern: /(?<!\.env)\.example\b|https?:\/\/[^\s'"`]*[-_]example\b/i,
  },
  // The sample mobile number, in every spelling (+92 300 1234567, +923001234567, 03001234567).
  {
    kind: 'sample phone number',
    pattern: /(?:\+?92|\b0)[\s-]?3\d{2}[\s-]?(?:1234567|0000000|7654321)\b/,
  },
  // Sample articles, case studies and authors (their `sample` field, ticked in the editor).
  {
    kind: 'sample content (sample: true)',
    pattern: /^\s*"?sample"?\s*:\s*true\b/,
  },
  // A date nobody chose: New Year's Day stands in for "the date the text takes effect".
  {
    kind: 'placeholder date',
    pattern:
      /\b(?:January 1(?:st)?,? \d{4}|1(?:st)? January \d{4}|\d{4}-01-01|01\/01\/\d{4}|YYYY-MM-DD)\b/i,
  },
];

/** Claims in the configuration (site.json, or code) that the agency has not confirmed yet. */
const UNCONFIRMED = /\bconfirmed"?\s*:\s*false\b/;
const UNCONFIRMED_KIND = 'unconfirmed claim (confirmed: false)';

async function filesUnder(root: string, path: string): Promise<string[]> {
  const full = join(root, path);
  let entries;
  try {
    entries = await readdir(full, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') return [path];
    if (code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(root, child)));
    else files.push(child);
  }
  return files;
}

/** The first quoted text of the entry a `confirmed: false` line belongs to, for context. */
function claimText(lines: string[], index: number): string {
  for (let i = index; i >= Math.max(0, index - 8); i -= 1) {
    // The first quoted text that is not a JSON key ("text": "1,000+" gives 1,000+).
    const quoted = lines[i]?.match(/(['"`])((?:(?!\1).){3,})\1(?!\s*:)/);
    if (quoted?.[2]) return quoted[2];
    if (i < index && /^\s*\{/.test(lines[i] ?? '')) break;
  }
  return (lines[index] ?? '').trim();
}

/** Finds the sample values in one file's text. */
export function sampleValuesIn(file: string, text: string, inConfig: boolean): SampleValue[] {
  const lines = text.split(/\r?\n/);
  const found: SampleValue[] = [];
  lines.forEach((line, index) => {
    for (const rule of SAMPLE_RULES) {
      if (rule.pattern.test(line))
        found.push({ file, line: index + 1, kind: rule.kind, text: line.trim() });
    }
    if (inConfig && UNCONFIRMED.test(line))
      found.push({ file, line: index + 1, kind: UNCONFIRMED_KIND, text: claimText(lines, index) });
  });
  return found;
}

/** Every sample value under the scanned paths of a repository. */
export async function findSampleValues(root: string): Promise<SampleValue[]> {
  const found: SampleValue[] = [];
  for (const path of SCANNED_PATHS) {
    for (const file of await filesUnder(root, path)) {
      if (!TEXT_EXTENSIONS.has(extname(file)) || isTest(file)) continue;
      const text = await readFile(join(root, file), 'utf8');
      const name = relative('.', file).split(sep).join('/');
      found.push(...sampleValuesIn(name, text, name.startsWith('src/config/')));
    }
  }
  return found;
}

export function formatSampleValues(found: SampleValue[]): string {
  if (found.length === 0)
    return `No sample values found in ${SCANNED_PATHS.join(', ')}: ready to go live.`;
  const lines = found.map(({ file, line, kind, text }) => `${file}:${line}: ${kind}: ${text}`);
  const count =
    found.length === 1 ? '1 sample value remains' : `${found.length} sample values remain`;
  return [
    ...lines,
    '',
    `${count}. Replace each with the agency's own (docs/go-live.md, "Sample values"), then run npm run launch-check again.`,
  ].join('\n');
}

/** The scheduled function that retries contact mail, and where its schedule is declared. */
export const SCHEDULED_FUNCTION_FILE = 'netlify/functions/deliver-contact-messages.mts';

/**
 * Why the contact mail's scheduled run would be missing from the build, or null. Without it,
 * a message whose first send failed is never retried.
 */
export async function scheduleProblem(root: string): Promise<string | null> {
  let source: string;
  try {
    source = await readFile(join(root, SCHEDULED_FUNCTION_FILE), 'utf8');
  } catch {
    return `${SCHEDULED_FUNCTION_FILE} is missing: contact messages whose first send failed would never be retried.`;
  }
  return /\bschedule\s*:\s*['"][^'"]+['"]/.test(source)
    ? null
    : `${SCHEDULED_FUNCTION_FILE} declares no schedule (export const config = { schedule: '* * * * *' }): contact messages whose first send failed would never be retried.`;
}

/**
 * What the launch check cannot see from the repository (it lives in Netlify's settings), said on
 * every run: the contact function's settings for every deployed context.
 */
export const DEPLOYED_SETTINGS_REMINDER =
  'Also needed on Netlify for production, deploy previews and branch deploys (docs/go-live.md, "Mail settings"): SMTP_URL, MAIL_FROM, MAIL_TO and CONTACT_IP_HASH_SECRET. Without CONTACT_IP_HASH_SECRET the contact function logs an error on every message and rate-limits per instance only.';

/**
 * The lead alert channels found in `env`, one line each (never a value), and whether one is
 * refused: a channel with some of its variables set that cannot send.
 */
export function alertChannelReport(env: Record<string, string | undefined>): {
  lines: string[];
  refused: boolean;
} {
  const states = readAlertChannels(env);
  const where =
    '(read from this shell; `npx netlify dev:exec npm run launch-check` reads the site’s variables)';
  if (states.length === 0)
    return {
      lines: [`Alert channels: none configured, all are optional ${where}.`],
      refused: false,
    };
  const lines = [`Alert channels found ${where}:`];
  for (const state of states)
    lines.push(
      state.status === 'configured'
        ? `  ${state.kind}: configured.`
        : `  ${state.kind}: REFUSED. ${state.problem}${
            state.missing.length > 0 ? ` Missing: ${state.missing.join(', ')}.` : ''
          }`,
    );
  return { lines, refused: states.some((state) => state.status === 'misconfigured') };
}

/** The built privacy policy, whose list of alert recipients is compared with the function's. */
export const PRIVACY_POLICY_PAGE = 'dist/privacy-policy/index.html';

/** A page's visible text: tags dropped, the entities React writes decoded, spaces folded. */
function pageText(html: string): string {
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    '#39': "'",
    '#x27': "'",
    nbsp: ' ',
  };
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ');
}

/** The alert channels a built privacy policy names as recipients. */
export function listedAlertKinds(html: string): AlertChannelKind[] {
  const text = pageText(html);
  return (Object.keys(alertRecipientTexts) as AlertChannelKind[]).filter((kind) =>
    text.includes(alertRecipientTexts[kind].replace(/\s+/g, ' ')),
  );
}

/**
 * Whether the built privacy policy names the alert channels the function sends to (read from
 * `env`, the function's variables): a line to print, and whether they differ. The build names
 * the channels it sees in its own environment, so secrets scoped to functions only would leave
 * the policy saying "none at present" while leads go to a chat service.
 */
export async function privacyChannelsReport(
  root: string,
  env: Record<string, string | undefined>,
): Promise<{ line: string; differs: boolean }> {
  let html: string;
  try {
    html = await readFile(join(root, PRIVACY_POLICY_PAGE), 'utf8');
  } catch {
    return {
      line: `The privacy policy is not built (${PRIVACY_POLICY_PAGE}): run npm run build first, so its alert channels can be compared with the function's.`,
      differs: true,
    };
  }
  const listed = listedAlertKinds(html);
  const sent = configuredAlertKinds(env);
  const missing = sent.filter((kind) => !listed.includes(kind));
  const extra = listed.filter((kind) => !sent.includes(kind));
  const names = (kinds: readonly string[]) => (kinds.length ? kinds.join(', ') : 'none');
  if (missing.length === 0 && extra.length === 0)
    return {
      line: `Privacy policy: names the alert channels the function sends to (${names(sent)}).`,
      differs: false,
    };
  return {
    line:
      `Privacy policy: DIFFERS from the function's alert channels. It names ${names(listed)}; ` +
      `the function sends to ${names(sent)}` +
      (missing.length ? ` (not named: ${missing.join(', ')})` : '') +
      (extra.length ? ` (named but not sent to: ${extra.join(', ')})` : '') +
      '. The build reads the ALERT_* variables too: give them the Builds scope as well as ' +
      'Functions on Netlify, then build and deploy again.',
    differs: true,
  };
}

/**
 * Exit code 0 when the site holds no sample value, the schedule is there, no alert channel is
 * refused and the built privacy policy names the channels the function sends to; 1 otherwise.
 */
export async function main(
  _args: string[],
  root = process.cwd(),
  print: (text: string) => void = console.log,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const found = await findSampleValues(root);
  print(formatSampleValues(found));
  const alerts = alertChannelReport(env);
  for (const line of alerts.lines) print(line);
  const policy = await privacyChannelsReport(root, env);
  print(policy.line);
  const schedule = await scheduleProblem(root);
  if (schedule) print(schedule);
  print(DEPLOYED_SETTINGS_REMINDER);
  return found.length === 0 && !schedule && !alerts.refused && !policy.differs ? 0 : 1;
}
