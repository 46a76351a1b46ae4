/**
 * `npm run messages`: the staff's view of stored contact messages, against the linked Netlify
 * site (or NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN) or, with --local, against the Blobs sandbox
 * of `npm start` / `npm run dev` in .netlify/blobs-serve. See docs/operations.md.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import {
  alertChannelKinds,
  alertChannelVariables,
  readAlertChannels,
} from '../../src/features/contact/alert-channels';
import type { AlertChannelKind } from '../../src/features/contact/alert-channels';
import { alertStore, listAlerts } from '../../netlify/functions/_contact/alert-store';
import type { StoredAlert } from '../../netlify/functions/_contact/alert-store';
import { composeAlert, sendAlert } from '../../netlify/functions/_contact/alerts';
import { requeue } from '../../netlify/functions/_contact/delivery';
import {
  deliveryStatuses,
  listMessageIds,
  messageStore,
  readMessage,
} from '../../netlify/functions/_contact/message-store';
import type { StoredMessage } from '../../netlify/functions/_contact/message-store';
import { STALE_RUN_MS } from '../../netlify/functions/_contact/handler';
import {
  NO_SOURCE,
  sourceLabel,
  sourceLines,
  sourceSummary,
} from '../../netlify/functions/_contact/lead-source-text';
import { purgeOlderThan, readLastRun } from '../../netlify/functions/_contact/scheduled-run';
import type { LastRun } from '../../netlify/functions/_contact/scheduled-run';

export const SCHEDULED_FUNCTION = 'deliver-contact-messages';
/** Where netlify-cli (serve and dev) and the Vite plugin keep the local Blobs sandbox. */
export const LOCAL_BLOBS_DIR = join('.netlify', 'blobs-serve');
/** Site ids the local sandbox is kept under: netlify-cli unlinked, the Vite plugin unlinked. */
const LOCAL_SITE_IDS = ['unlinked', '0'];

export const usage = `Usage: npm run messages -- <command> [--local]

  status                                               the last scheduled run, pending messages,
                                                       the latest leads and where they came from
  sources [--month YYYY-MM]                            a month's leads by source and landing page
  list [--status pending|sent|undeliverable|sending]   the stored messages, oldest first
  show <id>                                            one message in full
  resend <id>                                          deliver it again at the next scheduled run
  purge --older-than <days>                            delete messages that arrived before then
  alert-test [webhook|slack|telegram|whatsapp]         send a test alert, print the service's answer

Against the linked Netlify site (netlify login + netlify link, or NETLIFY_AUTH_TOKEN and
NETLIFY_SITE_ID); with --local, against the sandbox of \`npm start\` in ${LOCAL_BLOBS_DIR}.
alert-test reads the ALERT_* variables of this shell; to use the site's own, run it as
\`npx netlify dev:exec npm run messages -- alert-test\`. It needs no message store.`;

export class UserError extends Error {}

export interface Environment {
  env: Record<string, string | undefined>;
  cwd: string;
  home: string;
  platform: NodeJS.Platform;
}

const defaultEnvironment = (): Environment => ({
  env: process.env,
  cwd: process.cwd(),
  home: homedir(),
  platform: process.platform,
});

/** netlify-cli's own config folder (env-paths('netlify'), as the CLI resolves it). */
function netlifyConfigFile({ env, home, platform }: Environment): string {
  if (platform === 'darwin') return join(home, 'Library', 'Preferences', 'netlify', 'config.json');
  if (platform === 'win32')
    return join(
      env.APPDATA ?? join(home, 'AppData', 'Roaming'),
      'netlify',
      'Config',
      'config.json',
    );
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), 'netlify', 'config.json');
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** The token `netlify login` stored, as netlify-cli reads it (users[userId].auth.token). */
function storedToken(environment: Environment): string | undefined {
  const config = readJson(netlifyConfigFile(environment)) as {
    userId?: string;
    users?: Record<string, { auth?: { token?: string } }>;
  } | null;
  if (!config?.userId) return undefined;
  return config.users?.[config.userId]?.auth?.token || undefined;
}

/** The site `netlify link` recorded in this folder. */
function linkedSiteId({ cwd }: Environment): string | undefined {
  const state = readJson(join(cwd, '.netlify', 'state.json')) as { siteId?: string } | null;
  return state?.siteId || undefined;
}

