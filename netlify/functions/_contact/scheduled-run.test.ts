// The scheduled run against a real Blobs sandbox and a real SMTP server, with a fake clock.
import { createHash, createHmac } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_RUN_PARAM, createContactHandler } from './handler';
import { IP_HASH_SECRET_SETTING, KEY_STORE } from './ip-hash';
import { MESSAGE_STORE, UNDELIVERED_INDEX_STORE } from './message-store';
import type { StoredMessage } from './message-store';
import { RATE_STORE } from './rate-limit';
import { RETRY_PERIOD_MS } from './retry-policy';
import { LAST_RUN_KEY, createDeliveryRun, scheduleStore } from './scheduled-run';
import {
  ENDPOINT_URL,
  post,
  startBlobs,
  startSmtp,
  validBody,
} from '../../../test/contact-rigs/test-support';
import type { TestSmtp } from '../../../test/contact-rigs/test-support';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let blobs: Awaited<ReturnType<typeof startBlobs>>;
let smtp: TestSmtp;
let env: Record<string, string | undefined>;
let clock: number;
let ipCounter = 0;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  blobs = await startBlobs({ etags: true });
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await blobs.stop();
});
beforeEach(async () => {
  await smtp.start();
  smtp.mails.length = 0;
  smtp.failNext(0);
  ipCounter += 1;
  // A new day for each test, so each test's first run is the day's retention pass.
  clock = Date.parse('2026-03-01T10:00:00Z') + ipCounter * 10 * DAY;
  env = {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Website <website@agency.example>',
    MAIL_TO: 'sales@agency.example',
  };
  vi.clearAllMocks();
});

const options = { env: () => env, now: () => clock, log };
const handler = createContactHandler(options);
const run = createDeliveryRun(options);
const runNow = () => run({ deploy: { context: 'production' } });
const send = (body: ReturnType<typeof validBody>) =>
  handler(post(body), { ip: `10.1.0.${ipCounter}`, deploy: { context: 'production' } });
const messages = () => getStore({ name: MESSAGE_STORE });
const stored = async (id: string) =>
  (await messages().get(id, { type: 'json' })) as StoredMessage | null;
const mailsFor = (id: string) =>
  smtp.mails.filter((mail) => mail.headers.get('x-contact-id') === id);

/** A visitor's message sent while the mail server is down: stored, answered 'accepted'. */
async function acceptedWhileDown() {
  await smtp.stop();
  const body = validBody();
  const response = await send(body);
  expect(await response.json()).toEqual({ ok: true, id: body.id, delivery: 'accepted' });
  await smtp.start();
  return body;
}

