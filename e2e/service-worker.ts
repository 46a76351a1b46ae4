import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Where the page's service worker stands: `offline-ready` once its worker is activated and controls
 * the page.
 *
 * The page's registration is read only once the page has a controller, never while the site may
 * still be registering its first worker. Firefox keeps one ServiceWorker object per worker in each
 * page, and an object once set to `redundant` never changes state again. A `getRegistration()` of
 * the page that races the page's own `register()` of a first install can apply a registration state
 * that predates the new worker, which sets that worker's object to `redundant`; the worker then
 * installs, activates and takes control while the object, the same one as on the site's own
 * registration, stays `redundant`: "active redundant, controller yes" for good. Reading
 * `controller` touches no registration, and a controller exists only once the first worker is
 * active, long after the site's `register()` has resolved; a `getRegistration()` from then on
 * returns a state that holds that worker.
 */
async function readOfflineState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return 'controller none';
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.active?.state === 'activated') return 'offline-ready';
    const worker = (w: ServiceWorker | null | undefined) => w?.state ?? 'none';
    const state = registration
      ? `installing ${worker(registration.installing)}, waiting ${worker(registration.waiting)}, active ${worker(registration.active)}`
      : 'no registration';
    return `${state}, controller yes`;
  });
}

/**
 * Waits until the page's service worker is activated (its precache is complete, so the site
 * works offline) and controls the page. Returns how long that took from the call.
 */
export async function waitForOfflineReady(page: Page): Promise<number> {
  const started = Date.now();
  await expect
    // readOfflineState says where the worker stands, so that a wait that times out says where it
    // stopped. Firefox on a busy 2-core machine took over 30 s to precache the site.
    .poll(() => readOfflineState(page), { intervals: [50], timeout: 60_000 })
    .toBe('offline-ready');
  return Date.now() - started;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
