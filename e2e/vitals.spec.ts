import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { VITALS_ENDPOINT } from '../src/features/vitals/vitals-protocol';

const run = promisify(execFile);
const isBeacon = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === VITALS_ENDPOINT;
/** The chunk with web-vitals, which the page's script loads when the browser is idle. */
const vitalsChunk = /\/assets\/vitals-beacon-[^/]+\.js$/;

/**
 * Hides the page as switching to another tab or app does. (Leaving the page hides it too, and
 * the beacon goes then, but Playwright does not report the requests of a document being
 * unloaded; web-vitals' own tests hide the page this way.)
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** Opens `path`, lets the page settle (load, then idle: the measuring code loads), taps it. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // An interaction, so INP has something to measure.
  await page.locator('h1').click();
}

test('a page’s beacon reaches the function, and npm run vitals prints its percentiles @chromium', async ({
  page,
}) => {
  const chunk = page.waitForResponse((response) => vitalsChunk.test(response.url()));
  await visit(page, '/about-us');
  await chunk;
  const sent = page.waitForRequest(isBeacon);
  const answered = page.waitForResponse((response) => isBeacon(response.request()));
  // Hidden: the values go in one beacon.
  await hide(page);
  const beacon = JSON.parse((await sent).postData() ?? '') as Record<string, unknown>;
  expect(beacon.route).toBe('/about-us');
  expect(Object.keys(beacon.metrics as object)).toEqual(
    expect.arrayContaining(['FCP', 'TTFB', 'LCP']),
  );
  // No identifier and no cookie ride along.
  expect(Object.keys(beacon).sort()).toEqual(expect.arrayContaining(['metrics', 'route']));
  expect(JSON.stringify(beacon)).not.toMatch(/v\d-\d/);
  expect((await sent).headers().cookie).toBeUndefined();
  expect((await answered).status()).toBe(204);

  // The served site keeps its Blobs in the local sandbox, which the staff command reads.
  const { stdout } = await run('node', [
    'scripts/run-ts.mjs',
    'scripts/ops/vitals-command.ts',
    '--local',
  ]);
  const line = stdout.split('\n').find((row) => /^\/about-us\s+all\s/.test(row));
  expect(line, stdout).toBeTruthy();
  const [, , views, lcp, , , fcp, ttfb] = line!.trim().split(/\s{2,}/);
  expect(Number(views)).toBeGreaterThanOrEqual(1);
  for (const value of [lcp, fcp, ttfb]) expect(value).toMatch(/^\d+$/);
});

for (const [signal, script] of [
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
  [
    'Do Not Track',
    () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  ],
] as const) {
  test(`with ${signal} set, nothing is loaded or sent @chromium`, async ({ page }) => {
    await page.addInitScript(script);
    const beacons: string[] = [];
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (isBeacon(request)) beacons.push(request.url());
      if (vitalsChunk.test(request.url())) chunks.push(request.url());
    });
    await visit(page, '/about-us');
    // The page has loaded and settled (when the same visit loads the measuring code above).
    await hide(page);
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    expect(beacons).toEqual([]);
  });
}
