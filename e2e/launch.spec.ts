// The UI/UX alias in the browser, online and offline. What else a launch depends on (every
// advertised URL answers, `npm run smoke` passes) is checked by plain requests: served.http.ts.
import { expect, test } from '@playwright/test';
import { watchConsole } from './console';
import { waitForOfflineReady } from './service-worker';
import { routeAliases } from '../src/config/route-aliases';
import { findRoute } from '../src/app/routes';
import { headOf } from '../src/app/route-heads';

test.describe('advertised URLs', () => {
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
