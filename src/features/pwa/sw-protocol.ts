/**
 * What the page's PWA controls say to the service worker (src/sw.ts). The contact outbox has its
 * own messages (features/contact/outbox-protocol.ts).
 */

/** Page -> service worker: the visitor accepted the new version (workbox-window's messageSkipWaiting). */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  );
}
