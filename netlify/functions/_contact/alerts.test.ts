import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readAlertChannels } from '../../../src/features/contact/alert-channels';
import type { AlertChannelSettings } from '../../../src/features/contact/alert-channels';
import {
  AlertSendError,
  alertRequest,
  composeAlert,
  redact,
  retryAfterMs,
  secretsOf,
  sendAlert,
} from './alerts';
import { alertEnv } from '../../../test/contact-rigs/test-support';
import { startWebhookSink } from '../../../test/contact-rigs/webhook-sink.mjs';
import { startTlsFront } from '../../../test/contact-rigs/tls-front.mjs';

const message = {
  id: '6f1c2a7e-0000-4000-8000-000000000001',
  name: 'Ayesha\n Khan',
  email: 'ayesha+shop@example.com',
  message: `Hello,\n\nI need a shop website. ${'x'.repeat(300)}`,
  receivedAt: '2026-05-01T10:00:00.000Z',
};

let sink: Awaited<ReturnType<typeof startWebhookSink>>;
let channels: Record<string, AlertChannelSettings>;
const env = () => alertEnv(sink.url);

beforeAll(async () => {
  sink = await startWebhookSink({ secret: alertEnv('').ALERT_WEBHOOK_SECRET });
  channels = Object.fromEntries(
    readAlertChannels(env()).flatMap((state) =>
      state.status === 'configured' ? [[state.kind, state.settings]] : [],
    ),
  );
});
afterAll(() => sink.close());
beforeEach(async () => {
  await sink.start();
  sink.heal();
  sink.requests.length = 0;
});

describe('the lead source in an alert', () => {
  const source = {
    landingPage: '/insights/seo-basics',
    sentFrom: '/contact',
    utm: { utm_source: '<!channel> news', utm_medium: 'email' },
    articles: ['/insights/seo-basics', '/insights/hosting-101'],
  };
  const alert = composeAlert({ ...message, source });

  it('sums the source up in one line: label, landing page, page sent from, articles', () => {
    expect(alert.sourceSummary).toBe(
      'Source: <!channel> news / email, landed on /insights/seo-basics, sent from /contact, 2 articles read',
    );
    expect(
      composeAlert({ ...message, source: { ...source, unverified: true } }).sourceSummary,
    ).toMatch(/^Source: .* \(unverified\),/);
    expect(composeAlert(message).sourceSummary).toBe('Source: not recorded');
  });

  it('shows it on every channel, escaped where the channel parses text', () => {
    const telegram = JSON.parse(alertRequest(channels.telegram!, alert, 'k').init.body);
    expect(telegram.text).toContain(alert.sourceSummary);
    const slack = JSON.parse(alertRequest(channels.slack!, alert, 'k').init.body);
    expect(slack.text).toContain('Source: &lt;!channel&gt; news / email, landed on');
    expect(slack.text).not.toContain('<!channel>');
    expect(JSON.stringify(slack.blocks)).not.toContain('<!channel>');
    const whatsapp = JSON.parse(alertRequest(channels.whatsapp!, alert, 'k').init.body);
    expect(whatsapp.template.components[0].parameters).toHaveLength(3);
    expect(whatsapp.template.components[0].parameters[2].text).toContain(
      'landed on /insights/seo-basics',
    );
    const webhook = JSON.parse(alertRequest(channels.webhook!, alert, 'k').init.body);
    expect(webhook).toMatchObject({ source, sourceSummary: alert.sourceSummary });
  });
});

describe('the project scope in an alert', () => {
  const scope = {
    service: 'Online store',
    features: ['<!channel> payments', 'Urdu'],
    range: 'Rs. 120,000 to Rs. 250,000',
  };
  const alert = composeAlert({ ...message, scope });

  it('shows it as a short table on every channel, escaped where the channel parses text', () => {
    const table =
      'Service: Online store\nFeatures: <!channel> payments, Urdu\nEstimate: Rs. 120,000 to Rs. 250,000';
    const telegram = JSON.parse(alertRequest(channels.telegram!, alert, 'k').init.body);
    expect(telegram.text).toContain(table);
    const slack = JSON.parse(alertRequest(channels.slack!, alert, 'k').init.body);
    expect(slack.text).toContain('Features: &lt;!channel&gt; payments, Urdu');
    expect(JSON.stringify(slack)).not.toContain('<!channel>');
    const whatsapp = JSON.parse(alertRequest(channels.whatsapp!, alert, 'k').init.body);
    expect(whatsapp.template.components[0].parameters).toHaveLength(3);
    expect(whatsapp.template.components[0].parameters[2].text).toContain(
      'Service: Online store; Features: <!channel> payments, Urdu; Estimate: Rs. 120,000',
    );
    const webhook = JSON.parse(alertRequest(channels.webhook!, alert, 'k').init.body);
    expect(webhook).toMatchObject({ scope });
    expect(composeAlert(message).scopeRows).toBeUndefined();
  });
});

