/**
 * A lead alert: what staff need to answer a new message (who, the address to reply to, the first
 * ALERT_EXCERPT_LENGTH characters and a link to reply by mail), and one request per channel kind
 * on the service's documented HTTP API, sent with fetch.
 *
 * Why fetch and no client library: each service needs one POST (Slack incoming webhook, Telegram
 * sendMessage, Graph `/<phone-number-id>/messages`, a signed JSON POST); the clients there are
 * (@slack/webhook, node-telegram-bot-api, the WhatsApp SDKs) bring their own HTTP stacks and
 * retries, which would hide the answers the delivery guarantee must see (429, Retry-After, a
 * lost reply) and add weight to a function that must start fast.
 */
import { createHmac } from 'node:crypto';
import { ALERT_EXCERPT_LENGTH } from '../../../src/features/contact/alert-channels';
import type { AlertChannelSettings } from '../../../src/features/contact/alert-channels';
import type { ContactFields } from '../../../src/features/contact/contact-schema';

/** Whole-request deadline of one alert (the mail's own is 9 s; both run at once). */
export const ALERT_DEADLINE_MS = 5_000;

/** Header of the generic webhook's signature: `sha256=<hex HMAC-SHA256 of the raw body>`. */
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
}

export function composeAlert(
  message: ContactFields & { id: string; receivedAt: string },
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
  };
}

/**
 * The alert as plain text, for a channel that parses nothing in it (Telegram without a
 * parse_mode shows every character as it is).
 */
export function alertText(alert: AlertContent): string {
  return [
    `${alert.test ? 'TEST alert: ' : ''}New website enquiry from ${alert.name} <${alert.email}>`,
    alert.excerpt,
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
  return [
    `${alert.test ? 'TEST alert: ' : ''}New website enquiry from ${slackEscape(alert.name)} ` +
      `&lt;${slackEscape(alert.email)}&gt;`,
    slackEscape(alert.excerpt),
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
      type: alert.test ? 'contact.alert-test' : 'contact.message',
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
          [SIGNATURE_HEADER]: `sha256=${signBody(channel.secret, body)}`,
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
            text:
              `*${alert.test ? 'TEST alert: ' : ''}New website enquiry from ${slackEscape(alert.name)}* ` +
              `(${slackEscape(alert.email)})\n>${slackEscape(alert.excerpt)}\n` +
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
              alert.excerpt,
            ].map((text) => ({ type: 'text', text: templateParameter(text) })),
          },
        ],
      },
    },
    { authorization: `Bearer ${channel.token}` },
  );
}

export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
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
 * An alert that did not go through. `ambiguous`: the request went out and no answer came back
 * (deadline, connection dropped), so the service may have it. `retryAfterMs`: the service said
 * when to come back (429 with Retry-After, Telegram's retry_after, a Graph rate-limit code).
 */
export class AlertSendError extends Error {
  constructor(
    message: string,
    readonly ambiguous: boolean,
    readonly retryAfterMs?: number,
    readonly status?: number,
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

/** Error codes of a failed connection: the request never reached the service. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
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
  }: { deadlineMs?: number; now?: () => number } = {},
): Promise<AlertAnswer> {
  const secrets = secretsOf(channel);
  const { url, init } = alertRequest(channel, alert, key);
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(deadlineMs) });
    body = await response.text();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const reason = timedOut
      ? `no answer within ${deadlineMs} ms`
      : `${cause?.code ?? (error instanceof Error ? error.message : String(error))}`;
    const notSent = !timedOut && cause?.code !== undefined && NOT_SENT_CODES.has(cause.code);
    throw new AlertSendError(redact(reason, secrets), !notSent);
  }
  const summary = redact(summarise(channel, response.status, body), secrets);
  let parsed: { ok?: boolean; parameters?: { retry_after?: number }; error?: { code?: number } } =
    {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // Plain text answers carry nothing more.
  }
  const telegramFailed = channel.kind === 'telegram' && parsed.ok !== true;
  if (response.ok && !telegramFailed) return { status: response.status, summary };
  const telegramWait = parsed.parameters?.retry_after;
  const wait =
    retryAfterMs(response.headers.get('retry-after'), now()) ??
    (typeof telegramWait === 'number' ? telegramWait * 1000 : undefined);
  const rateLimited =
    response.status === 429 ||
    (channel.kind === 'whatsapp' && GRAPH_RATE_CODES.has(Number(parsed.error?.code)));
  throw new AlertSendError(
    rateLimited ? `rate limited: ${summary}` : summary,
    false,
    rateLimited ? (wait ?? 0) : wait,
    response.status,
  );
}
