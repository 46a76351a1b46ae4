import { expect, test } from '@playwright/test';
import { routes } from '../src/app/routes';
import { lookupOrigins } from '../src/features/domain-check/lookup-sources';

const requiredHeaders = {
  'content-security-policy': /default-src 'self'.*frame-ancestors 'none'/,
  'strict-transport-security': /max-age=\d{8,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /strict-origin-when-cross-origin/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
};

test.describe('security headers and CSP', () => {
  test('the CSP is strict: no unsafe-eval or unsafe-inline, inline scripts only by hash, limited connect-src', async ({
    request,
  }) => {
    const response = await request.get('/');
    // One policy only: dist/_headers sets it, netlify.toml does not.
    const policies = response
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'content-security-policy');
    expect(policies).toHaveLength(1);
    const csp = policies[0]!.value;
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|unsafe-hashes/);
    // Our own files, and inline scripts only by the hash of their exact content.
    const script = csp.match(/script-src ([^;]+)/)?.[1]?.split(' ') ?? [];
    expect(script[0]).toBe("'self'");
    expect(script.length).toBeGreaterThan(1);
    for (const source of script.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    const connect = csp.match(/connect-src ([^;]+)/)?.[1]?.split(' ') ?? [];
    expect(connect[0]).toBe("'self'");
    // Exactly the RDAP servers of the checker's table, the redirectors and the DNS resolver.
    expect(connect.slice(1)).toEqual([...lookupOrigins]);
    for (const source of connect.slice(1)) expect(source).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  });

  for (const path of [...routes.map((route) => route.path), '/no-such-page']) {
    test(`${path}: headers present, no CSP violation, no console error`, async ({ page }) => {
      await page.addInitScript(() => {
        const list: string[] = [];
        (window as unknown as { __csp: string[] }).__csp = list;
        document.addEventListener('securitypolicyviolation', (event) =>
          list.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !/404 \(Not Found\)/.test(message.text()))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      const headers = response!.headers();
      for (const [name, pattern] of Object.entries(requiredHeaders))
        expect(headers[name], name).toMatch(pattern);
      await page.waitForLoadState('networkidle');
      // Open the interactive parts once so their lazy code and styles load under the CSP too.
      await page.getByRole('button', { name: 'Chat on WhatsApp' }).click();
      await page.waitForTimeout(200);
      const violations = await page.evaluate(
        () => (window as unknown as { __csp: string[] }).__csp,
      );
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

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
        expect(faq?.mainEntity).toHaveLength(15);
      }
    }
  });
});
