// The launch check and the deploy gate, on fixture repositories in a temporary folder.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main as deploy } from './deploy';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { AlertChannelKind } from '../../src/features/contact/alert-channels';
import { alertRecipientsPhrase } from '../../src/pages/legal/alert-recipients';
import {
  DEPLOYED_SETTINGS_REMINDER,
  PRIVACY_POLICY_PAGE,
  findSampleValues,
  main as launchCheck,
} from './launch-check';

/** A built privacy policy naming `kinds` as alert recipients, rendered as the site renders it. */
function policyPage(kinds: AlertChannelKind[]): string {
  return `<!doctype html><html><body>${renderToString(
    createElement(
      'p',
      null,
      'New enquiries are also sent, in short, to ',
      alertRecipientsPhrase(kinds),
      '.',
    ),
  )}</body></html>`;
}

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function fixture(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'launch-check-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const sampleSite = {
  'src/config/site.ts': [
    "export const origin = 'https://www.brand.example';",
    "export const phone = { display: '+92 300 1234567', e164: '+923001234567' };",
    "export const emails = { sales: 'sales@brand.example' };",
    "export const social = 'https://www.linkedin.com/company/brand-example';",
    'export const claims = [',
    '  {',
    "    text: 'Trusted by 500 clients',",
    '    confirmed: false,',
    '  },',
    "  { text: 'Founded in Lahore', confirmed: true },",
    '];',
  ].join('\n'),
  'src/content/legal.ts': "const LAST_UPDATED = 'January 1, 2025';\n",
  'src/content/portfolio.ts': 'const url = `https://www.${slug}.example`;\n',
  'src/content/portfolio.test.ts': "expect(url).toBe('https://x.example');\n",
  'public/robots-extra.txt': 'Contact: web@brand.example\n',
};

const realSite = {
  'src/config/site.ts': [
    "export const origin = 'https://www.agency.pk';",
    "export const phone = { display: '+92 321 4455667', e164: '+923214455667' };",
    "export const note = 'Copy .env.example to .env; for example, set SMTP_URL.';",
    "export const claims = [{ text: 'Founded in Lahore', confirmed: true }];",
  ].join('\n'),
  'src/content/legal.ts': "const LAST_UPDATED = 'March 14, 2026';\n",
  'src/content/portfolio.ts': "const url = 'https://www.client-site.pk';\n",
  'netlify/functions/deliver-contact-messages.mts':
    "export const config: Config = { schedule: '* * * * *' };\n",
  [PRIVACY_POLICY_PAGE]: policyPage([]),
};

describe('launch check: the contact mail schedule', () => {
  it('fails when the scheduled function is missing or declares no schedule', async () => {
    const lines: string[] = [];
    const print = (text: string) => lines.push(text);
    expect(await launchCheck([], await fixture(realSite), print)).toBe(0);
    const { 'netlify/functions/deliver-contact-messages.mts': _gone, ...withoutIt } = realSite;
    expect(await launchCheck([], await fixture(withoutIt), print)).toBe(1);
    expect(lines.at(-2)).toMatch(/deliver-contact-messages.mts is missing/);
    const unscheduled = {
      ...realSite,
      'netlify/functions/deliver-contact-messages.mts': 'export const config = {};\n',
    };
    expect(await launchCheck([], await fixture(unscheduled), print)).toBe(1);
    expect(lines.at(-2)).toMatch(/declares no schedule/);
  });

  it('says on every run what it cannot see: the settings deployed contexts need, the IP hash key among them', async () => {
    const lines: string[] = [];
    await launchCheck([], await fixture(realSite), (text) => lines.push(text));
    expect(lines.at(-1)).toBe(DEPLOYED_SETTINGS_REMINDER);
    expect(lines.at(-1)).toMatch(/CONTACT_IP_HASH_SECRET/);
  });

  it('the repository itself declares it', async () => {
    const { scheduleProblem } = await import('./launch-check');
    expect(await scheduleProblem(process.cwd())).toBeNull();
  });
});

