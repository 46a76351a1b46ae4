import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForOfflineReady } from './service-worker';
import { watchViolations } from './page-checks';

test.describe('security headers and CSP', () => {
  test.describe('in force in the browser, under the served headers', () => {
    // The page's own requests, routed without the worker in the way (any engine).
    test.use({ serviceWorkers: 'block' });

    test('home: the checker reaches a registry of its table; a fetch to another host is refused', async ({
      page,
    }) => {
      const violations = await watchViolations(page);
      await answerEveryHost(page);
      await page.goto('/');
      await page.getByRole('textbox', { name: 'Domain name' }).fill('mybrand.com');
      await page.locator('.domain-checker-button').click();
      await expect(page.locator('.domain-verdict')).toContainText('mybrand.com is available!');
      expect(await tryFetch(page, 'https://rdap.verisign.com/com/v1/domain/other.com')).toBe(404);
      expect(await tryFetch(page, 'https://example.org/collect')).toBe('refused');
      expect(await violations()).toEqual(['connect-src https://example.org']);
    });

    test('a page without the checker: its own origin only, not even the registries', async ({
      page,
    }) => {
      const violations = await watchViolations(page);
      await answerEveryHost(page);
      await page.goto('/about-us');
      expect(await tryFetch(page, '/manifest.webmanifest')).toBe(200);
      expect(await tryFetch(page, 'https://rdap.verisign.com/com/v1/domain/other.com')).toBe(
        'refused',
      );
      expect(await tryFetch(page, 'https://example.org/collect')).toBe('refused');
      expect(await violations()).toEqual([
        'connect-src https://rdap.verisign.com',
        'connect-src https://example.org',
      ]);
    });
  });

  test('a page the service worker serves from its cache keeps the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await waitForOfflineReady(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Refused by the policy before any network: a violation. A registry of the table is allowed
    // (whatever the network then says).
    expect(await tryFetch(page, 'https://example.org/collect')).toBe('refused');
    await tryFetch(page, 'https://rdap.verisign.com/com/v1/domain/other.com');
    expect(await violations()).toEqual(['connect-src https://example.org']);
  });
});

/** Every other host answers (so only the policy can refuse a request): registries say 404. */
async function answerEveryHost(page: Page) {
  await page.route(/^https:\/\//, (route) =>
    route.fulfill({
      status: new URL(route.request().url()).hostname.startsWith('rdap') ? 404 : 200,
      headers: { 'access-control-allow-origin': '*' },
      body: '',
    }),
  );
}

/** A fetch from the page: its status, or 'refused' when it fails. */
function tryFetch(page: Page, url: string) {
  return page.evaluate(
    (target) =>
      fetch(target).then(
        (response) => response.status,
        () => 'refused' as const,
      ),
    url,
  );
}
