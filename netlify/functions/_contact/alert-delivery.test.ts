// Lead alerts through the real handler and scheduled run, against the Blobs sandbox, the test
// mailbox and the webhook sink, with a fake clock.
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertChannelKinds } from '../../../src/features/contact/alert-channels';
import { ALERT_BUDGET_STORE } from './alert-budget';
import { ALERT_INDEX_STORE, ALERT_STORE, alertKey } from './alert-store';
import type { StoredAlert } from './alert-store';
import { createContactHandler } from './handler';
import { MESSAGE_STORE } from './message-store';
import type { StoredMessage } from './message-store';
import { RETRY_PERIOD_MS } from './retry-policy';
import { PERMANENT_GRACE_MS } from './retrying-record';
import { createDeliveryRun } from './scheduled-run';
import {
  alertEnv,
  post,
  startBlobs,
  startSmtp,
  validBody,
} from '../../../test/contact-rigs/test-support';
import type { TestSmtp } from '../../../test/contact-rigs/test-support';
import { startWebhookSink } from '../../../test/contact-rigs/webhook-sink.mjs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let blobs: Awaited<ReturnType<typeof startBlobs>>;
let smtp: TestSmtp;
let sink: Awaited<ReturnType<typeof startWebhookSink>>;
let clock: number;
let visitor = 0;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
let extraEnv: Record<string, string> = {};
const env = () => ({
  ...extraEnv,
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Website <website@agency.example>',
  MAIL_TO: 'sales@agency.example',
  CONTACT_IP_HASH_SECRET: 'alert-delivery-test-secret',
  ...alertEnv(sink.url),
});
const options = { env, now: () => clock, log, alertDeadlineMs: 1_000 };
const handler = createContactHandler(options);
const run = createDeliveryRun(options);
const runNow = () => run({ deploy: { context: 'production' } });
const send = (body: ReturnType<typeof validBody>) =>
  handler(post(body), { ip: `10.7.${visitor}.1`, deploy: { context: 'production' } });
const storedAlert = async (id: string, kind: (typeof alertChannelKinds)[number]) =>
  (await getStore({ name: ALERT_STORE, consistency: 'strong' }).get(alertKey(id, kind), {
    type: 'json',
  })) as StoredAlert | null;
const storedMessage = async (id: string) =>
  (await getStore({ name: MESSAGE_STORE, consistency: 'strong' }).get(id, {
    type: 'json',
  })) as StoredMessage | null;
const lines = (mock: typeof log.error, text: string) =>
  mock.mock.calls.filter((call) => call.map(String).join(' ').includes(text));

beforeAll(async () => {
  blobs = await startBlobs({ etags: true });
  smtp = await startSmtp();
  sink = await startWebhookSink({ secret: alertEnv('').ALERT_WEBHOOK_SECRET, now: () => clock });
});
afterAll(async () => {
  await sink.close();
  await smtp.stop();
  await blobs.stop();
});
beforeEach(async () => {
  visitor += 1;
  clock = Date.parse('2026-06-01T10:00:00Z') + visitor * 10 * 24 * 60 * MINUTE;
  smtp.mails.length = 0;
  await sink.start();
  sink.heal();
  sink.requests.length = 0;
  blobs.faults.failStores = [];
  extraEnv = {};
  vi.clearAllMocks();
});

