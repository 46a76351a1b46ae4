import { useEffect } from 'react';
import { pwaState } from './pwa-state';
import type { BeforeInstallPromptEvent } from './pwa-state';
import { takeEarlyInstallOffer } from './early-install-offer';

/** Follows the connection and the browser's install offer into the shared PWA state. */
export function usePwaEvents(): void {
  useEffect(() => {
    const { offline, installPrompt } = pwaState;
    const onConnection = () => {
      offline.value = !navigator.onLine;
    };
    const onInstallOffer = (event: Event) => {
      // Offer installation through our own control instead of the browser's mini-infobar.
      event.preventDefault();
      installPrompt.value = event as BeforeInstallPromptEvent;
    };
    const onInstalled = () => {
      installPrompt.value = null;
    };
    onConnection();
    // An offer made before this ran was kept by the page's inline head script.
    installPrompt.value ??= takeEarlyInstallOffer();
    window.addEventListener('online', onConnection);
    window.addEventListener('offline', onConnection);
    window.addEventListener('beforeinstallprompt', onInstallOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('online', onConnection);
      window.removeEventListener('offline', onConnection);
      window.removeEventListener('beforeinstallprompt', onInstallOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
}
