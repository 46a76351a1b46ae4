// How long a query takes to show its results on the search page, as a visitor on a phone meets
// it: Lighthouse's mobile profile's 4x CPU slowdown and a phone's screen, the service worker in
// control (the index and Pagefind come from its precache). Timed in the page, from the input
// event of the query's last keystroke to the first frame after its results are in the page;
// each run a query not asked before (so its part of the index loads then), the median of
// MEASURE_RUNS (5). The aim is 300 ms or less; a median over it fails. Chromium (the throttling
// is the DevTools protocol's).
//   npm run measure:search-speed
import { expect, test } from '@playwright/test';
import { median, waitForOfflineReady } from '../../e2e/service-worker';
import { relevanceCases } from '../../e2e/search-queries';

const runs = Number(process.env.MEASURE_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };
/** The median a query's results may take to be on screen. */
const AIM_MS = 300;

test('search: a query to its results on screen, 4x CPU @chromium', async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${baseURL}/search`);
  await waitForOfflineReady(page);
  // A visitor's page: loaded with the worker in control, Pagefind loaded as the island hydrates.
  await page.reload();
  await page.locator('.site-search input[type="search"]').focus();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const times: number[] = [];
  const queries = relevanceCases.slice(0, runs).map(({ query }) => query);
  for (const query of queries) {
    const ms = await page.evaluate(async (text) => {
      const input = document.querySelector<HTMLInputElement>('.site-search input[type="search"]')!;
      const status = document.querySelector('.site-search [role="status"]')!;
      const shown = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!status.textContent?.includes(`“${text}”`)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now()));
        });
        observer.observe(status, { childList: true, subtree: true, characterData: true });
      });
      // The field as typing leaves it, then the keystroke's input event (React listens to it).
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, text);
      const started = performance.now();
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return (await shown) - started;
    }, query);
    await expect(page.locator('.site-search-results a').first()).toBeVisible();
    times.push(Math.round(ms));
  }
  await context.close();
  console.log(
    `${testInfo.project.name}: search, query to results on screen (${CPU_SLOWDOWN}x CPU, phone, worker in control): median ${median(times)} ms of ${runs} (${queries.map((query, index) => `${query}: ${times[index]}`).join(', ')}); aim ${AIM_MS} ms`,
  );
  expect(median(times)).toBeLessThanOrEqual(AIM_MS);
});
