import { Workbox } from 'workbox-window';
import { UPDATE_ACCEPTED_KEY } from './pwa-storage-keys';
import { pwaState } from './pwa-state';

/** The service worker file vite-plugin-pwa builds from src/sw.ts. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Installed apps stay open for days: look for a new deployment this often (ms). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** How often the registration is read while a worker it announced gives no news (ms). */
export const INSTALL_WATCH_INTERVAL_MS = 1000;

let workbox: Workbox | undefined;
let registration: ServiceWorkerRegistration | undefined;

/**
 * Offers the new version whenever one waits behind the worker in charge of this page: found by
 * this page's check, by another tab, or waiting since an earlier visit. With no worker in charge
 * there is nothing to update: a first install is "installed" for a moment before it activates by
 * itself.
 *
 * The registration is read, not inferred from the order of its events. Firefox can deliver a
 * worker's `updatefound` after that worker has moved on from `installing`, and it can hand the
 * page a worker object already marked `redundant` while the worker itself goes on installing
 * (a page's object never leaves `redundant`, so it fires no `statechange` again). So the state is
 * read on `updatefound` and on each state change of the worker it names, and, while the
 * registration names an installing worker whose object tells nothing, once a second until it
 * names none.
 */
export function watchRegistration(watched: ServiceWorkerRegistration): void {
  const offerIfWaiting = () => {
    if (navigator.serviceWorker.controller && watched.waiting && !pwaState.reloadAccepted)
      pwaState.updateWaiting.value = true;
  };
  let polling = false;
  const readUntilInstalled = () => {
    if (polling) return;
    polling = true;
    const timer = window.setInterval(() => {
      offerIfWaiting();
      if (watched.installing) return;
      window.clearInterval(timer);
      polling = false;
    }, INSTALL_WATCH_INTERVAL_MS);
  };
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === 'redundant') readUntilInstalled();
    else worker.addEventListener('statechange', offerIfWaiting);
  };
  watched.addEventListener('updatefound', () => {
    follow(watched.installing);
    offerIfWaiting();
  });
  follow(watched.installing);
  offerIfWaiting();
}

/**
 * A new worker took control. After the visitor accepted, reload. When another tab accepted, offer
 * the reload here too rather than reloading under someone's fingers. The first worker taking
 * charge of a page that had none (a first visit) is no update, whatever Workbox calls it. Nothing
 * here ever reloads the page unless the visitor accepted the new version.
 */
export function watchControl(wb: Workbox): void {
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
  watchControl(wb);
  pwaState.acceptUpdate = acceptUpdate;
  registration = await wb.register({ immediate: true });
  if (!registration) return;
  // Accepted on the page before this one: hand the waiting version over now, without asking again.
  const waiting = registration.waiting;
  if (takeAcceptedMark() && waiting && waiting.state !== 'redundant') {
    pwaState.reloadAccepted = true;
    wb.messageSkipWaiting();
  }
  watchRegistration(registration);
  window.setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
}

/** Whether the page before this one left the "accepted" mark; removes it. */
function takeAcceptedMark(): boolean {
  try {
    const marked = sessionStorage.getItem(UPDATE_ACCEPTED_KEY) !== null;
    sessionStorage.removeItem(UPDATE_ACCEPTED_KEY);
    return marked;
  } catch {
    return false;
  }
}

/** The visitor accepted the new version: activate it, and reload once it controls the page. */
export function acceptUpdate(): void {
  pwaState.reloadAccepted = true;
  pwaState.updateWaiting.value = false;
  const waiting = registration?.waiting;
  // The worker's message handler calls skipWaiting() on Workbox's { type: 'SKIP_WAITING' }.
  if (workbox && waiting && waiting.state !== 'redundant') workbox.messageSkipWaiting();
  else {
    // A waiting worker this page's object calls redundant cannot be told anything from here
    // (a message to it is dropped): the next page, whose objects are new, hands it over.
    try {
      if (waiting) sessionStorage.setItem(UPDATE_ACCEPTED_KEY, '1');
    } catch {
      // Storage refused: the next page offers the new version again.
    }
    // Already activated (by another tab): this page only needs the reload.
    location.reload();
  }
}
