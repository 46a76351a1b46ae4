import { pwaState } from './pwa-state';

/** The service worker file vite-plugin-pwa builds from src/sw.ts. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Installed apps stay open for days: look for a new deployment this often (ms). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registered = false;

/**
 * Offers the reload when a new worker waits behind the one in charge. A first install (no worker
 * active yet) activates by itself and offers nothing.
 */
export function watchForWaitingWorker(registration: ServiceWorkerRegistration): void {
  const offerIfWaiting = () => {
    if (registration.waiting && registration.active) pwaState.updateWaiting.value = true;
  };
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerIfWaiting();
    });
  };
  // Waiting since an earlier visit, or installing now.
  offerIfWaiting();
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}

/**
 * Registers the service worker (production builds only) and wires the update prompt. Nothing
 * here ever reloads the page by itself.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || registered) return;
  registered = true;

  // Another tab accepted the update and the new worker took over this one too: offer the
  // reload here as well rather than reloading under someone's fingers.
  let hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (pwaState.reloadAccepted) window.location.reload();
    else if (hadController) pwaState.updateWaiting.value = true;
    hadController = true;
  });

  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  watchForWaitingWorker(registration);
  window.setInterval(
    () => void registration.update().catch(() => undefined),
    UPDATE_CHECK_INTERVAL_MS,
  );
}
