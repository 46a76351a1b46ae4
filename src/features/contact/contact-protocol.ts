/**
 * The contract between the contact form, the service worker's outbox (outbox-worker.ts) and the
 * send-contact-email function: plain constants, types and small readers, no zod and no DOM, so
 * all three import it without weight.
 */
import { contactNotices } from '../../config/contact-notices';
import type { ContactScope } from './contact-scope';
import type { LeadSource } from './lead-source';

export { UTM_KEYS } from './lead-source';
export { readLeadSource } from './lead-source-check';
export type { LeadSource, ReceivedLeadSource, UtmKey } from './lead-source';
export { readContactScope, scopeRows, scopeMessages } from './contact-scope';
export type { ContactScope } from './contact-scope';

/** The function's URL (the spec's send-contact-email): the form posts to it, the outbox replays to it. */
export const CONTACT_ENDPOINT = '/.netlify/functions/send-contact-email';

/**
 * Each submission carries a client-generated UUID, in the JSON body under this field and in
 * this request header, so a repeat (double click, retry, outbox replay) is recognised.
 */
export const CONTACT_ID_FIELD = 'id';
export const CONTACT_ID_HEADER = 'X-Contact-Id';

/** The visitor's fields, in the form's order. */
export const contactFieldNames = ['name', 'email', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

/** The hidden field only bots fill in. */
export const CONTACT_HONEYPOT_FIELD = 'website';

/**
 * A send with no answer within this time counts as "the server could not be reached" (a hanging
 * connection would otherwise leave the form on 'Sending...' until the browser gives up).
 */
export const CONTACT_SEND_TIMEOUT_MS = 15_000;

/** The outbox answers a request it stored for later replay with this status and body. */
export const CONTACT_QUEUED_STATUS = 202;

/** Why a message waits: the browser is offline, or it is online and the server did not answer. */
export type ContactUnsentReason = 'offline' | 'unreachable';

export interface ContactQueuedBody {
  queued: true;
  id: string;
  reason: ContactUnsentReason;
  /**
   * Whether the browser will wake the outbox when the network is back, even with every page of
   * the site closed (Background Sync). Without it, the message is sent the next time a page of
   * the site is open online.
   */
  backgroundSync: boolean;
}

export function isQueuedBody(body: unknown): body is ContactQueuedBody {
  return (
    isRecord(body) &&
    body.queued === true &&
    typeof body.id === 'string' &&
    (body.reason === 'offline' || body.reason === 'unreachable') &&
    typeof body.backgroundSync === 'boolean'
  );
}

/** What the visitor wrote: the three fields, as text. */
export type ContactValues = Record<ContactFieldName, string>;

/** The JSON body of a submission. */
export interface ContactRequestBody {
  [CONTACT_ID_FIELD]: string;
  name: string;
  email: string;
  message: string;
  [CONTACT_HONEYPOT_FIELD]?: string;
  /** Where the lead came from, as the tab recorded it when the message was written. */
  source?: LeadSource;
  /** The project's scope from the estimator, when the message was started from an estimate. */
  scope?: ContactScope;
}

/**
 * Why a request was answered with an error, so the browser's outbox can tell "keep it and try
 * again later" from "hand it back to the visitor":
 * - retry later: `in-flight` (409, the same id is being delivered right now), `rate-limited`
 *   (429, with Retry-After), `not-configured` (500), `storage-failed` and `busy` (503);
 * - hand back to the form with the message: `invalid` (422, with fields), `id-reused` (409, the id
 *   was used for different text), `bad-request` (400, 403, 405, 413, 415), `undeliverable` (502:
 *   the server gave up delivering this message after its retry period).
 */
export const contactErrorCodes = [
  'in-flight',
  'rate-limited',
  'not-configured',
  'storage-failed',
  'busy',
  'invalid',
  'id-reused',
  'bad-request',
  'undeliverable',
] as const;
export type ContactErrorCode = (typeof contactErrorCodes)[number];

/** Every error answer: `{ error: { message, code?, fields? } }` (fields: per-field messages on 422). */
export interface ContactErrorBody {
  error: {
    message?: string;
    code?: ContactErrorCode;
    fields?: Partial<Record<ContactFieldName, string>>;
  };
}

/**
 * How far a message got once the server has it:
 * - `sent`: delivered to the agency's mail server;
 * - `accepted`: stored; the mail server did not take it yet, and the server retries on its own.
 * Either way the browser's copy may be dropped: the server will not lose it.
 */
export type ContactDelivery = 'sent' | 'accepted';

/**
 * The only answer that counts as "the server has it" (status 200): `ok` is true and `id` is the
 * id that was sent. `duplicate` is true when the id had already been received.
 */
export interface ContactSuccessBody {
  ok: true;
  id: string;
  delivery: ContactDelivery;
  duplicate?: boolean;
}

/**
 * The agency keeps each contact record this many days after it arrives, then deletes it. The
 * function's environment setting named here overrides the default; the privacy policy states it.
 */
export const CONTACT_RETENTION_SETTING = 'CONTACT_RETENTION_DAYS';
export const CONTACT_RETENTION_DAYS_DEFAULT = 90;

/**
 * Days the function keeps a delivered message's identifier and delivery time (nothing about the
 * visitor) after the record itself is deleted: far longer than any copy a browser keeps, so a late
 * resend is answered as sent without a second mail. The privacy policy states it.
 */
export const DELIVERED_KEEP_DAYS = 365;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The visitor's fields of anything that claims to be a message (a stored draft, a queued
 * request's body): each field that is text, the others empty; null when none has content.
 */
export function contactValuesOf(value: unknown): ContactValues | null {
  if (!isRecord(value)) return null;
  const values: ContactValues = { name: '', email: '', message: '' };
  for (const name of contactFieldNames) {
    const field = value[name];
    if (typeof field === 'string') values[name] = field;
  }
  return contactFieldNames.some((name) => values[name].trim()) ? values : null;
}

/** The submission id of a message's JSON body, if it has one. */
export function contactIdOf(body: unknown): string | null {
  const id = isRecord(body) ? body[CONTACT_ID_FIELD] : undefined;
  return typeof id === 'string' && id ? id : null;
}

/**
 * A submission's body as the browser keeps and resends it (id, fields, honeypot, source, scope;
 * nothing else), from anything that claims to be one; null without an id or any content. The source is
 * passed on as it was written, once: the function checks it (readLeadSource).
 */
export function contactRequestBodyOf(value: unknown): ContactRequestBody | null {
  const id = contactIdOf(value);
  const values = contactValuesOf(value);
  if (!id || !values || !isRecord(value)) return null;
  const trap = value[CONTACT_HONEYPOT_FIELD];
  return {
    [CONTACT_ID_FIELD]: id,
    ...values,
    ...(typeof trap === 'string' ? { [CONTACT_HONEYPOT_FIELD]: trap } : {}),
    ...(isRecord(value.source) ? { source: value.source as LeadSource } : {}),
    ...(isRecord(value.scope) ? { scope: value.scope as unknown as ContactScope } : {}),
  };
}

/**
 * The error of an answer's JSON body, as the specification reads it: its message; the words for
 * an error without one (an empty object, a bare string); null when the body carries no error.
 */
export function errorOf(
  body: unknown,
): { message: string; code: string | null; fields: Partial<ContactValues> } | null {
  const error = isRecord(body) ? body.error : undefined;
  if (error === undefined || error === null || error === false) return null;
  if (!isRecord(error))
    return { message: contactNotices.errorWithoutMessage, code: null, fields: {} };
  const message =
    typeof error.message === 'string' && error.message
      ? error.message
      : contactNotices.errorWithoutMessage;
  const fields: Partial<ContactValues> = {};
  if (isRecord(error.fields)) {
    for (const name of contactFieldNames) {
      const text = error.fields[name];
      if (typeof text === 'string' && text) fields[name] = text;
    }
  }
  return { message, code: typeof error.code === 'string' ? error.code : null, fields };
}

const retryLaterCodes: ReadonlySet<string> = new Set<ContactErrorCode>([
  'in-flight',
  'rate-limited',
  'not-configured',
  'storage-failed',
  'busy',
]);
const handBackCodes: ReadonlySet<string> = new Set<ContactErrorCode>([
  'invalid',
  'id-reused',
  'bad-request',
  'undeliverable',
]);
/** Client errors without a code that only mean "not now": in flight, timeout, too early, too many. */
const retryLaterStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429]);