describe('composeAlert', () => {
  it('carries who, the address, the first 200 characters folded, and a mailto reply link', () => {
    const alert = composeAlert(message);
    expect(alert.name).toBe('Ayesha Khan');
    expect(alert.truncated).toBe(true);
    expect(Array.from(alert.excerpt)).toHaveLength(201);
    expect(alert.excerpt.startsWith('Hello, I need a shop website.')).toBe(true);
    expect(alert.replyUrl).toBe(
      'mailto:ayesha%2Bshop@example.com?subject=Re%3A%20your%20message%20to%20us',
    );
  });

  it('keeps a short message whole and never splits a character', () => {
    expect(composeAlert({ ...message, message: 'Hi' }).excerpt).toBe('Hi');
    const emoji = composeAlert({ ...message, message: '😀'.repeat(250) });
    expect(Array.from(emoji.excerpt.replace('…', '')).every((c) => c === '😀')).toBe(true);
  });
});

describe('alertRequest', () => {
  it('webhook: JSON signed over its time, idempotency key and raw body together', () => {
    const time = Date.parse('2026-05-01T10:00:05Z');
    const { url, init } = alertRequest(channels.webhook!, composeAlert(message), 'k.webhook', time);
    expect(url).toBe(`${sink.url}/webhook`);
    const signed = `${time / 1000}.k.webhook.${init.body}`;
    const expected = createHmac('sha256', alertEnv('').ALERT_WEBHOOK_SECRET)
      .update(signed)
      .digest('hex');
    expect(init.headers['X-Alert-Signature']).toBe(`t=${time / 1000},v1=${expected}`);
    expect(init.headers['Idempotency-Key']).toBe('k.webhook');
    expect(JSON.parse(init.body)).toMatchObject({ type: 'contact.message', id: message.id });
    expect(init.body).not.toContain(alertEnv('').ALERT_WEBHOOK_SECRET);
  });

  it('slack: escapes what the visitor wrote, so no mention or link can be made', () => {
    const hostile = composeAlert({ ...message, name: '<!channel> <https://evil.test|click>' });
    const { init } = alertRequest(channels.slack!, hostile, 'k');
    const text = JSON.parse(init.body).blocks[0].text.text as string;
    expect(text).toContain('&lt;!channel&gt;');
    expect(text).not.toContain('<!channel>');
  });

  it('whatsapp: the template with three one-line body parameters and the bearer token', () => {
    const { url, init } = alertRequest(channels.whatsapp!, composeAlert(message), 'k');
    expect(url).toBe(`${sink.url}/whatsapp/1029384756/messages`);
    expect(init.headers.authorization).toBe('Bearer EAAtestWhatsAppToken');
    const body = JSON.parse(init.body);
    expect(body.template.name).toBe('new_lead_alert');
    const parameters = body.template.components[0].parameters as { text: string }[];
    expect(parameters).toHaveLength(3);
    for (const parameter of parameters) expect(parameter.text).not.toMatch(/\n|\t| {5}/);
  });

  it('telegram: sendMessage on the bot token, plain text', () => {
    const { url, init } = alertRequest(channels.telegram!, composeAlert(message), 'k');
    expect(url).toMatch(/\/telegram\/bot123456789:[\w]+\/sendMessage$/);
    expect(JSON.parse(init.body)).toMatchObject({ chat_id: '-1001234567' });
  });
});

