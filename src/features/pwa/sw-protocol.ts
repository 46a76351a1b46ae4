/**
 * What the page and the service worker (src/sw.ts) say to each other, and the constants both
 * need. Kept free of DOM and worker globals so either side can import it.
 */
import { contactNotices } from '../../config/contact-notices';
import { contactFunctionPath } from '../../config/site';

/** The contact function the outbox stands in front of (POST JSON {id, name, email, message}). */
export const CONTACT_FUNCTION_PATH = contactFunctionPath;

/** Name of the Background Sync queue (and its IndexedDB store) holding unsent messages. */
export const OUTBOX_QUEUE_NAME = 'contact-outbox';

/** Queued messages are kept this long (minutes): 7 days. */
export const OUTBOX_MAX_RETENTION_MINUTES = 7 * 24 * 60;

/** Status and body the service worker answers with when it has queued a message. */
export const QUEUED_STATUS = 202;
export const QUEUED_BODY = { queued: true } as const;

/** Page -> service worker. */
export type PageMessage =
  | { type: 'SKIP_WAITING' }
  /** The page saw the `online` event: try the outbox now (browsers without Background Sync). */
  | { type: 'REPLAY_OUTBOX' }
  | { type: 'GET_OUTBOX_COUNT' };

/** What the visitor wrote in a queued message, handed back when the server refuses it. */
export interface ReturnedMessage {
  name: string;
  email: string;
  message: string;
}

/** Service worker -> page. */
export type WorkerMessage =
  | { type: 'OUTBOX_COUNT'; count: number }
  | { type: 'OUTBOX_DELIVERED'; id: string | null }
  | {
      type: 'OUTBOX_REJECTED';
      id: string | null;
      status: number;
      message: string | null;
      /** The refused message's fields, so the page can put them back in the form. */
      fields: ReturnedMessage | null;
    };

const workerMessageTypes = new Set(['OUTBOX_COUNT', 'OUTBOX_DELIVERED', 'OUTBOX_REJECTED']);

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    workerMessageTypes.has((data as { type?: unknown }).type as string)
  );
}

const pageMessageTypes = new Set(['SKIP_WAITING', 'REPLAY_OUTBOX', 'GET_OUTBOX_COUNT']);

export function isPageMessage(data: unknown): data is PageMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    pageMessageTypes.has((data as { type?: unknown }).type as string)
  );
}

/** What a replay's answer means for the queued message. */
export type ReplayOutcome = 'delivered' | 'rejected' | 'retry';

/** Client errors that are worth trying again later rather than dropping the message. */
const retryableClientErrors = new Set([408, 425, 429]);

/**
 * 2xx: delivered. 4xx: the server refused this message and will refuse it again, so drop it
 * (except timeouts and rate limits, which pass). 5xx and anything else: keep it for later.
 */
export function replayOutcome(status: number): ReplayOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 400 && status < 500 && !retryableClientErrors.has(status)) return 'rejected';
  return 'retry';
}

/**
 * The failure text for a refused message's JSON body, as the contact form reads an answer
 * (SPEC.md section 8): the error's message; 'Email service error' when the body carries an error
 * without one (an empty object, a bare string); null when it carries no error, so the page shows
 * the fallback.
 */
export function errorMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (error === undefined || error === null || error === false) return null;
  if (typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return contactNotices.errorWithoutMessage;
}

/** The visitor's fields of a queued contact message's JSON body (strings only), if any. */
export function returnedMessageOf(body: unknown): ReturnedMessage | null {
  if (typeof body !== 'object' || body === null) return null;
  const { name, email, message } = body as Record<string, unknown>;
  if (typeof name !== 'string' || typeof email !== 'string' || typeof message !== 'string')
    return null;
  return { name, email, message };
}

/** The `id` of a queued contact message, read from its JSON body. */
export function messageIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
}
