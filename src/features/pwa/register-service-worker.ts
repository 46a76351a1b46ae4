import { Workbox } from 'workbox-window';
import { pwaState } from './pwa-state';

/** The service worker file vite-plugin-pwa builds from src/sw.ts. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Installed apps stay open for days: look for a new deployment this often (ms). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
let registration: ServiceWorkerRegistration | undefined;

/**
 * Wires the update prompt to the worker's lifecycle as workbox-window reports it. Nothing here
 * ever reloads the page unless the visitor accepted the new version.
 */
export function watchForUpdates(wb: Workbox): void {
  // A new version installed behind the worker in charge of this page: by this page's check, by
  // another tab, or waiting since an earlier visit. With no worker in charge there is nothing to
  // update: a first install can stay "installed" long enough on a busy device (or while a second
  // page opens) for Workbox to call it waiting, and it activates by itself.
  wb.addEventListener('waiting', () => {
    if (navigator.serviceWorker.controller) pwaState.updateWaiting.value = true;
  });
  // A new worker took control. After the visitor accepted, reload. When another tab accepted,
  // offer the reload here too rather than reloading under someone's fingers. The first worker
  // taking charge of a page that had none (a first visit) is no update, whatever Workbox calls it.
  let hadController = Boolean(navigator.serviceWorker.controller);
  wb.addEventListener('controlling', () => {
    if (pwaState.reloadAccepted) location.reload();
    else if (hadController) pwaState.updateWaiting.value = true;
    hadController = true;
  });
}

/** Registers the service worker (production builds only) and wires the update prompt. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || workbox) return;
  const wb = (workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' }));
  watchForUpdates(wb);
  pwaState.acceptUpdate = acceptUpdate;
  registration = await wb.register({ immediate: true });
  window.setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
}

/** The visitor accepted the new version: activate it, and reload once it controls the page. */
export function acceptUpdate(): void {
  pwaState.reloadAccepted = true;
  pwaState.updateWaiting.value = false;
  // The worker's message handler calls skipWaiting() on Workbox's { type: 'SKIP_WAITING' }.
  if (workbox && registration?.waiting) workbox.messageSkipWaiting();
  // Already activated (by another tab): this page only needs the reload.
  else location.reload();
}
