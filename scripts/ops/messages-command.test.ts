// The staff command against a real Blobs sandbox: list, show, resend, purge, and the sentences
// for a missing login or link.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_STORE } from '../../netlify/functions/_contact/alert-store';
import type { StoredAlert } from '../../netlify/functions/_contact/alert-store';
import { MESSAGE_STORE } from '../../netlify/functions/_contact/message-store';
import type { StoredMessage } from '../../netlify/functions/_contact/message-store';
import { LAST_RUN_KEY, SCHEDULE_STORE } from '../../netlify/functions/_contact/scheduled-run';
import { alertEnv, startBlobs } from '../../test/contact-rigs/test-support';
import { startWebhookSink } from '../../test/contact-rigs/webhook-sink.mjs';
import {
  connectLocal,
  connectRemote,
  LOCAL_BLOBS_DIR,
  runCommand,
  UserError,
} from './messages-command';
import type { Environment } from './messages-command';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const DAY = 86_400_000;
let blobs: Awaited<ReturnType<typeof startBlobs>>;
let lines: string[];
const out = (line: string) => lines.push(line);
// The Blobs sandbox, as `--local` reads it: no etags on reads.
const run = (...args: string[]) => runCommand(args, out, () => NOW, true);
const store = () => getStore({ name: MESSAGE_STORE });

function record(id: string, daysAgo: number, status: StoredMessage['status']): StoredMessage {
  const at = new Date(NOW - daysAgo * DAY).toISOString();
  return {
    id,
    name: `Visitor ${id.slice(0, 4)}`,
    email: 'visitor@example.com',
    message: `Message text of ${id}`,
    ipHash: 'f'.repeat(32),
    receivedAt: at,
    updatedAt: at,
    status,
    attempts: status === 'undeliverable' ? 40 : 1,
    ...(status === 'undeliverable' ? { lastError: 'connect ECONNREFUSED' } : {}),
  };
}

const ids = { sent: crypto.randomUUID(), pending: crypto.randomUUID(), dead: crypto.randomUUID() };

beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());
beforeEach(async () => {
  lines = [];
  for (const { key } of (await store().list()).blobs) await store().delete(key);
  await store().setJSON(ids.sent, record(ids.sent, 10, 'sent'));
  await store().setJSON(ids.pending, record(ids.pending, 1, 'pending'));
  await store().setJSON(ids.dead, record(ids.dead, 5, 'undeliverable'));
});

describe('commands', () => {
  it('list shows every message, oldest first; --status filters', async () => {
    expect(await run('list')).toBe(0);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain(ids.sent);
    expect(lines[1]).toContain(ids.dead);
    expect(lines[2]).toContain(ids.pending);
    expect(lines[3]).toBe('3 messages.');
    lines = [];
    await run('list', '--status', 'undeliverable');
    expect(lines).toEqual([expect.stringContaining(ids.dead), '1 message.']);
    lines = [];
    await run('list', '--status', 'sending');
    expect(lines).toEqual(['No sending messages.']);
  });

  it('list refuses an unknown status with the list of known ones', async () => {
    await expect(run('list', '--status', 'lost')).rejects.toThrow(
      /Unknown status 'lost': use one of sending, pending, sent, undeliverable/,
    );
  });

  it('show prints the fields and the message', async () => {
    await run('show', ids.dead);
    expect(lines).toContain(`Id: ${ids.dead}`);
    expect(lines).toContain('Status: undeliverable');
    expect(lines).toContain('Last error: connect ECONNREFUSED');
    expect(lines.at(-1)).toBe(`Message text of ${ids.dead}`);
    await expect(run('show', crypto.randomUUID())).rejects.toThrow(/No stored message has the id/);
    await expect(run('show')).rejects.toThrow(/Which message id\?/);
  });

  it('resend makes the message pending and due now', async () => {
    await run('resend', ids.dead);
    const stored = (await store().get(ids.dead, { type: 'json' })) as StoredMessage;
    expect(stored).toMatchObject({ status: 'pending', nextAttemptAt: new Date(NOW).toISOString() });
    expect(lines[0]).toContain('deliver-contact-messages');
  });

  it('resend leaves a message that is being delivered right now alone', async () => {
    const busy = {
      ...record(ids.pending, 1, 'sending'),
      updatedAt: new Date(NOW - 1000).toISOString(),
    };
    await store().setJSON(ids.pending, busy);
    await expect(run('resend', ids.pending)).rejects.toThrow(/being delivered right now/);
  });

  it('purge --older-than deletes older messages only', async () => {
    await run('purge', '--older-than', '7');
    expect(lines).toEqual(['Deleted 1 message older than 7 days.']);
    expect(await store().get(ids.sent)).toBeNull();
    expect(await store().get(ids.dead)).not.toBeNull();
    expect(await store().get(ids.pending)).not.toBeNull();
    await expect(run('purge')).rejects.toThrow(/purge needs --older-than <days>/);
    await expect(run('purge', '--older-than', 'ten')).rejects.toThrow(/purge needs --older-than/);
  });

  it('an unknown command names itself and shows the usage', async () => {
    await expect(run('delete-all')).rejects.toThrow(/Unknown command 'delete-all'[\s\S]*Usage:/);
  });
});

