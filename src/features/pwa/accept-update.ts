import { pwaState } from './pwa-state';
import type { SkipWaitingMessage } from './sw-protocol';

/** The visitor accepted the new version: activate it, and reload once it controls the page. */
export async function acceptUpdate(): Promise<void> {
  pwaState.reloadAccepted = true;
  pwaState.updateWaiting.value = false;
  const registration = await navigator.serviceWorker?.getRegistration();
  const skip: SkipWaitingMessage = { type: 'SKIP_WAITING' };
  if (registration?.waiting) registration.waiting.postMessage(skip);
  // Already activated (by another tab): this page only needs the reload.
  else window.location.reload();
}
