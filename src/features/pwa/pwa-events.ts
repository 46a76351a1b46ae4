import { EARLY_INSTALL_OFFER_PROPERTY } from '../../lib/dom-contract';
import { pwaState } from './pwa-state';
import type { BeforeInstallPromptEvent } from './pwa-state';

/** Hands over the install offer the page's inline head script kept, if any (once). */
export function takeEarlyInstallOffer(): BeforeInstallPromptEvent | null {
  const holder = window as unknown as Record<string, BeforeInstallPromptEvent | null | undefined>;
  const offer = holder[EARLY_INSTALL_OFFER_PROPERTY] ?? null;
  holder[EARLY_INSTALL_OFFER_PROPERTY] = null;
  return offer;
}

let following = false;

/**
 * Follows the connection and the browser's install offer into the shared PWA state, from the
 * page's script (no React): the dock's code loads only once there is something to show.
 */
export function followPwaEvents(): void {
  if (following) return;
  following = true;
  const { offline, installPrompt } = pwaState;
  const onConnection = () => {
    offline.value = !navigator.onLine;
  };
  onConnection();
  // An offer made before this ran was kept by the page's inline head script.
  installPrompt.value ??= takeEarlyInstallOffer();
  addEventListener('online', onConnection);
  addEventListener('offline', onConnection);
  addEventListener('beforeinstallprompt', (event) => {
    // Offer installation through our own control instead of the browser's mini-infobar.
    event.preventDefault();
    installPrompt.value = event as BeforeInstallPromptEvent;
  });
  addEventListener('appinstalled', () => {
    installPrompt.value = null;
  });
}