describe('where the leads came from', () => {
  const newsletter = {
    landingPage: '/insights/seo-basics',
    sentFrom: '/contact',
    utm: { utm_source: 'newsletter', utm_medium: 'email' },
    articles: ['/insights/seo-basics'],
  };
  const withSource = (daysAgo: number, source?: StoredMessage['source']) => {
    const id = crypto.randomUUID();
    return { ...record(id, daysAgo, 'sent'), ...(source ? { source } : {}) };
  };

  it('status shows the latest leads, each with its source in one line', async () => {
    const lead = withSource(0, newsletter);
    await store().setJSON(lead.id, lead);
    await run('status');
    const at = lines.indexOf('Latest 4 leads and where they came from:');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toContain(
      `${lead.id}  Source: newsletter / email, landed on /insights/seo-basics, sent from /contact, 1 article read`,
    );
  });

  it('show prints every fact of the source', async () => {
    const lead = withSource(0, { ...newsletter, referrer: 'news.example.com', unverified: true });
    await store().setJSON(lead.id, lead);
    await run('show', lead.id);
    expect(lines).toContain('Source: newsletter / email (unverified)');
    expect(lines).toContain('Landing page: /insights/seo-basics');
    expect(lines).toContain('Sent from: /contact');
    expect(lines).toContain('Referrer: news.example.com');
    expect(lines).toContain('Campaign: utm_source=newsletter, utm_medium=email');
    expect(lines).toContain('Articles read: /insights/seo-basics');
  });

  it('sources counts a month’s leads by source and by landing page, most first', async () => {
    for (const lead of [
      withSource(1, newsletter),
      withSource(2, newsletter),
      withSource(3, { landingPage: '/', sentFrom: '/contact', referrer: 'google.com' }),
      withSource(4, { landingPage: '/', sentFrom: '/contact', unverified: true }),
      withSource(40, newsletter), // October: another month
    ])
      await store().setJSON(lead.id, lead);
    await run('sources', '--month', '2026-11');
    const row = (label: string, count: number) =>
      expect(
        lines.some((line) => new RegExp(`^  ${label}\\s+${count}$`).test(line)),
        label,
      ).toBe(true);
    // The three stored before (10, 5 and 1 day ago) have no source; all are in November.
    expect(lines[0]).toBe('Leads in 2026-11: 7 (1 with an unverified source)');
    row('not recorded', 3);
    row('newsletter / email', 2);
    row('google.com', 1);
    row('direct', 1);
    row('/insights/seo-basics', 2);
    row('/', 2);
    const bySource = lines.indexOf(lines.find((line) => line.startsWith('By source'))!);
    const byLanding = lines.indexOf('By landing page:');
    expect(bySource).toBe(1);
    expect(lines[bySource + 1]).toMatch(/^ {2}not recorded\s+3$/);
    expect(lines[byLanding + 1]).toMatch(/^ {2}not recorded\s+3$/);

    lines = [];
    await run('sources', '--month', '2026-10');
    expect(lines[0]).toBe('Leads in 2026-10: 1');
    lines = [];
    await run('sources', '--month', '2020-01');
    expect(lines[0]).toMatch(/^No stored messages arrived in 2020-01/);
    // The current month (NOW is in November) by default.
    lines = [];
    await run('sources');
    expect(lines[0]).toBe('Leads in 2026-11: 7 (1 with an unverified source)');
  });

  it('sources refuses a month that is not YYYY-MM', async () => {
    for (const month of ['2026-13', '11-2026', '2026-1', 'last'])
      await expect(run('sources', '--month', month)).rejects.toThrow(
        /--month needs a month as YYYY-MM/,
      );
  });
});

