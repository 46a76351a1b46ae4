/**
 * A lead alert: what staff need to answer a new message (who, the address to reply to, the first
 * ALERT_EXCERPT_LENGTH characters and a link to reply by mail), and one request per channel kind
 * on the service's documented HTTP API, sent with node:http(s).
 *
 * Why no client library, and not fetch: each service needs one POST (Slack incoming webhook,
 * Telegram sendMessage, Graph `/<phone-number-id>/messages`, a signed JSON POST); the clients
 * there are (@slack/webhook, node-telegram-bot-api, the WhatsApp SDKs) bring their own HTTP
 * stacks and retries, which would hide the answers the delivery guarantee must see (429,
 * Retry-After, a lost reply). fetch cannot tell a request that never left (DNS, connect, TLS)
 * from one whose answer was lost; node:http says when the request was written.
 */
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ALERT_EXCERPT_LENGTH } from '../../../src/features/contact/alert-channels';
import type { AlertChannelSettings } from '../../../src/features/contact/alert-channels';
import { scopeRows } from '../../../src/features/contact/contact-protocol';
import type {
  ContactScope,
  ReceivedLeadSource,
} from '../../../src/features/contact/contact-protocol';
import type { ContactFields } from '../../../src/features/contact/contact-schema';
import { sourceSummary } from './lead-source-text';

/** Whole-request deadline of one alert (the mail's own is 9 s; both run at once). */
export const ALERT_DEADLINE_MS = 5_000;

/**
 * Header of the generic webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`, the HMAC
 * keyed with the channel's secret over `<t>.<Idempotency-Key>.<raw body>`: the time, the key the
 * receiver deduplicates on and the body are signed together, so none can be replayed or swapped.
 */
export const SIGNATURE_HEADER = 'X-Alert-Signature';
/** Header carrying the alert's idempotency key (the same on every attempt of one alert). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface AlertContent {
  /** The contact message's id. */
  id: string;
  name: string;
  email: string;
  /** The first ALERT_EXCERPT_LENGTH characters, whitespace folded. */
  excerpt: string;
  truncated: boolean;
  receivedAt: string;
  /** mailto: link that opens a reply to the sender. */
  replyUrl: string;
  /** A staff test (`npm run messages -- alert-test`), not a visitor's message. */
  test: boolean;
  /** Where the lead came from, in one line (lead-source-text.ts); none on a digest. */
  sourceSummary?: string;
  /** The source as the function keeps it (webhook only reads it as data). */
  source?: ReceivedLeadSource;
  /** The estimator's scope as labelled rows (a short table), when the message carried one. */
  scopeRows?: [string, string][];
  /** The scope as the function keeps it (webhook only reads it as data). */
  scope?: ContactScope;
  /** A window's digest: `count` messages past the alert budget between `from` and `until`. */
  digest?: { count: number; from: string; until: string };
}

/** The alert standing for the messages past a channel's budget in one window. */
export function composeDigest(
  id: string,
  count: number,
  from: number,
  until: number,
): AlertContent {
  const window = { from: new Date(from).toISOString(), until: new Date(until).toISOString() };
  return {
    id,
    name: 'Website',
    email: '',
    excerpt: digestSentence(count, window.from, window.until),
    truncated: false,
    receivedAt: window.until,
    replyUrl: '',
    test: false,
    digest: { count, ...window },
  };
}

function digestSentence(count: number, from: string, until: string): string {
  return (
    `${count} more ${count === 1 ? 'enquiry' : 'enquiries'} between ${from} and ${until}; ` +
    'see mail (past the alert budget, one alert stands for them).'
  );
}

