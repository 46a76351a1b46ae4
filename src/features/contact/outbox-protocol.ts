/**
 * What the contact page and the service worker's outbox (outbox-worker.ts) say to each other.
 * No DOM or worker globals, so either side imports it.
 */
import type { ContactDelivery, ContactRequestBody, ContactValues } from './contact-protocol';

/** The Background Sync tag the outbox registers when it keeps a message. */
export const OUTBOX_SYNC_TAG = 'contact-outbox';

/**
 * The Web Lock that serialises replays across tabs and service worker versions (a lock, not
 * storage: it holds nothing and is gone when released).
 */
export const OUTBOX_LOCK_NAME = 'contact-outbox-replay';

/**
 * A kept message that could not be sent for this long (7 days) is no longer sent on its own:
 * it goes back to the contact form, with a notice, for the visitor to send again or not.
 */
export const OUTBOX_MAX_AGE_DAYS = 7;
export const OUTBOX_MAX_AGE_MS = OUTBOX_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/**
 * localStorage: the page's copies of sent messages (sent-copies.ts), each until the server
 * confirms it or it is handed back; the key is absent when there are none.
 */
export const SENT_COPIES_KEY = 'contact-sent-copies';

/** Why a message waits, or why it came back. */
export type OutboxReason =
  | { kind: 'offline' }
  | { kind: 'unreachable' }
  /** The server's own words (busy, rate-limited, refused…). */
  | { kind: 'server'; message: string }
  /** Kept longer than OUTBOX_MAX_AGE_MS. */
  | { kind: 'expired' };

/** One message in the outbox. */
export interface OutboxEntry {
  id: string;
  /** Exactly what is sent, again and again, under the same id. */
  body: ContactRequestBody;
  queuedAt: number;
  /** waiting: to be sent; returned: to be handed back to the form (kept until a page takes it). */
  state: 'waiting' | 'returned';
  reason: OutboxReason;
}

/** What a page learns about an entry. */
export interface OutboxEntryView {
  id: string;
  state: OutboxEntry['state'];
  reason: OutboxReason;
  /** For a returned entry: the text to hand back. */
  values: ContactValues | null;
}

/** Page -> service worker. */
export type OutboxPageMessage =
  /** Try the outbox now (the page loaded, or saw the connection return). */
  | { type: 'REPLAY_OUTBOX' }
  /** Answer OUTBOX_STATE, on the message's port when it has one, else to every window. */
  | { type: 'GET_OUTBOX_STATE' }
  /** The page has put a returned message back in the form: it may leave the outbox. */
  | { type: 'OUTBOX_TAKEN'; id: string };

/** Service worker -> page. */
export type OutboxWorkerMessage =
  | { type: 'OUTBOX_STATE'; entries: OutboxEntryView[] }
  | { type: 'OUTBOX_DELIVERED'; id: string; delivery: ContactDelivery };

const typeOf = (data: unknown) =>
  typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;

const workerMessageTypes: ReadonlySet<unknown> = new Set(['OUTBOX_STATE', 'OUTBOX_DELIVERED']);
const pageMessageTypes: ReadonlySet<unknown> = new Set([
  'REPLAY_OUTBOX',
  'GET_OUTBOX_STATE',
  'OUTBOX_TAKEN',
]);

export function isOutboxWorkerMessage(data: unknown): data is OutboxWorkerMessage {
  return workerMessageTypes.has(typeOf(data));
}

export function isOutboxPageMessage(data: unknown): data is OutboxPageMessage {
  return pageMessageTypes.has(typeOf(data));
}
