import { expect, test } from '@playwright/test';
import { notFoundRoute, routes } from '../src/app/routes';
import { contactTexts, outboxLabel } from '../src/features/contact/contact-texts';
import { OFFLINE_NOTICE } from '../src/features/pwa/pwa-texts';
import {
  expectDeliveredOnce,
  mailsWith,
  openContact,
  postContact,
  stopServer,
  unique,
  watchDeliveries,
} from './outbox';
import { waitForOfflineReady } from './service-worker';
import { headOf } from '../src/app/route-heads';

const headingOf = (html: string) =>
  html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

test.describe('offline pages @chromium', () => {
  test('after the first visit every route loads offline with its own title and heading; unknown paths get the 404 page', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    // Each route's own heading, from the server, to prove no page gets another page's markup.
    const headings = new Map<string, string>();
    for (const route of routes) {
      const heading = headingOf(await (await request.get(route.path)).text());
      expect(heading, `${route.path} has an h1`).toBeTruthy();
      headings.set(route.path, heading!);
    }
    expect(new Set(headings.values()).size).toBe(routes.length);

    await page.goto('/');
    const readyMs = await waitForOfflineReady(page);
    test
      .info()
      .annotations.push({ type: 'offline-ready after load (ms)', description: `${readyMs}` });
    await context.setOffline(true);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const route of routes) {
      const paths = route.path === '/' ? ['/'] : [route.path, `${route.path}/`];
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page, path).toHaveTitle(headOf(route).title);
        await expect(page.locator('h1'), path).toHaveCount(1);
        await expect(page.locator('h1'), path).toHaveText(headings.get(route.path)!);
      }
    }
    for (const path of ['/no-such-page', '/services/unknown/deeper', '/about-us/extra']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle(headOf(notFoundRoute).title);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('in-page anchors and links between pages work offline', async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/services/cpanel-hosting#hosting-plans');
    await expect(page.locator('#hosting-plans')).toBeInViewport();
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle(
      headOf(routes.find((route) => route.path === '/contact')!).title,
    );
  });

  test('a discreet status says the site is offline and goes away when the connection returns', async ({
    page,
    context,
  }) => {
    await page.goto('/faqs');
    await waitForOfflineReady(page);
    const status = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
    await expect(status).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    await expect(status).toHaveCount(1);
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  });
});

// ---- Contact outbox ----
// These post to the real contact function exactly as the contact form does:
// POST JSON {id, name, email, message}; 200 on success, 4xx {error: {message}} on rejection.

/**
 * From reconnecting to the message delivered (the function has mailed it), one run, fails over
 * this (ms). Single runs measured 1.6 to 3.8 s on a shared 2-core machine (npm run
 * measure:replay-delay); a replay left to the retry schedule (1, 2, 4 s apart) or to the
 * browser's own sync takes longer.
 */
const REPLAY_LIMIT_MS = 10_000;

