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

/** Every error answer: `{ error: { message, fields? } }` (fields: per-field messages on 422). */
export interface ContactErrorBody {
  error: {
    message?: string;
    fields?: Partial<Record<'name' | 'email' | 'message', string>>;
  };
}

/** A success answer; `duplicate` is true when the id had already been sent. */
export interface ContactSuccessBody {
  ok: true;
  id: string;
  duplicate?: boolean;
}