describe('permanent refusals', () => {
  it('are given up on after the grace, and staff are told once per run and channel', async () => {
    sink.failNext(10_000, 404);
    const body = validBody();
    expect((await send(body)).status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    // The request's own first attempt: one line per channel.
    expect(lines(log.error, 'refuses alerts for good')).toHaveLength(4);
    let runs = 0;
    for (let minute = 1; minute <= PERMANENT_GRACE_MS / MINUTE + 2; minute += 1) {
      clock += MINUTE;
      vi.clearAllMocks();
      const summary = await runNow();
      runs += 1;
      const refusing = lines(log.error, 'refuses alerts for good');
      // At most one line per channel in a run, never one per attempt, and no warnings.
      expect(refusing.length).toBeLessThanOrEqual(alertChannelKinds.length);
      expect(lines(log.warn, 'failed (HTTP 404')).toHaveLength(0);
      if (refusing.length > 0)
        expect(summary.channels.find((channel) => channel.refused)?.refused).toContain('404');
    }
    for (const kind of alertChannelKinds) {
      const alert = await storedAlert(body.id, kind);
      expect(alert?.status, kind).toBe('undeliverable');
      expect(alert?.lastError).toContain('HTTP 404');
      expect(Date.parse(alert!.updatedAt) - Date.parse(alert!.receivedAt)).toBeLessThanOrEqual(
        PERMANENT_GRACE_MS + 2 * MINUTE,
      );
    }
    expect(runs).toBeLessThan(20);
    // The mail was never held up, nor sent again.
    expect(smtp.mails).toHaveLength(1);
  });

  it('a refusal that stops within the grace is delivered', async () => {
    sink.failNext(4, 401);
    const body = validBody();
    await send(body);
    clock += MINUTE;
    await runNow();
    for (const kind of alertChannelKinds) {
      const alert = await storedAlert(body.id, kind);
      expect(alert?.status, kind).toBe('sent');
      expect(alert).not.toHaveProperty('permanentSince');
    }
  });
});

describe('the alert store failing', () => {
  it('never refuses the message: it is accepted and mailed, and the gap logged and kept', async () => {
    blobs.faults.failStores = [ALERT_STORE, ALERT_INDEX_STORE];
    const body = validBody();
    const response = await send(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, id: body.id, delivery: 'sent' });
    expect(smtp.mails).toHaveLength(1);
    const record = await storedMessage(body.id);
    expect(record?.status).toBe('sent');
    expect([...(record?.alertsUnrecorded ?? [])].sort()).toEqual([...alertChannelKinds].sort());
    expect(lines(log.error, 'could not be recorded').length).toBe(alertChannelKinds.length);
  });
});

describe('the site-wide alert budget', () => {
  it('past it, one digest per channel and window instead of one alert per message; every mail goes', async () => {
    extraEnv = { ALERT_BUDGET: '2', ALERT_BUDGET_WINDOW: '3600' };
    // At the start of an hour, so every message falls in one window.
    clock = Math.ceil(clock / HOUR) * HOUR + MINUTE;
    const bodies = Array.from({ length: 5 }, () => validBody());
    for (const [index, body] of bodies.entries()) {
      visitor += 1;
      const response = await send(body);
      expect(response.status, `message ${index}`).toBe(200);
    }
    expect(smtp.mails).toHaveLength(5);
    const perChannel = (kind: string) => sink.requests.filter((r) => r.channel === kind);
    for (const kind of alertChannelKinds) expect(perChannel(kind), kind).toHaveLength(2);
    // Within the window: nothing more.
    clock += 30 * MINUTE;
    await runNow();
    for (const kind of alertChannelKinds) expect(perChannel(kind), kind).toHaveLength(2);
    // The window over: one digest per channel, counting the 3 past the budget.
    clock += 30 * MINUTE;
    await runNow();
    for (const kind of alertChannelKinds) {
      const requests = perChannel(kind);
      expect(requests, kind).toHaveLength(3);
      expect(requests[2]!.body).toContain('3 more enquiries');
      expect(requests[2]!.body).toContain('see mail');
    }
    expect(
      sink.requests.find((r) => r.channel === 'webhook' && r.body.includes('digest'))?.json,
    ).toMatchObject({ type: 'contact.digest', digest: { count: 3 } });
    // Sent once: later runs repeat nothing.
    clock += 5 * MINUTE;
    await runNow();
    expect(sink.requests).toHaveLength(alertChannelKinds.length * 3);
    expect(smtp.mails).toHaveLength(5);
    // Kept while a digest may still be retried, then deleted with its digest's records.
    const budgets = getStore({ name: ALERT_BUDGET_STORE, consistency: 'strong' });
    const digests = async () =>
      (await getStore({ name: ALERT_STORE, consistency: 'strong' }).list()).blobs.filter((blob) =>
        blob.key.startsWith('digest-'),
      );
    expect((await budgets.list()).blobs.length).toBeGreaterThanOrEqual(4);
    expect((await digests()).length).toBeGreaterThanOrEqual(4);
    clock += RETRY_PERIOD_MS + 2 * 24 * HOUR;
    await runNow();
    expect((await budgets.list()).blobs).toHaveLength(0);
    expect(await digests()).toHaveLength(0);
  });

  it('a repeat of an accepted message takes no second place in the budget', async () => {
    extraEnv = { ALERT_BUDGET: '1' };
    const body = validBody();
    await send(body);
    await send(body);
    const second = validBody();
    visitor += 1;
    await send(second);
    expect(sink.requests.filter((r) => r.channel === 'slack')).toHaveLength(1);
    expect(smtp.mails).toHaveLength(2);
  });
});
