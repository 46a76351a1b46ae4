import { signal } from '@preact/signals-react';

/** Contact messages waiting in the service worker's outbox (0 in the prerendered markup). */
export const outboxCount = signal(0);
