/**
 * The contract between the contact form, the send-contact-email function and the service
 * worker's offline outbox. Plain constants only, so the service worker can import it without
 * pulling in zod.
 */
import { contactFunctionPath } from '../../config/site';

/** The function's URL: the spec's name for the hosted backend function. */
export const CONTACT_ENDPOINT = contactFunctionPath;

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

/** The outbox answers a request it stored for later replay with this status and body. */
export const CONTACT_QUEUED_STATUS = 202;
export interface ContactQueuedBody {
  queued: true;
}

/** The JSON body of a submission. */
export interface ContactRequestBody {
  [CONTACT_ID_FIELD]: string;
  name: string;
  email: string;
  message: string;
  [CONTACT_HONEYPOT_FIELD]?: string;
}

/**
 * Why a request was answered with an error, so the browser's outbox can tell "keep it and try
 * again later" from "hand it back to the visitor":
 * - retry later: `in-flight` (409, the same id is being delivered right now), `rate-limited`
 *   (429, with Retry-After), `not-configured` (500), `storage-failed` and `busy` (503);
 * - hand back to the form with the message: `invalid` (422, with fields), `id-reused` (409, the id
 *   was used for different text), `bad-request` (400, 403, 405, 413, 415).
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
] as const;
export type ContactErrorCode = (typeof contactErrorCodes)[number];

/** Every error answer: `{ error: { message, code?, fields? } }` (fields: per-field messages on 422). */
export interface ContactErrorBody {
  error: {
    message?: string;
    code?: ContactErrorCode;
    fields?: Partial<Record<'name' | 'email' | 'message', string>>;
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