describe('what the visitor wrote, on each channel', () => {
  // Each channel's own syntax: Slack mentions, commands and links, mrkdwn entities, HTML, JSON
  // quoting, WhatsApp's refused whitespace and template placeholders.
  const hostile = composeAlert({
    ...message,
    name: '<!channel> <@U012AB3CD> & <https://evil.example|Bank>',
    email: '"<!here>"@example.com',
    message:
      'Pay <https://evil.example|your bank> &amp; <b>now</b>\n\t"quoted"     {{1}} \u2028end',
  });
  /** Slack mrkdwn with the escapes undone; what Slack shows. */
  const shown = (text: string) =>
    text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  /** Our reply link and a quote's > at a line start are the only markup a Slack text holds. */
  const withoutReplyLink = (text: string) =>
    text.replace(/<mailto:[^<>|]*\|Reply by mail>/g, '').replace(/^>/gm, '');

  it('slack: the notification text and the blocks carry no link, mention or command of the visitor', () => {
    const body = JSON.parse(alertRequest(channels.slack!, hostile, 'k').init.body);
    for (const text of [body.text as string, body.blocks[0].text.text as string]) {
      const rest = withoutReplyLink(text);
      expect(rest).not.toMatch(/[<>]/);
      // Every & starts one of the three escapes.
      expect(rest.replace(/&(amp|lt|gt);/g, '')).not.toContain('&');
      expect(shown(rest)).toContain(hostile.name);
      expect(shown(rest)).toContain(hostile.email);
      expect(shown(rest)).toContain(hostile.excerpt);
    }
  });

  it('telegram: plain text with no parse mode, so nothing the visitor typed is markup', () => {
    const body = JSON.parse(alertRequest(channels.telegram!, hostile, 'k').init.body);
    expect(body).not.toHaveProperty('parse_mode');
    expect(body).not.toHaveProperty('entities');
    expect(body.text).toContain(hostile.name);
    expect(body.text).toContain(hostile.excerpt);
  });

  it('whatsapp: each parameter one line, never empty, the text otherwise as typed', () => {
    const body = JSON.parse(alertRequest(channels.whatsapp!, hostile, 'k').init.body);
    const parameters = (body.template.components[0].parameters as { text: string }[]).map(
      (parameter) => parameter.text,
    );
    for (const text of parameters) {
      expect(text).not.toMatch(/[\n\t\u2028]| {5}/);
      expect(text.length).toBeGreaterThan(0);
    }
    expect(parameters).toEqual([
      hostile.name,
      hostile.email,
      `${hostile.excerpt} | ${hostile.sourceSummary}`.replace(/\s+/g, ' '),
    ]);
    const empty = JSON.parse(
      alertRequest(channels.whatsapp!, { ...hostile, name: ' \n ' }, 'k').init.body,
    );
    expect(empty.template.components[0].parameters[0].text).toBe('-');
  });

  it('webhook: JSON that reads back to exactly what the visitor wrote', () => {
    const body = JSON.parse(alertRequest(channels.webhook!, hostile, 'k').init.body);
    expect(body).toMatchObject({
      name: hostile.name,
      email: hostile.email,
      excerpt: hostile.excerpt,
    });
  });
});

describe('retryAfterMs and redact', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Fri, 01 May 2026 10:02:00 GMT', now)).toBe(120_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('takes every secret of a channel out of a text', () => {
    const telegram = channels.telegram!;
    const text = `POST ${telegram.kind === 'telegram' ? telegram.token : ''} failed`;
    expect(redact(text, secretsOf(telegram))).toBe('POST *** failed');
  });
});

describe('sendAlert against the sink', () => {
  it('each channel: one request, the service answer summarised', async () => {
    for (const kind of ['webhook', 'slack', 'telegram', 'whatsapp'])
      expect((await sendAlert(channels[kind]!, composeAlert(message), `k.${kind}`)).status).toBe(
        200,
      );
    expect(sink.requests.map((request) => request.channel)).toEqual([
      'webhook',
      'slack',
      'telegram',
      'whatsapp',
    ]);
    expect(sink.requests[0]?.signatureValid).toBe(true);
  });

  it('429: rate limited with the wait from Retry-After, or from Telegram’s body', async () => {
    sink.rateLimitNext(2, 90);
    const first = await sendAlert(channels.slack!, composeAlert(message), 'k').catch((e) => e);
    expect(first).toBeInstanceOf(AlertSendError);
    expect(first).toMatchObject({ ambiguous: false, retryAfterMs: 90_000, status: 429 });
    const second = await sendAlert(channels.telegram!, composeAlert(message), 'k').catch((e) => e);
    expect(second).toMatchObject({ retryAfterMs: 90_000, status: 429 });
  });

  it('connection refused is no delivery; a lost answer or a late one is ambiguous', async () => {
    await sink.stop();
    const refused = await sendAlert(channels.webhook!, composeAlert(message), 'k').catch((e) => e);
    expect(refused).toMatchObject({ ambiguous: false });
    await sink.start();
    sink.dropNext(1);
    const dropped = await sendAlert(channels.webhook!, composeAlert(message), 'k').catch((e) => e);
    expect(dropped).toMatchObject({ ambiguous: true });
    sink.slowNext(1, 1_000);
    const late = await sendAlert(channels.webhook!, composeAlert(message), 'k', {
      deadlineMs: 200,
    }).catch((e) => e);
    expect(late).toMatchObject({ ambiguous: true, message: 'no answer within 200 ms' });
  });

  it('5xx: a plain failure, without any secret in its message', async () => {
    sink.failNext(1, 502);
    const failed = await sendAlert(channels.telegram!, composeAlert(message), 'k').catch((e) => e);
    expect(failed).toMatchObject({ ambiguous: false, status: 502 });
    expect(String(failed.message)).not.toContain('TESTtoken');
  });
});