export function composeAlert(
  message: ContactFields & {
    id: string;
    receivedAt: string;
    source?: ReceivedLeadSource;
    scope?: ContactScope;
  },
  test = false,
): AlertContent {
  const folded = message.message.replace(/\s+/g, ' ').trim();
  const characters = Array.from(folded);
  const truncated = characters.length > ALERT_EXCERPT_LENGTH;
  const excerpt = truncated
    ? `${characters.slice(0, ALERT_EXCERPT_LENGTH).join('').trimEnd()}…`
    : folded;
  const subject = encodeURIComponent('Re: your message to us');
  return {
    id: message.id,
    name: message.name.replace(/\s+/g, ' ').trim(),
    email: message.email,
    excerpt,
    truncated,
    receivedAt: message.receivedAt,
    replyUrl: `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${subject}`,
    test,
    sourceSummary: sourceSummary(message.source),
    ...(message.source ? { source: message.source } : {}),
    ...(message.scope ? { scopeRows: scopeRows(message.scope), scope: message.scope } : {}),
  };
}

/** The scope as a short table of text lines: "Service: Online store". */
export const scopeTable = (rows: [string, string][]) =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n');

/**
 * The alert as plain text, for a channel that parses nothing in it (Telegram without a
 * parse_mode shows every character as it is).
 */
export function alertText(alert: AlertContent): string {
  if (alert.digest) return alert.excerpt;
  return [
    `${alert.test ? 'TEST alert: ' : ''}New website enquiry from ${alert.name} <${alert.email}>`,
    alert.excerpt,
    ...(alert.sourceSummary ? [alert.sourceSummary] : []),
    ...(alert.scopeRows ? [scopeTable(alert.scopeRows)] : []),
    `Reply by mail: ${alert.replyUrl}`,
  ].join('\n\n');
}

/**
 * Slack mrkdwn's escapes (&, <, >): Slack reads `<...>` as a link, a mention (`<@U123>`) or a
 * special command (`<!channel>`), so with these escaped a visitor's text shows as typed.
 */
export const slackEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The alert as Slack mrkdwn: the message's top-level `text`, which Slack shows in notifications
 * and parses like the blocks. Every text from the visitor is escaped; the reply link is ours.
 */
export function slackAlertText(alert: AlertContent): string {
  if (alert.digest) return slackEscape(alert.excerpt);
  return [
    `${alert.test ? 'TEST alert: ' : ''}New website enquiry from ${slackEscape(alert.name)} ` +
      `&lt;${slackEscape(alert.email)}&gt;`,
    slackEscape(alert.excerpt),
    ...(alert.sourceSummary ? [slackEscape(alert.sourceSummary)] : []),
    ...(alert.scopeRows ? [slackEscape(scopeTable(alert.scopeRows))] : []),
    `<${slackEscape(alert.replyUrl)}|Reply by mail>`,
  ].join('\n\n');
}

/**
 * A WhatsApp template parameter: Meta refuses one with new lines, tabs or more than 4 spaces
 * in a row, or an empty one; the text is one line with single spaces, `-` when empty.
 */
export const templateParameter = (text: string) => text.replace(/\s+/g, ' ').trim() || '-';

export interface AlertRequest {
  url: string;
  init: { method: 'POST'; headers: Record<string, string>; body: string };
}

