import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { routes } from '../src/app/routes';
import { outboxLabel, queuedNotice } from '../src/features/contact/contact-texts';
import { OUTBOX_RETRY_INTERVAL_MS } from '../src/features/contact/outbox-page';
import { FETCH_RETRIES, retryDelayMs } from '../src/config/retry';
import { offlineMessage, uncheckedMessage } from '../src/features/domain-check/domain-messages';
import { mailsFrom } from './mailbox';
import { otherHost } from './page-checks';
import { startOutageProxy } from './outage';
import type { Outage } from './outage';
import { contactForm, unique } from './outbox';
import { waitForOfflineReady } from './service-worker';
import { headOf } from '../src/app/route-heads';

// Real outages, in every engine Playwright drives: the site goes away behind a proxy (page and
// service worker lose it together) while the browser still says it is online and will fire no
// `online` event when it comes back. Firefox has no other way to take the worker offline.

let outage: Outage;
test.beforeEach(async ({ baseURL }) => {
  outage = await startOutageProxy(baseURL!);
});
test.afterEach(async () => {
  await outage.close();
});

/** A first visit through the proxy (a new origin, so a new visitor) until it works offline. */
async function firstVisit(page: Page, path: string) {
  await page.goto(`${outage.url}${path}`);
  await waitForOfflineReady(page);
}

test('after the first visit, pages and the not-found page open while the site is unreachable', async ({
  page,
}) => {
  await firstVisit(page, '/');
  await outage.down();
  for (const path of ['/contact', '/portfolio']) {
    await page.goto(`${outage.url}${path}`);
    await expect(page).toHaveTitle(headOf(routes.find((route) => route.path === path)!).title);
    await expect(page.locator('h1')).toHaveCount(1);
  }
  await page.goto(`${outage.url}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
});

test('a precache the browser emptied is filled again on the next visit, and the site works offline again', async ({
  page,
}) => {
  await firstVisit(page, '/');
  const cached = () =>
    page.evaluate(async () => {
      let count = 0;
      for (const name of await caches.keys())
        if (name.includes('precache')) count += (await (await caches.open(name)).keys()).length;
      return count;
    });
  const full = await cached();
  expect(full).toBeGreaterThan(20);
  // What WebKit does to a site left alone for a while: the cache goes, the worker stays.
  await page.evaluate(async () => {
    for (const name of await caches.keys())
      await caches
        .open(name)
        .then((cache) =>
          cache.keys().then((keys) => Promise.all(keys.map((key) => cache.delete(key)))),
        );
  });
  expect(await cached()).toBe(0);
  await page.goto(`${outage.url}/portfolio`);
  await expect.poll(cached, { timeout: 30_000 }).toBe(full);
  await outage.down();
  await page.goto(`${outage.url}/contact`);
  await expect(page).toHaveTitle(headOf(routes.find((route) => route.path === '/contact')!).title);
});

test('domain checker: the connection message for as long as the site is gone, then a check of its own', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The registries fail at once, as with no internet (an unresolvable host takes Firefox about
  // 5 s to fail, on each of the lookup's attempts).
  await page.route(otherHost, (route) => route.abort('internetdisconnected'));
  await firstVisit(page, '/');
  const input = page.getByRole('textbox', { name: 'Domain name' });
  const message = page.locator('.domain-checker-message:not([id$="-error"])');
  await input.fill('outage-check.com'); // focusing loads the lookup code while the site is there
  await page.waitForLoadState('networkidle');
  await outage.down();
  await page.locator('.domain-checker-button').click();
  await expect(message).toHaveText(offlineMessage('outage-check.com'), { timeout: 40_000 });
  // Longer than every retry together: still the outage's words, never the registries' failure.
  const retries = Array.from({ length: FETCH_RETRIES }, (_, attempt) => retryDelayMs(attempt));
  await page.waitForTimeout(retries.reduce((sum, delay) => sum + delay, 0) + 1000);
  await expect(message).toHaveText(offlineMessage('outage-check.com'));
  await expect(
    page.getByText('Failed to check domain availability. Please try again.'),
  ).toHaveCount(0);
  await outage.up();
  // No `online` event: the checker notices the site answering and checks again. The registries
  // fail, and the checker says so.
  await expect(message).toContainText(uncheckedMessage('outage-check.com', 'failed'), {
    timeout: 60_000,
  });
});

// Chromium has Background Sync (its own tests take it away through the DevTools protocol).
test.describe('contact outbox without Background Sync @no-background-sync', () => {
  const notice = queuedNotice('unreachable', false);

  async function send(page: Page, name: string, words: string) {
    const fields = await contactForm(page);
    // Typed, not filled: in Firefox, Playwright's fill sets the value before its (untrusted)
    // input event, so React never hears of it.
    await fields.name.pressSequentially(name);
    await fields.email.pressSequentially('visitor@example.com');
    await fields.message.pressSequentially(words);
    await fields.submit.click();
    await expect(fields.status).toHaveText(notice, { timeout: 30_000 });
  }

  test('queued while the site is unreachable, page kept open: exactly one mail once it returns', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // The page's own clock, so that its minute can pass at once; it runs on with real time.
    await page.clock.install();
    await firstVisit(page, '/contact');
    expect(await page.evaluate(() => 'SyncManager' in window)).toBe(false);
    const name = unique('Outage Open');
    const words = `Kept while the site was gone, ${name}`;
    await outage.down();
    await send(page, name, words);
    await page.waitForTimeout(2000);
    expect(await mailsFrom(name)).toHaveLength(0);
    // The page's timer replays only what the page knows waits (the worker reports its outbox
    // apart from the form's notice): the minute passes at once, so first the page shows it.
    await expect(page.getByText(outboxLabel(1))).toBeVisible();
    await outage.up();
    // The page's 60-second timer replays it: a real outage fires no `online` event. The page's
    // minute passes at once, as it would for a visitor who left the page open.
    await page.clock.fastForward(OUTBOX_RETRY_INTERVAL_MS);
    await expect.poll(async () => (await mailsFrom(name)).length, { timeout: 30_000 }).toBe(1);
    expect((await mailsFrom(name))[0]!.text).toContain(words);
    await page.waitForTimeout(3000);
    expect(await mailsFrom(name)).toHaveLength(1);
  });

  test('queued, every page closed, the site opened again: exactly one mail', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await firstVisit(page, '/contact');
    const name = unique('Outage Closed');
    const words = `Kept until the next visit, ${name}`;
    await outage.down();
    await send(page, name, words);
    await page.close();
    await outage.up();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await mailsFrom(name)).toHaveLength(0);
    const next = await context.newPage();
    await next.goto(`${outage.url}/`);
    await expect.poll(async () => (await mailsFrom(name)).length, { timeout: 30_000 }).toBe(1);
    expect((await mailsFrom(name))[0]!.text).toContain(words);
    await next.goto(`${outage.url}/contact`);
    await next.waitForTimeout(3000);
    expect(await mailsFrom(name)).toHaveLength(1);
  });
});