test.describe('contact outbox (needs the contact function) @chromium', () => {
  test('a message sent offline is queued, then delivered exactly once when back online', async ({
    page,
    context,
  }) => {
    await openContact(page);
    const deliveredAt = await watchDeliveries(page);
    await context.setOffline(true);
    const text = unique('Offline outbox message');
    expect(await postContact(page, text)).toMatchObject({ status: 202, body: { queued: true } });
    await expect(page.getByText(outboxLabel(1))).toBeVisible();
    expect(await mailsWith(text)).toHaveLength(0);

    const reconnectedAt = Date.now();
    await context.setOffline(false);
    // Delivered soon after reconnecting, in one run (npm run measure:replay-delay gives the
    // median of five).
    await expect.poll(() => deliveredAt.length, { intervals: [10] }).toBe(1);
    const delay = deliveredAt[0]! - reconnectedAt;
    test
      .info()
      .annotations.push({ type: 'replay delay after reconnect (ms)', description: `${delay}` });
    expect(delay, 'replay delay after reconnect (ms)').toBeLessThan(REPLAY_LIMIT_MS);
    await expect(page.getByText(contactTexts.successTitle)).toBeVisible();
    await expect(page.getByText(contactTexts.successDescription)).toBeVisible();
    await expect(page.getByText(outboxLabel(1))).toHaveCount(0);
    await expectDeliveredOnce(page, text);
  });

  test('with the server unreachable instead of offline, the online event replays the message', async ({
    page,
    context,
  }) => {
    await openContact(page);
    const refused = await stopServer(context);
    const text = unique('Server stopped outbox message');
    expect(await postContact(page, text)).toMatchObject({ status: 202, body: { queued: true } });
    await expect(page.getByText(outboxLabel(1))).toBeVisible();
    // The browser's own sync attempt (and the outbox's quick retries) failed too; it would
    // retry only after minutes.
    await expect.poll(refused).toBeGreaterThanOrEqual(2);
    expect(await mailsWith(text)).toHaveLength(0);

    await context.unrouteAll();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText(contactTexts.successTitle)).toBeVisible();
    await expectDeliveredOnce(page, text);
  });

  test('two queued messages both arrive, once each', async ({ page, context }) => {
    await openContact(page);
    await context.setOffline(true);
    const first = unique('First queued message');
    const second = unique('Second queued message');
    expect((await postContact(page, first)).status).toBe(202);
    expect((await postContact(page, second)).status).toBe(202);
    await expect(page.getByText(outboxLabel(2))).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(contactTexts.successTitle)).toHaveCount(2);
    await expect(page.getByTestId('outbox-count')).toHaveCount(0);
    await expectDeliveredOnce(page, first);
    await expectDeliveredOnce(page, second);
  });

  test('a queued message the server rejects (4xx) is told why and comes back into the form', async ({
    page,
    context,
  }) => {
    await openContact(page);
    // What the function says about this message when it is sent online.
    const direct = await postContact(page, unique('Rejected message'), 'not-an-email');
    expect(direct.status).toBeGreaterThanOrEqual(400);
    expect(direct.status).toBeLessThan(500);
    const reason = (direct.body as { error?: { message?: string } }).error?.message;
    expect(reason).toBeTruthy();

    await context.setOffline(true);
    const text = unique('Rejected queued message');
    expect((await postContact(page, text, 'not-an-email')).status).toBe(202);
    await expect(page.getByText(outboxLabel(1))).toBeVisible();
    await context.setOffline(false);
    const notice = page.getByRole('alert').filter({ hasText: reason! });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(contactTexts.errorTitle);
    await expect(notice).toContainText(contactTexts.returnedToForm);
    await expect(page.getByTestId('outbox-count')).toHaveCount(0);
    expect(await mailsWith(text)).toHaveLength(0);
    // Nothing the visitor wrote is lost: the form holds it again, to correct and resend.
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue(text);
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('not-an-email');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Outbox Test');
    // And it stays there through a reload (it is the draft now).
    await page.reload();
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue(text);
  });

  test('a refused message waits while the visitor writes another, and comes back once that one is sent', async ({
    page,
    context,
  }) => {
    await openContact(page);
    await context.setOffline(true);
    const refused = unique('Refused while writing');
    expect((await postContact(page, refused, 'not-an-email')).status).toBe(202);
    await expect(page.getByText(outboxLabel(1))).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });
    const newer = unique('Written meanwhile');
    await form.getByLabel('Message', { exact: true }).fill(newer);

    await context.setOffline(false);
    const notice = page.getByRole('alert').filter({ hasText: contactTexts.returnsLater });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(contactTexts.errorTitle);
    // What the visitor is writing stays as it is.
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue(newer);
    await page.reload();
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue(newer);

    await form.getByLabel('Name', { exact: true }).fill('Bilal');
    await form.getByLabel('Email', { exact: true }).fill('bilal@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(contactTexts.successTitle, { exact: true })).toBeVisible();
    await expectDeliveredOnce(page, newer);
    // The refused one takes its place, to correct and send.
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue(refused);
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('not-an-email');
    await expect(page.getByText(contactTexts.returned)).toBeVisible();
    expect(await mailsWith(refused)).toHaveLength(0);
  });
});