/** The request of one alert on one channel; `key` is the alert's idempotency key. */
export function alertRequest(
  channel: AlertChannelSettings,
  alert: AlertContent,
  key: string,
  time: number = Date.now(),
): AlertRequest {
  const json = (url: string, payload: unknown, headers: Record<string, string> = {}) => ({
    url,
    init: {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      body: JSON.stringify(payload),
    },
  });
  if (channel.kind === 'webhook') {
    const body = JSON.stringify({
      type: alert.test ? 'contact.alert-test' : alert.digest ? 'contact.digest' : 'contact.message',
      idempotencyKey: key,
      ...alert,
    });
    return {
      url: channel.url,
      init: {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          [IDEMPOTENCY_HEADER]: key,
          [SIGNATURE_HEADER]: signatureHeader(channel.secret, time, key, body),
        },
        body,
      },
    };
  }
  if (channel.kind === 'slack')
    return json(channel.url, {
      text: slackAlertText(alert),
      blocks: [
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text: alert.digest
              ? slackEscape(alert.excerpt)
              : `*${alert.test ? 'TEST alert: ' : ''}New website enquiry from ${slackEscape(alert.name)}* ` +
                `(${slackEscape(alert.email)})\n>${slackEscape(alert.excerpt)}\n` +
                (alert.sourceSummary ? `${slackEscape(alert.sourceSummary)}\n` : '') +
                (alert.scopeRows ? `${slackEscape(scopeTable(alert.scopeRows))}\n` : '') +
                `<${slackEscape(alert.replyUrl)}|Reply by mail>`,
          },
        },
      ],
    });
  if (channel.kind === 'telegram')
    return json(`${channel.apiUrl}/bot${channel.token}/sendMessage`, {
      chat_id: channel.chatId,
      text: alertText(alert),
      link_preview_options: { is_disabled: true },
    });
  return json(
    `${channel.apiUrl}/${channel.phoneNumberId}/messages`,
    {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: channel.to,
      type: 'template',
      template: {
        name: channel.template,
        language: { code: channel.language },
        components: [
          {
            type: 'body',
            parameters: [
              alert.test ? `TEST ${alert.name}` : alert.name,
              alert.email,
              // The template has three parameters: the source and the scope follow the excerpt in
              // the third, the scope's rows as one line.
              [
                alert.excerpt,
                alert.sourceSummary,
                alert.scopeRows?.map(([label, value]) => `${label}: ${value}`).join('; '),
              ]
                .filter(Boolean)
                .join(' | '),
            ].map((text) => ({ type: 'text', text: templateParameter(text) })),
          },
        ],
      },
    },
    { authorization: `Bearer ${channel.token}` },
  );
}

/** The hex HMAC-SHA256 of `<unix seconds>.<idempotency key>.<raw body>` with the secret. */
export function signAlert(secret: string, seconds: number, key: string, body: string): string {
  return createHmac('sha256', secret).update(`${seconds}.${key}.${body}`).digest('hex');
}

/** The value of SIGNATURE_HEADER for a request sent at `time` (ms). */
export function signatureHeader(secret: string, time: number, key: string, body: string): string {
  const seconds = Math.floor(time / 1000);
  return `t=${seconds},v1=${signAlert(secret, seconds, key, body)}`;
}

/** The channel's secrets, to be taken out of any text that is logged or stored. */
export function secretsOf(channel: AlertChannelSettings): string[] {
  if (channel.kind === 'webhook') return [channel.secret];
  if (channel.kind === 'slack') return [channel.url, new URL(channel.url).pathname];
  return [channel.token];
}

export function redact(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length >= 4)
    .reduce((result, secret) => result.split(secret).join('***'), text);
}

/**
 * An alert that did not go through. `ambiguous`: the whole request was written and no answer came
 * back (deadline, connection dropped), so the service may have it; a failure before that (DNS,
 * connect, TLS, a connect timeout, a reset while writing) means it was not sent. `permanent`:
 * the service refused this request for good (revoked token, archived channel, wrong template)
 * and sending it again will not change that. `retryAfterMs`: the service said when to come back
 * (429 with Retry-After, Telegram's retry_after, a Graph rate-limit code).
 */
export class AlertSendError extends Error {
  constructor(
    message: string,
    readonly ambiguous: boolean,
    readonly retryAfterMs?: number,
    readonly status?: number,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'AlertSendError';
  }
}

/** Retry-After as seconds or an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

/** Graph API error codes that mean "too many messages now" (throughput, pair rate, app limits). */
const GRAPH_RATE_CODES = new Set([4, 80007, 130429, 131048, 131056]);

/** HTTP statuses that refuse a request for good: bad request, unauthorised, forbidden, gone. */
export const PERMANENT_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 410]);

/**
 * Graph API error codes (WhatsApp) that refuse for good whatever the HTTP status: an expired or
 * revoked token (190), missing permission (10, 200), a template that does not exist or whose
 * parameters do not match (132000, 132001, 132005, 132007, 132012), a recipient not allowed
 * (131030), a parameter refused (100).
 */
const GRAPH_PERMANENT_CODES = new Set([
  10, 100, 190, 200, 131030, 132000, 132001, 132005, 132007, 132012,
]);

export interface AlertAnswer {
  status: number;
  /** A short, secret-free account of the answer (the service's id for the alert where it has one). */
  summary: string;
}

