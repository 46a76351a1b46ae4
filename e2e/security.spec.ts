import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { routes } from '../src/app/routes';
import { faqs } from './content-facts';
import { lookupOrigins } from '../src/features/domain-check/lookup-sources';
import { waitForOfflineReady } from './service-worker';
import { watchViolations } from './page-checks';

/** Headers that act on a document only: pages carry them, scripts, styles and images do not. */
const documentOnlyHeaders = [
  'strict-transport-security',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
];

test.describe('security headers and CSP', () => {
  test("the CSP is strict: no unsafe-eval or unsafe-inline, inline scripts only by hash, connect-src 'self' but where the checker narrows it in the page", async ({
    request,
  }) => {
    for (const path of ['/', '/about-us']) {
      const response = await request.get(path);
      // One policy header only: dist/_headers sets it, netlify.toml does not.
      const policies = response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'content-security-policy');
      expect(policies, path).toHaveLength(1);
      const csp = policies[0]!.value;
      expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|unsafe-hashes/);
      // Our own files, and inline scripts only by the hash of their exact content.
      const script = csp.match(/script-src ([^;]+)/)?.[1]?.split(' ') ?? [];
      expect(script[0]).toBe("'self'");
      expect(script.length).toBeGreaterThan(1);
      for (const source of script.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      const connect = csp.match(/connect-src ([^;]+)/)?.[1]?.split(' ');
      const html = await response.text();
      const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/);
      if (path === '/') {
        // The header leaves https: open; the page's own policy, before any script, narrows it to
        // exactly the RDAP servers of the checker's table, the redirectors and the DNS resolver.
        expect(connect).toEqual(["'self'", 'https:']);
        expect(meta?.[1]).toBe(`connect-src 'self' ${lookupOrigins.join(' ')}`);
        expect(html.indexOf(meta![0])).toBeLessThan(html.indexOf('<script'));
      } else {
        expect(connect).toEqual(["'self'"]);
        expect(meta).toBeNull();
      }
    }
  });

  test('the policy goes with documents and the worker only; no other response has 2 KB of headers', async ({
    request,
  }) => {
    const worker = await request.get('/sw.js');
    expect(worker.headers()['content-security-policy']).toMatch(/connect-src 'self';/);
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/(?:assets|icons|images)\/[^"]+)"/g)].map(
      ([, url]) => url!,
    );
    expect(assets.some((url) => url.endsWith('.css'))).toBe(true);
    expect(assets.some((url) => url.endsWith('.js'))).toBe(true);
    for (const url of [...assets, '/manifest.webmanifest', '/favicon.svg']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const headers = response.headersArray();
      expect(
        headers.map(({ name }) => name.toLowerCase()),
        url,
      ).not.toContain('content-security-policy');
      const bytes = headers.reduce(
        (sum, { name, value }) => sum + name.length + value.length + 4,
        0,
      );
      expect(bytes, url).toBeLessThan(2048);
      // What acts on documents stays off the assets; nosniff goes with every response.
      const names = new Set(headers.map(({ name }) => name.toLowerCase()));
      expect(names.has('x-content-type-options'), url).toBe(true);
      if (url.startsWith('/assets/'))
        for (const name of documentOnlyHeaders)
          expect(names.has(name), `${url} ${name}`).toBe(false);
    }
  });

  test('every page has exactly one h1 and valid JSON-LD', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      expect(html.match(/<h1[\s>]/g), route.path).toHaveLength(1);
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
      ];
      expect(blocks, route.path).toHaveLength(1);
      const data = JSON.parse(blocks[0]![1]!);
      expect(data['@context']).toBe('https://schema.org');
      const types = (data['@graph'] as { '@type': string }[]).map((node) => node['@type']);
      expect(types).toContain('ProfessionalService');
      if (route.path !== '/') expect(types).toContain('BreadcrumbList');
      if (route.path.startsWith('/services/')) expect(types).toContain('Service');
      if (route.path === '/faqs') {
        const faq = (data['@graph'] as { '@type': string; mainEntity?: unknown[] }[]).find(
          (node) => node['@type'] === 'FAQPage',
        );
        expect(faq?.mainEntity).toHaveLength(faqs.length);
      }
    }
  });

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