describe('launch check', () => {
  it('lists every sample value with file, line and kind, and never a test file', async () => {
    const found = await findSampleValues(await fixture(sampleSite));
    expect(found.map(({ file, line, kind }) => `${file}:${line} ${kind}`)).toEqual([
      'src/config/site.ts:1 sample host, address or link (example)',
      'src/config/site.ts:2 sample phone number',
      'src/config/site.ts:3 sample host, address or link (example)',
      'src/config/site.ts:4 sample host, address or link (example)',
      'src/config/site.ts:8 unconfirmed claim (confirmed: false)',
      'src/content/legal.ts:1 placeholder date',
      'src/content/portfolio.ts:1 sample host, address or link (example)',
      'public/robots-extra.txt:1 sample host, address or link (example)',
    ]);
    expect(found[4]?.text).toBe('Trusted by 500 clients');
  });

  it('reads the data files: a sample value or an unconfirmed claim in JSON, with its line', async () => {
    const siteJson = JSON.stringify(
      {
        phone: '+92 300 1234567',
        claims: {
          delivered: { text: '1,000+', confirmed: false },
          founded: { text: 'Founded in Lahore', confirmed: true },
        },
      },
      null,
      2,
    );
    const found = await findSampleValues(
      await fixture({
        'src/config/site.json': siteJson,
        'src/content/data/portfolio/shop.json': '{\n  "url": "https://www.shop.example"\n}\n',
      }),
    );
    expect(found.map(({ file, line, kind, text }) => `${file}:${line} ${kind}: ${text}`)).toEqual([
      'src/config/site.json:2 sample phone number: "phone": "+92 300 1234567",',
      'src/config/site.json:6 unconfirmed claim (confirmed: false): 1,000+',
      'src/content/data/portfolio/shop.json:2 sample host, address or link (example): "url": "https://www.shop.example"',
    ]);
  });

  it('exits 1 while sample values remain and says what to do', async () => {
    const printed: string[] = [];
    const code = await launchCheck([], await fixture(sampleSite), (text) => printed.push(text));
    expect(code).toBe(1);
    expect(printed.join('\n')).toContain(
      "src/content/legal.ts:1: placeholder date: const LAST_UPDATED = 'January 1, 2025';",
    );
    expect(printed.join('\n')).toContain('8 sample values remain.');
  });

  it('exits 0 on a site with its own values', async () => {
    const printed: string[] = [];
    const code = await launchCheck([], await fixture(realSite), (text) => printed.push(text));
    expect(printed.join('\n')).toMatch(/^No sample values found/);
    expect(code).toBe(0);
  });
});

describe('launch check: lead alert channels', () => {
  it('lists the channels found, names missing variables, never prints a value, and refuses a broken one', async () => {
    const lines: string[] = [];
    const env = {
      ALERT_WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/2/',
      ALERT_WEBHOOK_SECRET: 'webhook-secret-value-123',
      ALERT_TELEGRAM_CHAT_ID: '-1001234',
      ALERT_SLACK_WEBHOOK_URL: 'http://hooks.slack.com/services/T0/B0/slack-secret-path',
    };
    const code = await launchCheck([], await fixture(realSite), (text) => lines.push(text), env);
    expect(code).toBe(1);
    const text = lines.join('\n');
    expect(text).toContain('  webhook: configured.');
    expect(text).toContain(
      '  telegram: REFUSED. The telegram alert channel is missing ALERT_TELEGRAM_BOT_TOKEN, so it sends nothing. Missing: ALERT_TELEGRAM_BOT_TOKEN.',
    );
    expect(text).toMatch(/ {2}slack: REFUSED\. The slack alert channel is refused: /);
    for (const value of Object.values(env)) expect(text).not.toContain(value);
  });

  it('none configured is fine: every channel is optional', async () => {
    const lines: string[] = [];
    const code = await launchCheck([], await fixture(realSite), (text) => lines.push(text), {});
    expect(code).toBe(0);
    expect(lines.join('\n')).toMatch(/Alert channels: none configured, all are optional/);
  });
});