export interface Connection {
  where: string;
  close: () => Promise<void>;
}

/** Points @netlify/blobs at the linked site, with clear sentences for what is missing. */
export function connectRemote(environment = defaultEnvironment()): Connection {
  const { env } = environment;
  const token =
    (env.NETLIFY_AUTH_TOKEN !== 'null' && env.NETLIFY_AUTH_TOKEN) || storedToken(environment);
  const siteID = env.NETLIFY_SITE_ID || linkedSiteId(environment);
  if (!token)
    throw new UserError(
      'You are not logged in to Netlify. Run `npx netlify login` (or set NETLIFY_AUTH_TOKEN to a ' +
        'personal access token), then try again. To read the local sandbox of `npm start`, add --local.',
    );
  if (!siteID)
    throw new UserError(
      'This folder is not linked to a Netlify site. Run `npx netlify link` here (or set ' +
        'NETLIFY_SITE_ID to the site id shown under Site configuration), then try again. ' +
        'To read the local sandbox of `npm start`, add --local.',
    );
  setEnvironmentContext({ siteID, token });
  return { where: `Netlify site ${siteID}`, close: async () => {} };
}

/**
 * Serves the local sandbox's folder with the same Blobs server netlify-cli uses (safe while
 * `npm start` runs: both read and write the same files).
 */
export async function connectLocal(environment = defaultEnvironment()): Promise<Connection> {
  const directory = join(environment.cwd, LOCAL_BLOBS_DIR);
  if (!existsSync(directory))
    throw new UserError(
      `There is no local sandbox in ${LOCAL_BLOBS_DIR} yet: start the site with \`npm start\` ` +
        'and send a message first.',
    );
  const entries = join(directory, 'entries');
  const present = existsSync(entries) ? readdirSync(entries) : [];
  const candidates = [linkedSiteId(environment), ...LOCAL_SITE_IDS].filter((id): id is string =>
    Boolean(id),
  );
  const siteID = candidates.find((id) => present.includes(id)) ?? candidates[0] ?? 'unlinked';
  const token = randomUUID();
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ siteID, token, edgeURL: url, uncachedEdgeURL: url });
  return { where: `the local sandbox (${LOCAL_BLOBS_DIR})`, close: () => server.stop() };
}

type Out = (line: string) => void;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new UserError(`${name} needs a value.\n\n${usage}`);
  return value;
}

function positional(args: string[], what: string): string {
  const value = args[1];
  if (!value || value.startsWith('--')) throw new UserError(`Which ${what}?\n\n${usage}`);
  return value;
}

async function loadAll(): Promise<StoredMessage[]> {
  const store = messageStore();
  const records = await Promise.all(
    (await listMessageIds(store)).map(async (id) => (await readMessage(store, id))?.value),
  );
  return records
    .filter((record): record is StoredMessage => Boolean(record))
    .sort((a, b) => String(a.receivedAt).localeCompare(String(b.receivedAt)));
}

/** "3 minutes", "2 hours 5 minutes", "4 days 1 hour". */
export function duration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const parts: [number, string][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  const shown = parts.filter(([value]) => value > 0).slice(0, 2);
  if (shown.length === 0) return 'less than a minute';
  return shown.map(([value, unit]) => `${value} ${unit}${value === 1 ? '' : 's'}`).join(' ');
}

