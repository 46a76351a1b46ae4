// What a launch depends on, against the production build as `npm start` serves it: every URL
// the site advertises (sitemap, canonical links, the UI/UX alias) answers 200, online and
// offline, and `npm run smoke` passes.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { watchConsole } from './console';
import { waitForOfflineReady } from './service-worker';
import { routeAliases } from '../src/config/route-aliases';
import { findRoute, routes } from '../src/app/routes';
import { headOf } from '../src/app/route-heads';
import { isDocumentPath } from '../src/lib/route-paths';

const run = promisify(execFile);
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const titleOf = (html: string) => attr(html, /<title>([^<]*)<\/title>/)?.replace(/&amp;/g, '&');

test.describe('advertised URLs', () => {
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

  for (const [alias, path] of Object.entries(routeAliases)) {
    test(`${alias} shows the page of ${path} in the browser and keeps its canonical`, async ({
      page,
    }) => {
      const route = findRoute(path)!;
      const problems = watchConsole(page);
      const response = await page.goto(alias);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${alias}$`));
      await expect(page).toHaveTitle(headOf(route).title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/uiux-design$/);
      await page.waitForLoadState('networkidle');
      // Hydrated as the same page, not turned into the not-found page.
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test(`${alias} is served by the service worker offline @chromium`, async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await waitForOfflineReady(page);
      await context.setOffline(true);
      for (const url of [alias, `${alias}/`]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page, url).toHaveTitle(headOf(findRoute(path)!).title);
        await expect(page.locator('h1'), url).toHaveCount(1);
      }
    });
  }
});

test('npm run smoke passes against the served build', async ({ baseURL, request }) => {
  test.setTimeout(90_000);
  // Netlify runs the contact mail's scheduled function every minute; served here, by hand.
  expect((await request.post('/.netlify/functions/deliver-contact-messages')).status()).toBe(200);
  const { stdout } = await run('node', ['scripts/run-ts.mjs', 'scripts/ops/smoke.ts', baseURL!], {
    timeout: 80_000,
  });
  expect(stdout).not.toContain('FAIL');
  expect(stdout).toMatch(/Smoke test of http:\/\/localhost:\d+ passed: \d+ checks\./);
});