function summarise(channel: AlertChannelSettings, status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    if (channel.kind === 'telegram' && parsed.ok === true)
      return `HTTP ${status}, message_id ${(parsed.result as { message_id?: number })?.message_id}`;
    if (channel.kind === 'whatsapp' && Array.isArray(parsed.messages))
      return `HTTP ${status}, ${(parsed.messages[0] as { id?: string })?.id ?? 'no id'}`;
  } catch {
    // Not JSON: Slack answers `ok`, a webhook whatever it likes.
  }
  return `HTTP ${status} ${body.replace(/\s+/g, ' ').slice(0, 200)}`.trim();
}

/** What came back to one request. */
interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The most of an answer that is read (the summary keeps 200 characters of it). */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * One POST, aborted at `deadlineMs`, that knows how far it got: a failure before the whole
 * request was handed to the connection rejects with `written: false` (the service cannot have
 * acted on it), one after with `written: true`. `ca`: extra trusted certificates (tests).
 */
export function postOnce(
  url: string,
  init: AlertRequest['init'],
  deadlineMs: number,
  ca?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const body = Buffer.from(init.body, 'utf8');
    const options = {
      method: init.method,
      headers: { ...init.headers, 'content-length': String(body.length) },
      // A fresh connection each time: no reused socket that the service may have closed.
      agent: false as const,
      ...(ca ? { ca } : {}),
    };
    let written = false;
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(Object.assign(new Error(reason), { written }));
    };
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      options,
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        response.on('error', (error) => fail(error.message));
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    const timer = setTimeout(
      () =>
        fail(
          written ? `no answer within ${deadlineMs} ms` : `no connection within ${deadlineMs} ms`,
        ),
      deadlineMs,
    );
    // 'finish': the last byte of the request went to the connection.
    request.on('finish', () => {
      written = true;
    });
    request.on('error', (error: Error & { code?: string }) => fail(error.code ?? error.message));
    request.end(body);
  });
}

const header = (headers: RawAnswer['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
};

/**
 * Sends one alert, aborted at `deadlineMs`. Resolves with the service's answer when it took the
 * alert; throws AlertSendError otherwise (its message never holds a secret).
 */
export async function sendAlert(
  channel: AlertChannelSettings,
  alert: AlertContent,
  key: string,
  {
    deadlineMs = ALERT_DEADLINE_MS,
    now = Date.now,
    ca,
  }: { deadlineMs?: number; now?: () => number; ca?: string } = {},
): Promise<AlertAnswer> {
  const secrets = secretsOf(channel);
  const { url, init } = alertRequest(channel, alert, key, now());
  let response: RawAnswer;
  try {
    response = await postOnce(url, init, deadlineMs, ca);
  } catch (error) {
    const { message, written } = error as Error & { written?: boolean };
    throw new AlertSendError(
      redact(written ? message : `not sent: ${message}`, secrets),
      written === true,
    );
  }
  const { status, body } = response;
  const summary = redact(summarise(channel, status, body), secrets);
  let parsed: { ok?: boolean; parameters?: { retry_after?: number }; error?: { code?: number } } =
    {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // Plain text answers carry nothing more.
  }
  const ok = status >= 200 && status < 300;
  const telegramFailed = channel.kind === 'telegram' && parsed.ok !== true;
  if (ok && !telegramFailed) return { status, summary };
  const telegramWait = parsed.parameters?.retry_after;
  const wait =
    retryAfterMs(header(response.headers, 'retry-after'), now()) ??
    (typeof telegramWait === 'number' ? telegramWait * 1000 : undefined);
  const graphCode = channel.kind === 'whatsapp' ? Number(parsed.error?.code) : NaN;
  const rateLimited = status === 429 || GRAPH_RATE_CODES.has(graphCode);
  const permanent =
    !rateLimited && (PERMANENT_STATUSES.has(status) || GRAPH_PERMANENT_CODES.has(graphCode));
  throw new AlertSendError(
    rateLimited ? `rate limited: ${summary}` : summary,
    false,
    rateLimited ? (wait ?? 0) : wait,
    status,
    permanent,
  );
}