describe('failures by phase: not sent, or maybe delivered', () => {
  let front: Awaited<ReturnType<typeof startTlsFront>>;
  const viaTls = () =>
    readAlertChannels(alertEnv(front.url)).flatMap((state) =>
      state.status === 'configured' ? [state.settings] : [],
    );
  beforeAll(async () => {
    front = await startTlsFront({ targetPort: Number(new URL(sink.url).port) });
  });
  afterAll(() => front.close());
  beforeEach(() => front.fail(null));

  it('over TLS, every channel is delivered when the handshake completes', async () => {
    for (const channel of viaTls())
      expect((await sendAlert(channel, composeAlert(message), 'k', { ca: front.ca })).status).toBe(
        200,
      );
    expect(sink.requests).toHaveLength(4);
  });

  it('a handshake reset or never answered is "not sent", whatever the deadline', async () => {
    for (const mode of ['reset', 'silent'] as const) {
      front.fail(mode);
      for (const channel of viaTls()) {
        const failure = await sendAlert(channel, composeAlert(message), 'k', {
          ca: front.ca,
          deadlineMs: 300,
        }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(AlertSendError);
        expect(failure).toMatchObject({ ambiguous: false, permanent: false });
        expect(String((failure as Error).message)).toMatch(/^not sent: /);
      }
    }
    expect(sink.requests).toHaveLength(0);
  });

  it('an untrusted certificate is "not sent"', async () => {
    const failure = await sendAlert(viaTls()[0]!, composeAlert(message), 'k').catch((e) => e);
    expect(failure).toMatchObject({ ambiguous: false });
    expect(sink.requests).toHaveLength(0);
  });
});

describe('permanent refusals', () => {
  it.each([400, 401, 403, 404, 410])('HTTP %i is permanent', async (status) => {
    sink.failNext(1, status);
    const failure = await sendAlert(channels.slack!, composeAlert(message), 'k').catch((e) => e);
    expect(failure).toMatchObject({ permanent: true, ambiguous: false, status });
  });

  it.each([500, 502, 503, 408])('HTTP %i is not', async (status) => {
    sink.failNext(1, status);
    const failure = await sendAlert(channels.slack!, composeAlert(message), 'k').catch((e) => e);
    expect(failure).toMatchObject({ permanent: false, status });
  });

  it('429 is a wait, never permanent', async () => {
    sink.rateLimitNext(1, 5);
    const failure = await sendAlert(channels.webhook!, composeAlert(message), 'k').catch((e) => e);
    expect(failure).toMatchObject({ permanent: false, retryAfterMs: 5_000 });
  });

  it("Graph's codes decide for WhatsApp: an expired token is permanent, a rate limit is not", async () => {
    const answers: [number, number][] = [];
    const graph = createServer((request, response) => {
      request.resume();
      const [status, code] = answers.shift()!;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code, message: 'x' } }));
    });
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
    const port = (graph.address() as { port: number }).port;
    const whatsapp = {
      ...channels.whatsapp!,
      apiUrl: `http://127.0.0.1:${port}`,
    } as AlertChannelSettings;
    try {
      answers.push([500, 190], [400, 131048], [400, 132012]);
      const send = () => sendAlert(whatsapp, composeAlert(message), 'k').catch((e) => e);
      expect(await send()).toMatchObject({ permanent: true, status: 500 });
      expect(await send()).toMatchObject({ permanent: false, status: 400 });
      expect(await send()).toMatchObject({ permanent: true, status: 400 });
    } finally {
      graph.close();
    }
  });
});
