// Time from a first visit to the home page until the site works offline (its service worker is
// activated, has precached the site and controls the page), for fresh visitors: the median of
// MEASURE_RUNS (5) new browser profiles, in each engine.
//   npm run measure:offline-ready [-- --project chromium]
import { test } from '@playwright/test';
import { median, waitForOfflineReady } from '../../e2e/service-worker';

const runs = Number(process.env.MEASURE_RUNS ?? 5);

test('time from the first visit to offline-ready', async ({ browser }, testInfo) => {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = Date.now();
    await page.goto('/');
    await waitForOfflineReady(page);
    times.push(Date.now() - started);
    await context.close();
  }
  console.log(
    `${testInfo.project.name}: first visit to offline-ready: median ${median(times)} ms of ${runs} (${times.join(', ')})`,
  );
});
