import { signal } from '@preact/signals-react';
import type { OutboxReason } from './outbox-protocol';

/** Contact messages waiting in the service worker's outbox (0 in the prerendered markup). */
export const outboxCount = signal(0);
/** Why the first of them waits, as of its last try. */
export const outboxReason = signal<OutboxReason | null>(null);
