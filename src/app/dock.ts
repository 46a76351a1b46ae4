import { outboxCount } from '../features/contact/outbox-state';
import { followPwaEvents } from '../features/pwa/pwa-events';
import { pwaState } from '../features/pwa/pwa-state';

/** Whether the dock has something to show. */
const wanted = () =>
  pwaState.offline.value ||
  pwaState.updateWaiting.value ||
  pwaState.installPrompt.value !== null ||
  outboxCount.value > 0;

/**
 * The dock's plain watcher: it follows the connection and the install offer, and hears the
 * worker's registration (an update waiting) and the outbox (messages waiting) through their
 * stores; `mount` runs once, when any of them has something to show, and loads the dock's code.
 */
export function watchDock(mount: () => void): void {
  followPwaEvents();
  const stores = [pwaState.offline, pwaState.updateWaiting, pwaState.installPrompt, outboxCount];
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
