import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { routes } from '../src/app/routes';
import { waitForOfflineReady } from './service-worker';

const requiredHeaders = {
  'content-security-policy': /default-src 'self'.*frame-ancestors 'none'/,
  'strict-transport-security': /max-age=\d{8,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /strict-origin-when-cross-origin/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
};

test.describe('security headers and CSP', () => {
  for (const path of [...routes.map((route) => route.path), '/no-such-page']) {
    test(`${path}: headers present, no CSP violation, no console error`, async ({ page }) => {
      const violations = await watchViolations(page);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !/404 \(Not Found\)/.test(message.text()))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      const headers = response!.headers();
      // An unknown path answers with the not-found page under that path's headers, which no
      // header rule names: that page carries the whole policy itself.
      if (path === '/no-such-page') {
        headers['content-security-policy'] = (await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute('content'))!;
        expect(headers['content-security-policy']).toMatch(/connect-src 'self';/);
        // No page rule names an unknown path (a `/:page` pattern would also match /admin/):
        // it carries the `/*` rule's header, as `npm run budgets` checks from the rules.
        expect(headers['x-content-type-options']).toBe('nosniff');
      } else {
        for (const [name, pattern] of Object.entries(requiredHeaders))
          expect(headers[name], name).toMatch(pattern);
      }
      await page.waitForLoadState('networkidle');
      // Open the interactive parts once so their lazy code and styles load under the CSP too.
      await page.getByRole('button', { name: 'Chat on WhatsApp' }).click();
      await page.waitForTimeout(200);
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

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

/** Records the page's Content-Security-Policy violations (directive and blocked URL). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      // A URL by its origin (engines differ on how much of it they report), else as reported
      // ('inline', 'eval').
      list.push(
        `${event.effectiveDirective} ${URL.canParse(event.blockedURI) ? new URL(event.blockedURI).origin : event.blockedURI}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

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
