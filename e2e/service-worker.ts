import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Waits until the page's service worker is activated (its precache is complete, so the site
 * works offline) and controls the page. Returns how long that took from the call.
 */
export async function waitForOfflineReady(page: Page): Promise<number> {
  const started = Date.now();
  await expect
    .poll(
      // What the page sees, so that a wait that times out says where the worker stopped.
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const worker = (w: ServiceWorker | null | undefined) => w?.state ?? 'none';
          const state = registration
            ? `installing ${worker(registration.installing)}, waiting ${worker(registration.waiting)}, active ${worker(registration.active)}`
            : 'no registration';
          return registration?.active?.state === 'activated' &&
            navigator.serviceWorker.controller !== null
            ? 'offline-ready'
            : `${state}, controller ${navigator.serviceWorker.controller ? 'yes' : 'none'}`;
        }),
      // Firefox on a busy 2-core machine took over 30 s to precache the site.
      { intervals: [50], timeout: 60_000 },
    )
    .toBe('offline-ready');
  return Date.now() - started;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
