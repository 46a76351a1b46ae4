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
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (
            registration?.active?.state === 'activated' &&
            navigator.serviceWorker.controller !== null
          );
        }),
      // Firefox on a busy 2-core machine took over 30 s to precache the site.
      { intervals: [50], timeout: 60_000 },
    )
    .toBe(true);
  return Date.now() - started;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