describe('retries', () => {
  it('SMTP down at submit, then up: the scheduled run delivers exactly one mail', async () => {
    const body = await acceptedWhileDown();
    expect(await stored(body.id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await stored(body.id))?.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Not due yet: the run leaves it alone.
    expect(await runNow()).toMatchObject({ sent: 0 });
    expect(smtp.mails).toHaveLength(0);

    clock += MINUTE;
    expect(await runNow()).toMatchObject({ sent: 1 });
    expect(mailsFor(body.id)).toHaveLength(1);
    expect(mailsFor(body.id)[0]?.text).toContain(body.message);
    expect(await stored(body.id)).toMatchObject({ status: 'sent', attempts: 2 });

    clock += 10 * MINUTE;
    // Delivered: it left the index of undelivered messages, so the run does not even read it.
    expect(await runNow()).toMatchObject({ checked: 0 });
    expect(mailsFor(body.id)).toHaveLength(1);
  });

  it('two overlapping runs and a visitor retry at the same moment send one mail', async () => {
    const body = await acceptedWhileDown();
    clock += MINUTE;
    const [first, second, visitor] = await Promise.all([runNow(), runNow(), send(body)]);
    expect(mailsFor(body.id)).toHaveLength(1);
    expect(first.sent + second.sent).toBeLessThanOrEqual(1);
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toMatchObject({ ok: true, id: body.id, duplicate: true });
    expect(await stored(body.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('waits 1, 5, 15 and 60 minutes between attempts, then every hour', async () => {
    const body = validBody();
    smtp.failNext(1000);
    await send(body);
    const expected = [1, 5, 15, 60, 60, 60];
    for (const [index, minutes] of expected.entries()) {
      const record = await stored(body.id);
      expect(record?.attempts).toBe(index + 1);
      expect(Date.parse(record?.nextAttemptAt ?? '') - clock).toBe(minutes * MINUTE);
      // One second early: nothing happens.
      clock += minutes * MINUTE - 1000;
      await runNow();
      expect((await stored(body.id))?.attempts).toBe(index + 1);
      clock += 1000;
      await runNow();
    }
    expect(smtp.mails).toHaveLength(0);
    smtp.failNext(0);
    clock += 60 * MINUTE;
    await runNow();
    expect(mailsFor(body.id)).toHaveLength(1);
  });

  it('runs every minute and never sends a mail retry before its delay', async () => {
    const body = validBody();
    smtp.failNext(1000);
    await send(body);
    const sent = clock;
    // The attempt times of the mail's schedule: at 0, then 1, 5, 15 and 60 minutes apart.
    const due = [0, 1, 6, 21, 81];
    for (let minute = 1; minute <= 90; minute += 1) {
      clock = sent + minute * MINUTE;
      await runNow();
      const expected = due.filter((at) => at <= minute).length;
      expect((await stored(body.id))?.attempts, `attempts after ${minute} min`).toBe(expected);
    }
    smtp.failNext(0);
    clock += 60 * MINUTE;
    await runNow();
    expect(mailsFor(body.id)).toHaveLength(1);
  });

  it('a run with nothing due costs a few Blobs requests, plus one read per undelivered record', async () => {
    // The day's sweep done first, and nothing left over from earlier tests.
    await runNow();
    const undelivered = await getStore({ name: UNDELIVERED_INDEX_STORE }).list();
    await Promise.all(
      undelivered.blobs.map((blob) => getStore({ name: UNDELIVERED_INDEX_STORE }).delete(blob.key)),
    );
    await runNow();
    const idle = async () => {
      const before = blobs.counts.requests;
      await runNow();
      return blobs.counts.requests - before;
    };
    // Listing the two indexes of undelivered mail and alerts, the rate-limit records and the
    // alert budget's windows, reading the sweep's position, and writing the run's record: 6.
    const nothing = await idle();
    console.log(`[cost] a scheduled run with nothing undelivered: ${nothing} Blobs requests`);
    expect(nothing).toBe(6);
    // A message the mail server refused: its record read, and its sender's live rate-limit
    // window read by the cleanup.
    smtp.failNext(1);
    const body = validBody();
    await send(body);
    expect(await idle()).toBe(nothing + 2);
    clock += MINUTE;
    await runNow();
    expect(mailsFor(body.id)).toHaveLength(1);
  });

  it('is marked undeliverable, and logged by id, once the retry period is over', async () => {
    const body = validBody();
    smtp.failNext(1000);
    const received = clock;
    await send(body);
    // Hourly attempts until the next one would fall outside the 3 days.
    clock = received + RETRY_PERIOD_MS - 30 * MINUTE;
    await messages().setJSON(body.id, {
      ...(await stored(body.id))!,
      attempts: 70,
      nextAttemptAt: new Date(clock).toISOString(),
    });
    expect(await runNow()).toMatchObject({ undeliverable: 1 });
    const record = await stored(body.id);
    expect(record).toMatchObject({ status: 'undeliverable', attempts: 71 });
    expect(record?.nextAttemptAt).toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining(body.id));
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('UNDELIVERABLE'));
    // Never tried again by the schedule, even once the server is back.
    smtp.failNext(0);
    clock += DAY;
    await runNow();
    expect(smtp.mails).toHaveLength(0);
  });

  it('without SMTP settings in a deployed context, it logs and leaves messages waiting', async () => {
    const body = await acceptedWhileDown();
    env = {};
    clock += MINUTE;
    await runNow();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('MAIL IS NOT CONFIGURED'));
    expect(await stored(body.id)).toMatchObject({ status: 'pending', attempts: 1 });
  });
});

describe('retention', () => {
  const record = (id: string, daysAgo: number, status: StoredMessage['status']): StoredMessage => {
    const at = new Date(clock - daysAgo * DAY).toISOString();
    return {
      id,
      name: 'Old Visitor',
      email: 'old@example.com',
      message: 'Hello',
      ipHash: 'x',
      receivedAt: at,
      updatedAt: at,
      status,
      attempts: 1,
    };
  };

  it(`deletes records older than the retention period (90 days by default), nothing else`, async () => {
    const ids = {
      old: crypto.randomUUID(),
      oldUndeliverable: crypto.randomUUID(),
      edge: crypto.randomUUID(),
      recent: crypto.randomUUID(),
    };
    await messages().setJSON(ids.old, record(ids.old, 91, 'sent'));
    await messages().setJSON(
      ids.oldUndeliverable,
      record(ids.oldUndeliverable, 200, 'undeliverable'),
    );
    await messages().setJSON(ids.edge, record(ids.edge, 89.9, 'sent'));
    await messages().setJSON(ids.recent, record(ids.recent, 1, 'sent'));
    const summary = await runNow();
    expect(summary.deleted).toBeGreaterThanOrEqual(2);
    // Once a day: a later run the same day does not walk every record again.
    const later = crypto.randomUUID();
    await messages().setJSON(later, record(later, 95, 'sent'));
    expect((await runNow()).deleted).toBe(0);
    expect(await stored(later)).not.toBeNull();
    expect(await stored(ids.old)).toBeNull();
    expect(await stored(ids.oldUndeliverable)).toBeNull();
    expect(await stored(ids.edge)).not.toBeNull();
    expect(await stored(ids.recent)).not.toBeNull();
    for (const id of Object.values(ids)) expect(mailsFor(id)).toHaveLength(0);
    clock += DAY;
    expect((await runNow()).deleted).toBeGreaterThanOrEqual(1);
    expect(await stored(later)).toBeNull();
  });

  it('follows CONTACT_RETENTION_DAYS', async () => {
    env.CONTACT_RETENTION_DAYS = '30';
    const id = crypto.randomUUID();
    const kept = crypto.randomUUID();
    await messages().setJSON(id, record(id, 31, 'sent'));
    await messages().setJSON(kept, record(kept, 29, 'sent'));
    await runNow();
    expect(await stored(id)).toBeNull();
    expect(await stored(kept)).not.toBeNull();
  });

  it('deletes rate-limit records once their window has passed, and keeps live ones', async () => {
    env.CONTACT_RATE_WINDOW = '600';
    await send(validBody());
    const rates = getStore({ name: RATE_STORE });
    const keys = async () => (await rates.list()).blobs.map((blob) => blob.key);
    const before = await keys();
    expect(before.length).toBeGreaterThan(0);
    await runNow();
    expect(await keys()).toEqual(before);
    clock += 600_001;
    await runNow();
    expect(await keys()).toEqual([]);
  });
});

describe('the IP is stored only as a keyed hash', () => {
  const ip = '203.0.113.42';
  const plainSha = createHash('sha256').update(ip).digest('hex').slice(0, 32);

  it('uses HMAC-SHA-256 with CONTACT_IP_HASH_SECRET when it is set', async () => {
    env[IP_HASH_SECRET_SETTING] = 'a secret of the site';
    const body = validBody();
    await handler(post(body), { ip, deploy: { context: 'production' } });
    const expected = createHmac('sha256', 'a secret of the site').update(ip).digest('hex');
    const record = await stored(body.id);
    expect(record?.ipHash).toBe(expected.slice(0, 32));
    expect(record?.ipHash).not.toBe(plainSha);
    const rateKeys = (await getStore({ name: RATE_STORE }).list()).blobs.map((blob) => blob.key);
    expect(rateKeys).toContain(expected.slice(0, 32));
    expect(rateKeys).not.toContain(plainSha);
  });

  it('deployed without the setting: a key of this instance only, never stored beside the hashes, and an error', async () => {
    const first = validBody();
    const second = validBody();
    await handler(post(first), { ip, deploy: { context: 'production' } });
    await handler(post(second), { ip, deploy: { context: 'production' } });
    const stored1 = await stored(first.id);
    const stored2 = await stored(second.id);
    expect(stored1?.ipHash).toBe(stored2?.ipHash);
    expect(stored1?.ipHash).not.toBe(plainSha);
    expect((await getStore({ name: KEY_STORE }).list()).blobs).toEqual([]);
    expect(log.error.mock.calls.map(String).join('\n')).toContain(
      'CONTACT_IP_HASH_SECRET is not set',
    );
  });

  it('served locally without the setting: generates one key, keeps it in Blobs and uses it every time', async () => {
    const local = createContactHandler({
      ...options,
      env: () => ({ ...env, NETLIFY_LOCAL: 'true' }),
    });
    const first = validBody();
    const second = validBody();
    await local(post(first), { ip, deploy: { context: 'dev' } });
    await local(post(second), { ip, deploy: { context: 'dev' } });
    const stored1 = await stored(first.id);
    const stored2 = await stored(second.id);
    expect(stored1?.ipHash).toBe(stored2?.ipHash);
    const key = (await getStore({ name: KEY_STORE }).get('ip-hash-key', { type: 'json' })) as {
      key: string;
    };
    expect(key.key.length).toBeGreaterThanOrEqual(40);
    expect(stored1?.ipHash).toBe(
      createHmac('sha256', key.key).update(ip).digest('hex').slice(0, 32),
    );
  });

  it('the honeypot log line names the keyed hash, not the IP or its plain hash', async () => {
    await handler(post(validBody({ website: 'spam' })), { ip, deploy: { context: 'production' } });
    const line = String(log.warn.mock.calls[0]?.[0]);
    expect(line).toContain('honeypot');
    expect(line).not.toContain(ip);
    expect(line).not.toContain(plainSha);
    expect(line).toMatch(/[0-9a-f]{32}/);
  });

  it('a rate-limit record carries when it expires (the end of its window)', async () => {
    env.CONTACT_RATE_WINDOW = '600';
    env[IP_HASH_SECRET_SETTING] = 'k';
    await handler(post(validBody()), { ip: '198.51.100.1', deploy: { context: 'production' } });
    const key = createHmac('sha256', 'k').update('198.51.100.1').digest('hex').slice(0, 32);
    const window = (await getStore({ name: RATE_STORE }).get(key, { type: 'json' })) as {
      expiresAt: number;
    };
    expect(window.expiresAt).toBe(clock + 600_000);
  });
});

describe('the last run, for the smoke check', () => {
  const ask = (query: string) => handler(new Request(`${ENDPOINT_URL}${query}`), {});

  it(`GET ?${LAST_RUN_PARAM} answers only the last run's time (null before any), other GETs 405`, async () => {
    await scheduleStore().delete(LAST_RUN_KEY);
    const before = await ask(`?${LAST_RUN_PARAM}`);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect(await before.json()).toEqual({ lastRunAt: null });
    await send(validBody());
    await runNow();
    expect(await (await ask(`?${LAST_RUN_PARAM}`)).json()).toEqual({
      lastRunAt: new Date(clock).toISOString(),
    });
    expect((await ask('')).status).toBe(405);
    expect((await ask('?other')).status).toBe(405);
  });
});