async function status(out: Out, now: () => number) {
  const time = now();
  const last = await readLastRun();
  if (!last)
    out(
      `Last scheduled run: none recorded. The scheduled function ${SCHEDULED_FUNCTION} has not ` +
        'run here: failed first attempts are not retried.',
    );
  else {
    const age = time - Date.parse(last.at);
    const { summary } = last;
    out(
      `Last scheduled run: ${last.at} (${duration(age)} ago)${age > STALE_RUN_MS ? ' !!! STALE: it should run every minute' : ''}`,
    );
    out(
      `  sent ${summary.sent}, failed again ${summary.pending}, undeliverable ${summary.undeliverable}, ` +
        `deferred ${summary.deferred}, deleted ${summary.deleted}, took ${summary.durationMs} ms` +
        (summary.sweepDone ? '' : ' (the daily sweep continues in the next run)'),
    );
  }
  const records = await loadAll();
  const waiting = records.filter(
    (record) => record.status === 'pending' || record.status === 'sending',
  );
  const oldest = waiting[0];
  out(
    oldest
      ? `Pending: ${waiting.length}; the oldest arrived ${oldest.receivedAt} (${duration(time - Date.parse(oldest.receivedAt))} ago): ${oldest.id}`
      : 'Pending: 0',
  );
  const dead = records.filter((record) => record.status === 'undeliverable').length;
  out(`Undeliverable: ${dead}${dead ? ' (npm run messages -- list --status undeliverable)' : ''}`);
  const gaps = records.filter((record) => (record.alertsUnrecorded ?? []).length > 0);
  if (gaps.length > 0) {
    out(
      `!!! Alerts not recorded: ${gaps.length} message(s) arrived while the alert store failed; ` +
        'they were mailed, but staff got no alert on these channels:',
    );
    for (const record of gaps)
      out(`  ${record.id} (${record.receivedAt}): ${(record.alertsUnrecorded ?? []).join(', ')}`);
  }
  const latest = records.slice(-LATEST_LEADS).reverse();
  if (latest.length > 0) {
    out(
      `Latest ${latest.length === 1 ? 'lead' : `${latest.length} leads`} and where they came from:`,
    );
    for (const record of latest)
      out(
        `  ${record.receivedAt.replace(/\.\d+Z$/, 'Z')}  ${record.id}  ${sourceSummary(record.source)}`,
      );
  }
  await alertStatus(out, last);
}

/** Leads `status` shows with their source, the most recent first. */
export const LATEST_LEADS = 5;

export interface SourceCounts {
  month: string;
  total: number;
  unverified: number;
  /** [label, count], most first (ties by label). */
  bySource: [string, number][];
  byLandingPage: [string, number][];
}