/** What the function's answer to a message with this id means. */
export type ContactAnswer =
  /** The server has it and will not lose it: the browser's copy may go. */
  | { kind: 'delivered'; delivery: ContactDelivery }
  /** Keep it and send it again later (with the same id). */
  | { kind: 'retry-later'; message: string }
  /** The server will not take it as it is: back to the visitor, with the reason. */
  | { kind: 'hand-back'; message: string; fields: Partial<ContactValues> };

/**
 * Reads an answer (status and parsed JSON body, null when not JSON) to the message sent with
 * `id`. Only status 200 with the success body naming that id is delivered; an error's `code`
 * decides between retry-later and hand-back; without one, 408/409/425/429 and 5xx wait, other
 * 4xx are handed back; anything else (a proxy's 200 page, a redirect) waits.
 */
export function readContactAnswer(status: number, body: unknown, id: string): ContactAnswer {
  if (
    status === 200 &&
    isRecord(body) &&
    body.ok === true &&
    body.id === id &&
    (body.delivery === 'sent' || body.delivery === 'accepted')
  )
    return { kind: 'delivered', delivery: body.delivery };
  const error = errorOf(body);
  const message = error?.message ?? contactNotices.failureFallback;
  const handBack =
    error?.code && (retryLaterCodes.has(error.code) || handBackCodes.has(error.code))
      ? handBackCodes.has(error.code)
      : status >= 400 && status < 500 && !retryLaterStatuses.has(status);
  if (handBack) return { kind: 'hand-back', message, fields: error?.fields ?? {} };
  return { kind: 'retry-later', message };
}

/** Form limits of the specification (characters, after trimming). */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 255;
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;
