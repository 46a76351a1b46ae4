/**
 * What the contact page and the service worker's outbox (outbox-worker.ts) say to each other,
 * and how the outbox reads the function's answer to a replay. No DOM or worker globals, so
 * either side imports it.
 */
import type { ContactValues } from './contact-protocol';

/** Name of the Background Sync queue (and its IndexedDB store) holding unsent messages. */
export const OUTBOX_QUEUE_NAME = 'contact-outbox';

/** Queued messages are kept this long (minutes): 7 days. */
export const OUTBOX_MAX_RETENTION_MINUTES = 7 * 24 * 60;

/** Page -> service worker. */
export type OutboxPageMessage =
  /** The page saw the `online` event: try the outbox now (browsers without Background Sync). */
  { type: 'REPLAY_OUTBOX' } | { type: 'GET_OUTBOX_COUNT' };

/** Service worker -> page. */
export type OutboxWorkerMessage =
  | { type: 'OUTBOX_COUNT'; count: number }
  | { type: 'OUTBOX_DELIVERED'; id: string | null }
  | {
      type: 'OUTBOX_REJECTED';
      id: string | null;
      status: number;
      message: string | null;
      /** The refused message's fields, so the page can put them back in the form. */
      fields: ContactValues | null;
    };

const typeOf = (data: unknown) =>
  typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;

const workerMessageTypes: ReadonlySet<unknown> = new Set([
  'OUTBOX_COUNT',
  'OUTBOX_DELIVERED',
  'OUTBOX_REJECTED',
]);
const pageMessageTypes: ReadonlySet<unknown> = new Set(['REPLAY_OUTBOX', 'GET_OUTBOX_COUNT']);

export function isOutboxWorkerMessage(data: unknown): data is OutboxWorkerMessage {
  return workerMessageTypes.has(typeOf(data));
}

export function isOutboxPageMessage(data: unknown): data is OutboxPageMessage {
  return pageMessageTypes.has(typeOf(data));
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