describe('where the messages are', () => {
  let folder: string;
  const environment = (env: Record<string, string> = {}): Environment => ({
    env,
    cwd: join(folder, 'site'),
    home: join(folder, 'home'),
    platform: 'linux',
  });
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'messages-command-'));
    await mkdir(join(folder, 'site', '.netlify'), { recursive: true });
    await mkdir(join(folder, 'home', '.config', 'netlify'), { recursive: true });
  });
  afterEach(() => blobs.restore());

  it('not logged in: one sentence naming netlify login and NETLIFY_AUTH_TOKEN', () => {
    expect(() => connectRemote(environment())).toThrow(UserError);
    expect(() => connectRemote(environment())).toThrow(
      /not logged in to Netlify. Run `npx netlify login` \(or set NETLIFY_AUTH_TOKEN/,
    );
  });

  it('logged in (netlify login) but not linked: one sentence naming netlify link and NETLIFY_SITE_ID', async () => {
    await writeFile(
      join(folder, 'home', '.config', 'netlify', 'config.json'),
      JSON.stringify({ userId: 'u1', users: { u1: { auth: { token: 'tok' } } } }),
    );
    expect(() => connectRemote(environment())).toThrow(
      /not linked to a Netlify site. Run `npx netlify link` here \(or set NETLIFY_SITE_ID/,
    );
    await writeFile(
      join(folder, 'site', '.netlify', 'state.json'),
      JSON.stringify({ siteId: 'site-1' }),
    );
    expect(connectRemote(environment()).where).toBe('Netlify site site-1');
  });

  it('NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID are enough', () => {
    const connection = connectRemote(
      environment({ NETLIFY_AUTH_TOKEN: 't', NETLIFY_SITE_ID: 's' }),
    );
    expect(connection.where).toBe('Netlify site s');
  });

  it('--local without a sandbox says to start the site first', async () => {
    await expect(connectLocal(environment())).rejects.toThrow(/no local sandbox .* `npm start`/);
  });

  it('--local reads what `npm start` stored in its sandbox', async () => {
    const directory = join(folder, 'site', LOCAL_BLOBS_DIR);
    // What netlify-cli does: a Blobs server on that folder, for the unlinked site.
    const server = new BlobsServer({ directory, token: 'cli' });
    const { port } = await server.start();
    const id = crypto.randomUUID();
    await getStore({
      name: MESSAGE_STORE,
      siteID: 'unlinked',
      token: 'cli',
      edgeURL: `http://127.0.0.1:${port}`,
    } as Parameters<typeof getStore>[0]).setJSON(id, record(id, 0, 'pending'));
    await server.stop();

    const connection = await connectLocal(environment());
    try {
      await run('list');
      expect(lines).toEqual([expect.stringContaining(id), '1 message.']);
    } finally {
      await connection.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('status', () => {
  it('with no run recorded: says so, and counts the pending and undeliverable messages', async () => {
    await getStore({ name: SCHEDULE_STORE }).delete(LAST_RUN_KEY);
    await run('status');
    expect(lines).toEqual([
      'Last scheduled run: none recorded. The scheduled function deliver-contact-messages has not run here: failed first attempts are not retried.',
      `Pending: 1; the oldest arrived ${new Date(NOW - DAY).toISOString()} (1 day ago): ${ids.pending}`,
      'Undeliverable: 1 (npm run messages -- list --status undeliverable)',
      'Latest 3 leads and where they came from:',
      `  ${new Date(NOW - DAY).toISOString().replace(/\.\d+Z$/, 'Z')}  ${ids.pending}  Source: not recorded`,
      `  ${new Date(NOW - 5 * DAY).toISOString().replace(/\.\d+Z$/, 'Z')}  ${ids.dead}  Source: not recorded`,
      `  ${new Date(NOW - 10 * DAY).toISOString().replace(/\.\d+Z$/, 'Z')}  ${ids.sent}  Source: not recorded`,
      'Alert channels (configuration unknown: no scheduled run has recorded it yet):',
      '  webhook   unknown; last success never; pending 0; undeliverable 0',
      '  slack     unknown; last success never; pending 0; undeliverable 0',
      '  telegram  unknown; last success never; pending 0; undeliverable 0',
      '  whatsapp  unknown; last success never; pending 0; undeliverable 0',
    ]);
  });

  it('shows each alert channel: configured or not, last success, pending and undeliverable', async () => {
    const alerts = getStore({ name: ALERT_STORE });
    const alert = (
      id: string,
      channel: StoredAlert['channel'],
      status: StoredAlert['status'],
      sentAt?: string,
    ): StoredAlert => ({
      key: `${id}.${channel}`,
      messageId: id,
      channel,
      receivedAt: new Date(NOW - DAY).toISOString(),
      createdAt: new Date(NOW - DAY).toISOString(),
      updatedAt: new Date(NOW - DAY).toISOString(),
      status,
      attempts: 1,
      ...(sentAt ? { sentAt } : {}),
    });
    const records = [
      alert(ids.sent, 'webhook', 'sent', '2026-11-22T10:00:00.000Z'),
      alert(ids.pending, 'webhook', 'sent', '2026-11-23T11:00:00.000Z'),
      alert(ids.dead, 'webhook', 'pending'),
      alert(ids.sent, 'telegram', 'undeliverable'),
    ];
    for (const record of records) await alerts.setJSON(record.key, record);
    await getStore({ name: SCHEDULE_STORE }).setJSON(LAST_RUN_KEY, {
      at: new Date(NOW - 60_000).toISOString(),
      summary: {
        channels: [
          { kind: 'webhook', status: 'configured' },
          {
            kind: 'telegram',
            status: 'misconfigured',
            problem:
              'The telegram alert channel is missing ALERT_TELEGRAM_BOT_TOKEN, so it sends nothing.',
          },
        ],
      },
    });
    await run('status');
    expect(lines.slice(-5)).toEqual([
      'Alert channels (as the last scheduled run read its settings):',
      '  webhook   configured; last success 2026-11-23T11:00:00.000Z; pending 1; undeliverable 0',
      '  slack     not configured; last success never; pending 0; undeliverable 0',
      '  telegram  MISCONFIGURED: The telegram alert channel is missing ALERT_TELEGRAM_BOT_TOKEN, so it sends nothing.; last success never; pending 0; undeliverable 1',
      '  whatsapp  not configured; last success never; pending 0; undeliverable 0',
    ]);
    for (const record of records) await alerts.delete(record.key);
  });

  it('names a failing channel and why, and the messages whose alerts were not recorded', async () => {
    const alerts = getStore({ name: ALERT_STORE });
    const day = new Date(NOW - DAY).toISOString();
    const refused: StoredAlert = {
      key: `${ids.pending}.slack`,
      messageId: ids.pending,
      channel: 'slack',
      receivedAt: day,
      createdAt: day,
      updatedAt: new Date(NOW - 60_000).toISOString(),
      status: 'pending',
      attempts: 3,
      lastError: 'HTTP 404 channel_not_found',
      permanentSince: new Date(NOW - 5 * 60_000).toISOString(),
    };
    await alerts.setJSON(refused.key, refused);
    const messages = getStore({ name: MESSAGE_STORE });
    const gap = {
      ...record(crypto.randomUUID(), 0, 'sent'),
      alertsUnrecorded: ['slack', 'webhook'],
    };
    await messages.setJSON(gap.id, gap);
    await run('status');
    expect(lines).toContain(
      `            FAILING: refused for good since ${refused.permanentSince}: HTTP 404 channel_not_found`,
    );
    expect(lines.some((line) => line.startsWith('!!! Alerts not recorded: 1 message(s)'))).toBe(
      true,
    );
    expect(lines).toContain(`  ${gap.id} (${gap.receivedAt}): slack, webhook`);
    await alerts.delete(refused.key);
    await messages.delete(gap.id);
  });

  it('prints the last run, and marks it stale after 15 minutes', async () => {
    const summary = {
      checked: 1,
      sent: 1,
      pending: 0,
      undeliverable: 0,
      deferred: 0,
      deleted: 2,
      reindexed: 0,
      rateRecordsDeleted: 0,
      sweepDone: true,
      durationMs: 840,
    };
    await getStore({ name: SCHEDULE_STORE }).setJSON(LAST_RUN_KEY, {
      at: new Date(NOW - 3 * 60_000).toISOString(),
      summary,
    });
    await run('status');
    expect(lines.slice(0, 2)).toEqual([
      `Last scheduled run: ${new Date(NOW - 3 * 60_000).toISOString()} (3 minutes ago)`,
      '  sent 1, failed again 0, undeliverable 0, deferred 0, deleted 2, took 840 ms',
    ]);
    lines = [];
    await getStore({ name: SCHEDULE_STORE }).setJSON(LAST_RUN_KEY, {
      at: new Date(NOW - 75 * 60_000).toISOString(),
      summary,
    });
    await run('status');
    expect(lines[0]).toBe(
      `Last scheduled run: ${new Date(NOW - 75 * 60_000).toISOString()} (1 hour 15 minutes ago) !!! STALE: it should run every minute`,
    );
  });
});

describe('alert-test', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sends one test alert per configured channel and prints each answer', async () => {
    const sink = await startWebhookSink({ secret: alertEnv('').ALERT_WEBHOOK_SECRET });
    try {
      for (const [name, value] of Object.entries(alertEnv(sink.url))) vi.stubEnv(name, value);
      expect(await run('alert-test')).toBe(0);
      expect(lines).toEqual([
        'webhook: sent. The service answered HTTP 200 {"ok":true}',
        'slack: sent. The service answered HTTP 200 ok',
        'telegram: sent. The service answered HTTP 200, message_id 3',
        'whatsapp: sent. The service answered HTTP 200, wamid.sink4',
      ]);
      expect(sink.requests[0]?.signatureValid).toBe(true);
      expect(sink.requests[0]?.json).toMatchObject({ type: 'contact.alert-test', test: true });
      lines = [];
      sink.failNext(1, 500);
      expect(await run('alert-test', 'slack')).toBe(1);
      expect(lines).toEqual(['slack: FAILED. HTTP 500 {"ok":false,"error":"injected failure"}']);
      expect(lines.join('\n')).not.toContain('slacksecretpath');
    } finally {
      await sink.close();
    }
  });

  it('says in one sentence what is missing, and refuses an unknown channel', async () => {
    for (const name of Object.keys(alertEnv(''))) vi.stubEnv(name, '');
    await expect(run('alert-test')).rejects.toThrow(/No alert channel is configured here/);
    await expect(run('alert-test', 'pigeon')).rejects.toThrow(
      "Unknown channel 'pigeon': use one of webhook, slack, telegram, whatsapp.",
    );
    vi.stubEnv('ALERT_TELEGRAM_CHAT_ID', '-100');
    expect(await run('alert-test', 'telegram')).toBe(1);
    expect(lines).toEqual([
      'telegram: not sent. The telegram alert channel is missing ALERT_TELEGRAM_BOT_TOKEN, so it sends nothing.',
    ]);
  });
});
