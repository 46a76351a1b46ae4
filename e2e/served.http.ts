// What the served site answers to plain requests, checked once: no browser is launched (the
// `http` project of playwright.config.ts), against the production build as `npm start` serves
// it, with the headers Netlify applies and the contact function.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { canonicalUrl, findRoute, routes } from '../src/app/routes';
import { headOf } from '../src/app/route-heads';
import { CONTACT_ENDPOINT } from '../src/features/contact/contact-protocol';
import { contactMessages } from '../src/features/contact/contact-schema';
import { lookupOrigins } from '../src/features/domain-check/lookup-sources';
import { isDocumentPath } from '../src/lib/route-paths';
import { LOOKUP_HOSTS_FILE, lookupHostFacts } from '../src/pages/legal/lookup-hosts';
import { faqs } from './content-facts';
import { connectSources } from './page-checks';

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const titleOf = (html: string) => attr(html, /<title>([^<]*)<\/title>/)?.replace(/&amp;/g, '&');

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
      const connect = connectSources(csp);
      const html = await response.text();
      const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/);
      if (path === '/') {
        // The header leaves https: open; the page's own policy, before any script, narrows it to
        // exactly the RDAP servers of the checker's table, the redirectors and the DNS resolver.
        expect(connect).toEqual(["'self'", 'https:']);
        const listed = meta?.[1]?.split(' ') ?? [];
        expect(listed.slice(0, 2)).toEqual(['connect-src', "'self'"]);
        expect(listed.slice(2).sort()).toEqual([...lookupOrigins].sort());
        expect(html.indexOf(meta![0])).toBeLessThan(html.indexOf('<script'));
      } else {
        expect(connect).toEqual(["'self'"]);
        expect(meta).toBeNull();
      }
    }
  });

  test("every page's inline scripts are allowed by the policy it is served with", async ({
    request,
  }) => {
    // The served headers are those of the build served: a server that read the previous build's
    // headers would block the new build's scripts.
    for (const { path } of routes) {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy'] ?? '';
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!))
        .map(([, , code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
      expect(inline.length, path).toBeGreaterThan(0);
      for (const hash of inline) expect(policy, `${path}: ${hash}`).toContain(hash);
    }
  });

  test('the policy goes with documents and the worker only; no other response has 2 KB of headers', async ({
    request,
  }) => {
    const worker = await request.get('/sw.js');
    expect(connectSources(worker.headers()['content-security-policy'])).toEqual(["'self'"]);
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
});

test.describe('pages as served', () => {
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

  test('the UI/UX page is linked as /services/ui-ux-design with canonical /services/uiux-design', async ({
    request,
  }) => {
    const html = await (await request.get('/services/ui-ux-design')).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/services\/uiux-design"/);
  });

  test('landing and service pages carry Open Graph and Twitter tags; testimonials sets keywords', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('property="og:title"');
    expect(home).toContain('name="twitter:card"');
    const service = await (await request.get('/services/seo-services')).text();
    expect(service).toContain('property="og:image"');
    const testimonials = await (await request.get('/testimonials')).text();
    expect(testimonials).toMatch(/<meta name="keywords" content="[^"]+"/);
  });
});

test.describe('advertised URLs', () => {
  test('sitemap lists every canonical URL and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // Every page but those that ask not to be indexed (the form's confirmation).
    for (const route of routes.filter(({ noindex }) => !noindex))
      expect(sitemap).toContain(`<loc>${canonicalUrl(route)}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test('every sitemap URL answers 200 with a page of the route table', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    // The route table's pages, then the insights' (articles, case studies, the list's pages),
    // whose heads come from their content: each its own page, with its own canonical link.
    const documents = paths.filter(isDocumentPath);
    expect(documents).toContain('/insights');
    // Pages that ask not to be indexed (the form's confirmation) are not advertised.
    expect(paths).toHaveLength(routes.filter((route) => !route.noindex).length + documents.length);
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      if (!documents.includes(path))
        expect(titleOf(html), path).toBe(findRoute(path) && headOf(findRoute(path)!).title);
      else {
        expect(titleOf(html), path).toBeTruthy();
        expect(attr(html, /<link rel="canonical" href="([^"]*)"/), path).toMatch(
          new RegExp(`^https?://[^/]+${path}$`),
        );
      }
    }
    // The UI/UX page is listed once, by its canonical path.
    expect(paths).toContain('/services/uiux-design');
    expect(paths).not.toContain('/services/ui-ux-design');
  });

  test("every page's canonical link answers 200 with that same page", async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      const canonical = new URL(attr(html, /<link rel="canonical" href="([^"]*)"/) ?? '').pathname;
      const response = await request.get(canonical);
      expect(response.status(), `${route.path} -> ${canonical}`).toBe(200);
      expect(titleOf(await response.text()), canonical).toBe(headOf(route).title);
    }
  });
});

test('the list of every host the domain checker may contact is served as the policy links it', async ({
  request,
}) => {
  const policy = await (await request.get('/privacy-policy')).text();
  expect(policy).toContain(`href="${LOOKUP_HOSTS_FILE}"`);
  const list = await request.get(LOOKUP_HOSTS_FILE);
  expect(list.status()).toBe(200);
  expect(list.headers()['content-type']).toMatch(/^text\/plain/);
  expect((await list.text()).trim().split('\n')).toEqual(lookupHostFacts().all);
});

test('the domain form is in the prerendered HTML of the home page', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<label[^>]*>Domain name<\/label>/);
  expect(html).toMatch(/<button type="submit"[^>]*domain-checker-button[^>]*>Check<\/button>/);
});

test('the function refuses what the form would never send', async ({ request }) => {
  const wrongMethod = await request.get(CONTACT_ENDPOINT);
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers()['allow']).toBe('POST');
  const notJson = await request.post(CONTACT_ENDPOINT, {
    headers: { 'content-type': 'text/plain' },
    data: 'hello',
  });
  expect(notJson.status()).toBe(415);
  const injection = await request.post(CONTACT_ENDPOINT, {
    data: {
      id: crypto.randomUUID(),
      name: 'Eve\r\nBcc: victim@example.com',
      email: 'eve@example.com',
      message: 'x',
    },
  });
  expect(injection.status()).toBe(422);
  expect((await injection.json()).error.fields.name).toBe(contactMessages.nameControl);
});