const ranked = (counts: Map<string, number>): [string, number][] =>
  [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

/** A month's (YYYY-MM, UTC) messages counted by source (sourceLabel) and by landing page. */
export function countSources(records: readonly StoredMessage[], month: string): SourceCounts {
  const bySource = new Map<string, number>();
  const byLandingPage = new Map<string, number>();
  let total = 0;
  let unverified = 0;
  for (const record of records) {
    if (!String(record.receivedAt).startsWith(`${month}-`)) continue;
    total += 1;
    if (record.source?.unverified) unverified += 1;
    const label = sourceLabel(record.source);
    bySource.set(label, (bySource.get(label) ?? 0) + 1);
    const landing = record.source?.landingPage ?? NO_SOURCE;
    byLandingPage.set(landing, (byLandingPage.get(landing) ?? 0) + 1);
  }
  return {
    month,
    total,
    unverified,
    bySource: ranked(bySource),
    byLandingPage: ranked(byLandingPage),
  };
}

async function sources(args: string[], out: Out, now: () => number) {
  const month = option(args, '--month') ?? new Date(now()).toISOString().slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw new UserError(`--month needs a month as YYYY-MM, such as 2026-03 (not '${month}').`);
  const counts = countSources(await loadAll(), month);
  if (counts.total === 0) {
    out(`No stored messages arrived in ${month} (records are kept for the retention period only).`);
    return;
  }
  const width = Math.max(
    ...[...counts.bySource, ...counts.byLandingPage].map(([label]) => label.length),
  );
  const table = (title: string, rows: [string, number][]) => {
    out(title);
    for (const [label, count] of rows) out(`  ${label.padEnd(width)}  ${count}`);
  };
  out(
    `Leads in ${month}: ${counts.total}` +
      (counts.unverified ? ` (${counts.unverified} with an unverified source)` : ''),
  );
  table(
    'By source (utm_source / utm_medium, else the referring host, else direct):',
    counts.bySource,
  );
  table('By landing page:', counts.byLandingPage);
}

/**
 * Why a channel fails, from its latest failed alert newer than its last success: the service's
 * answer, and whether it refused for good (then each alert is given up on after a grace).
 */
function failingSince(alerts: readonly StoredAlert[], lastSent: string | undefined) {
  const latest = alerts
    .filter((alert) => alert.status !== 'sent' && alert.lastError)
    .filter((alert) => !lastSent || alert.updatedAt > lastSent)
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
    .at(-1);
  if (!latest) return undefined;
  return latest.permanentSince
    ? `refused for good since ${latest.permanentSince}: ${latest.lastError}`
    : `last failure ${latest.updatedAt}: ${latest.lastError}`;
}

/** Each alert channel: configured as the last run read it, last success, pending, undeliverable. */
async function alertStatus(out: Out, last: LastRun | null) {
  const alerts = await listAlerts(alertStore());
  const seen = last?.summary.channels;
  out(
    seen
      ? 'Alert channels (as the last scheduled run read its settings):'
      : 'Alert channels (configuration unknown: no scheduled run has recorded it yet):',
  );
  for (const kind of alertChannelKinds) {
    const state = seen?.find((channel) => channel.kind === kind);
    const mine = alerts.filter((alert) => alert.channel === kind);
    const lastSent = mine
      .map((alert) => alert.sentAt ?? '')
      .filter(Boolean)
      .sort()
      .at(-1);
    const waiting = mine.filter((a) => a.status === 'pending' || a.status === 'sending').length;
    const dead = mine.filter((a) => a.status === 'undeliverable').length;
    const configured = !seen
      ? 'unknown'
      : !state
        ? 'not configured'
        : state.status === 'configured'
          ? 'configured'
          : `MISCONFIGURED: ${state.problem ?? ''}`;
    out(
      `  ${kind.padEnd(9)} ${configured}; last success ${lastSent ?? 'never'}; pending ${waiting}; undeliverable ${dead}`,
    );
    const failing = failingSince(mine, lastSent);
    if (failing) out(`            FAILING: ${failing}`);
    else if (state?.refused)
      out(`            FAILING: refused for good in the last run: ${state.refused}`);
  }
}

/** Sends a test alert on each configured channel (or the one named); prints each answer. */
async function alertTest(args: string[], out: Out, env: Record<string, string | undefined>) {
  const wanted = args[1];
  if (wanted && !(alertChannelKinds as readonly string[]).includes(wanted))
    throw new UserError(`Unknown channel '${wanted}': use one of ${alertChannelKinds.join(', ')}.`);
  const states = readAlertChannels(env).filter((state) => !wanted || state.kind === wanted);
  if (states.length === 0)
    throw new UserError(
      wanted
        ? `The ${wanted} channel is not configured here (${alertChannelVariables[wanted as AlertChannelKind].required.join(', ')}).`
        : 'No alert channel is configured here. Set the ALERT_* variables (docs/operations.md), or ' +
            'run `npx netlify dev:exec npm run messages -- alert-test` to use the site’s own.',
    );
  const alert = composeAlert(
    {
      id: `test-${randomUUID()}`,
      name: 'Website alert test',
      email: 'alert-test@invalid.test',
      message:
        'A test of the lead alerts, sent with npm run messages -- alert-test. No visitor wrote this.',
      receivedAt: new Date().toISOString(),
    },
    true,
  );
  let failed = 0;
  for (const state of states) {
    if (state.status === 'misconfigured') {
      failed += 1;
      out(`${state.kind}: not sent. ${state.problem}`);
      continue;
    }
    try {
      const answer = await sendAlert(state.settings, alert, `${alert.id}.${state.kind}`);
      out(`${state.kind}: sent. The service answered ${answer.summary}`);
    } catch (error) {
      failed += 1;
      out(`${state.kind}: FAILED. ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failed === 0 ? 0 : 1;
}

async function list(args: string[], out: Out) {
  const status = option(args, '--status');
  if (status && !(deliveryStatuses as readonly string[]).includes(status))
    throw new UserError(`Unknown status '${status}': use one of ${deliveryStatuses.join(', ')}.`);
  const records = (await loadAll()).filter((record) => !status || record.status === status);
  if (records.length === 0) {
    out(status ? `No ${status} messages.` : 'No stored messages.');
    return;
  }
  for (const record of records)
    out(
      [
        record.receivedAt.replace(/\.\d+Z$/, 'Z'),
        record.status.padEnd(13),
        `${record.attempts} attempt${record.attempts === 1 ? ' ' : 's'}`,
        record.id,
        `${record.name} <${record.email}>`,
      ].join('  '),
    );
  out(`${records.length} message${records.length === 1 ? '' : 's'}.`);
}

async function find(id: string) {
  const store = messageStore();
  const current = await readMessage(store, id);
  if (!current) throw new UserError(`No stored message has the id ${id}.`);
  return { store, current };
}

async function show(args: string[], out: Out) {
  const { current } = await find(positional(args, 'message id'));
  const record = current.value;
  const fields: [string, string | number | undefined][] = [
    ['Id', record.id],
    ['From', `${record.name} <${record.email}>`],
    ['Received', record.receivedAt],
    ['Status', record.status],
    ['Attempts', record.attempts],
    ['Next attempt', record.nextAttemptAt],
    ['Sent', record.sentAt],
    ['Last error', record.lastError],
    ['Message-ID', record.messageId],
    ['IP hash', record.ipHash],
  ];
  for (const [label, value] of fields) if (value !== undefined) out(`${label}: ${value}`);
  for (const [label, value] of sourceLines(record.source)) out(`${label}: ${value}`);
  out('');
  out(record.message);
}

async function resend(args: string[], out: Out, now: () => number, local: boolean) {
  const id = positional(args, 'message id');
  await find(id);
  const outcome = await requeue(messageStore(), id, now(), local);
  if (outcome === 'missing') throw new UserError(`No stored message has the id ${id}.`);
  if (outcome === 'busy')
    throw new UserError(`Message ${id} is being delivered right now; look again in a minute.`);
  out(
    `Message ${id} is pending again: the scheduled function ${SCHEDULED_FUNCTION} delivers it ` +
      'within a minute (on your computer, run it now with ' +
      `\`curl -X POST http://localhost:8888/.netlify/functions/${SCHEDULED_FUNCTION}\`).`,
  );
}

async function purge(args: string[], out: Out, now: () => number) {
  const raw = option(args, '--older-than');
  const days = Number(raw);
  if (raw === undefined || !Number.isFinite(days) || days < 0)
    throw new UserError(
      `purge needs --older-than <days>, a number of days (0 or more).\n\n${usage}`,
    );
  const deleted = await purgeOlderThan(messageStore(), days, now());
  out(
    deleted.length === 0
      ? `No message is older than ${days} day${days === 1 ? '' : 's'}.`
      : `Deleted ${deleted.length} message${deleted.length === 1 ? '' : 's'} older than ${days} day${days === 1 ? '' : 's'}.`,
  );
}

/** Runs one command; returns the exit code. Connection is the caller's (tests pass their own). */
export async function runCommand(
  args: string[],
  out: Out,
  now: () => number = Date.now,
  /** The local sandbox of `npm start` (reads carry no etag there), not a Netlify site. */
  local = false,
): Promise<number> {
  const [command] = args;
  if (command === 'alert-test') return alertTest(args, out, process.env);
  if (command === 'status') await status(out, now);
  else if (command === 'list') await list(args, out);
  else if (command === 'sources') await sources(args, out, now);
  else if (command === 'show') await show(args, out);
  else if (command === 'resend') await resend(args, out, now, local);
  else if (command === 'purge') await purge(args, out, now);
  else if (!command || command === 'help' || command === '--help') out(usage);
  else throw new UserError(`Unknown command '${command}'.\n\n${usage}`);
  return 0;
}

/** The command line: connects, runs, and turns every failure into one sentence. */
export async function main(argv: string[], out: Out = console.log, err: Out = console.error) {
  const local = argv.includes('--local');
  const args = argv.filter((arg) => arg !== '--local');
  if (!args[0] || args[0] === 'help' || args[0] === '--help') {
    out(usage);
    return 0;
  }
  let connection: Connection | undefined;
  try {
    // Needs the channels' settings, not the message store.
    if (args[0] === 'alert-test') return await runCommand(args, out);
    connection = local ? await connectLocal() : connectRemote();
    return await runCommand(args, out, Date.now, local);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (error instanceof UserError) err(error.message);
    else if (!local && /\b(401|403)\b/.test(text))
      err(
        `Netlify refused these credentials for ${connection?.where ?? 'the site'}: log in again ` +
          'with `npx netlify login`, or check NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID.',
      );
    else if (!local && /\b404\b/.test(text))
      err(
        `Netlify knows no ${connection?.where ?? 'such site'}: check NETLIFY_SITE_ID or run \`npx netlify link\` again.`,
      );
    else
      err(
        `Could not reach ${connection?.where ?? 'the message store'}: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    return 1;
  } finally {
    await connection?.close();
  }
}
