import { outboxCount } from '../features/contact/outbox-state';
import { controlInstallOffer } from '../features/pwa/install-offer-control';
import { followPwaEvents } from '../features/pwa/pwa-events';
import { pwaState } from '../features/pwa/pwa-state';

/** Whether the dock's island has something to show. */
const wanted = () =>
  pwaState.offline.value || pwaState.updateWaiting.value || outboxCount.value > 0;

/**
 * The dock's plain watcher: it follows the connection and the install offer (whose button it
 * owns), and hears the worker's registration (an update waiting) and the outbox (messages
 * waiting) through their stores; `mount` runs once, when any of them has something to show,
 * and loads the dock island's code.
 */
export function watchDock(mount: () => void, installOffer?: HTMLButtonElement | null): void {
  followPwaEvents();
  if (installOffer) controlInstallOffer(installOffer);
  const stores = [pwaState.offline, pwaState.updateWaiting, outboxCount];
  let mounted = false;
  const unsubscribes: (() => void)[] = [];
  const check = () => {
    if (mounted || !wanted()) return;
    mounted = true;
    for (const unsubscribe of unsubscribes) unsubscribe();
    mount();
  };
  for (const store of stores) unsubscribes.push(store.subscribe(check));
  check();
}
