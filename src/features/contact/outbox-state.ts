import { createStore } from '../../lib/store';
import type { OutboxReason } from './outbox-protocol';

/** Contact messages waiting in the service worker's outbox (0 in the prerendered markup). */
export const outboxCount = createStore(0);
/** Why the first of them waits, as of its last try. */
export const outboxReason = createStore<OutboxReason | null>(null);
