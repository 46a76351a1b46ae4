import { watchContactOutbox } from '../features/contact/outbox-wake';
import { registerServiceWorker } from '../features/pwa/register-service-worker';

/**
 * What starts once the page has loaded, in one chunk: the service worker's registration (its
 * precaching never competes with the first paint) and the check whether the contact outbox's
 * page side has work (it loads only then).
 */
export function afterLoad(): Promise<void> {
  void watchContactOutbox();
  return registerServiceWorker();
}