describe('launch check: the privacy policy names the alert channels the function sends to', () => {
  const slack = { ALERT_SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T0/B0/secretpath' };
  const telegram = {
    ALERT_TELEGRAM_BOT_TOKEN: '123456789:AAbbCCddEEffGGhhIIjjKK',
    ALERT_TELEGRAM_CHAT_ID: '-1001234',
  };

  it('fails when the policy says none while the function sends to Slack', async () => {
    const lines: string[] = [];
    const code = await launchCheck([], await fixture(realSite), (text) => lines.push(text), slack);
    expect(code).toBe(1);
    const line = lines.find((text) => text.startsWith('Privacy policy:'));
    expect(line).toMatch(/DIFFERS/);
    expect(line).toContain('It names none; the function sends to slack (not named: slack)');
    expect(lines.join('\n')).not.toContain(slack.ALERT_SLACK_WEBHOOK_URL);
  });

  it('fails on a channel named but not sent to', async () => {
    const site = { ...realSite, [PRIVACY_POLICY_PAGE]: policyPage(['slack', 'telegram']) };
    const lines: string[] = [];
    const code = await launchCheck([], await fixture(site), (text) => lines.push(text), slack);
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain('(named but not sent to: telegram)');
  });

  it('passes when both name the same channels, in any number', async () => {
    for (const [kinds, env] of [
      [[], {}],
      [['slack'], slack],
      [['slack', 'telegram'], { ...slack, ...telegram }],
    ] as const) {
      const site = { ...realSite, [PRIVACY_POLICY_PAGE]: policyPage([...kinds]) };
      const lines: string[] = [];
      expect(await launchCheck([], await fixture(site), (text) => lines.push(text), env)).toBe(0);
      expect(lines.find((text) => text.startsWith('Privacy policy:'))).toMatch(/names the alert/);
    }
  });

  it('fails, saying to build first, when the policy is not built', async () => {
    const { [PRIVACY_POLICY_PAGE]: _page, ...unbuilt } = realSite;
    const lines: string[] = [];
    expect(await launchCheck([], await fixture(unbuilt), (text) => lines.push(text), {})).toBe(1);
    expect(lines.join('\n')).toContain('The privacy policy is not built');
  });
});

describe('npm run deploy', () => {
  const recorder = () => {
    const calls: string[][] = [];
    const run = async (command: string, args: string[]) => {
      calls.push([command, ...args]);
      return 0;
    };
    return { calls, run };
  };

  it('refuses a production deploy while the launch check fails', async () => {
    const { calls, run } = recorder();
    const printed: string[] = [];
    const code = await deploy([], await fixture(sampleSite), run, (text) => printed.push(text));
    expect(code).toBe(1);
    expect(calls).toEqual([]);
    expect(printed.join('\n')).toContain('Production deploy refused');
    expect(printed.join('\n')).toContain('npm run deploy -- --allow-sample');
  });

  it('deploys a demo site with sample values only when the operator passes --allow-sample', async () => {
    const { calls, run } = recorder();
    const code = await deploy(['--allow-sample'], await fixture(sampleSite), run, () => {});
    expect(code).toBe(0);
    expect(calls).toEqual([['netlify', 'deploy', '--prod']]);
  });

  it('deploys a site without sample values, passing other arguments to netlify deploy', async () => {
    const { calls, run } = recorder();
    const code = await deploy(['--message', 'v2'], await fixture(realSite), run, () => {});
    expect(code).toBe(0);
    expect(calls).toEqual([['netlify', 'deploy', '--prod', '--message', 'v2']]);
  });

  it('warns when run from a Node older than the one the function runs on', async () => {
    const { run } = recorder();
    const printed: string[] = [];
    const root = await fixture(realSite);
    await deploy([], root, run, (text) => printed.push(text), '20.19.0');
    expect(printed).toEqual([
      'Warning: this is Node 20.19.0. The function will run on the Node version that builds it; deploy from Node 22 (nvm use).',
      'No sample values found in src/config, src/content, public, index.html: ready to go live.',
    ]);
    const quiet: string[] = [];
    await deploy([], root, run, (text) => quiet.push(text), '22.12.0');
    expect(quiet).toHaveLength(1);
  });

  it("returns netlify's own exit code", async () => {
    const code = await deploy(
      [],
      await fixture(realSite),
      async () => 3,
      () => {},
    );
    expect(code).toBe(3);
  });
});
