// Every page, loaded once per screen and engine, and every check a page gets made on that one
// load (e2e/page-checks.ts): the served document's status, headers and head; no console error,
// no Content-Security-Policy violation, one h1, no sideways scrolling, no WCAG 2.2 AA violation
// axe-core finds (and no contrast one in the dark theme, switched on the same load), and the
// layout's rules for that screen.
import { expect, test } from '@playwright/test';
import { watchConsole } from './console';
import { notFoundRoute, routes } from '../src/app/routes';
import { headOf } from '../src/app/route-heads';
import {
  axeViolations,
  darkThemeContrastViolations,
  layoutFindings,
  maxLength,
  missingHeaders,
  notFoundPolicyProblems,
  overflowProblems,
  servedHeadProblems,
  settled,
  stubOtherHosts,
  watchViolations,
} from './page-checks';

// Each test loads its page in a context of its own: the sweep's tests share the workers.
test.describe.configure({ mode: 'parallel' });

/** Phones (the common small, middle and large widths, each with its screen height) and a laptop. */
const screens = [
  { width: 360, height: 740, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 430, height: 932, phone: true },
  { width: 1366, height: 768, phone: false },
] as const;
/**
 * Firefox, about 1.5 times slower here, checks the middle phone and the laptop; the other screens
 * are tagged @chromium-screen, which the Firefox project leaves out.
 */
const firefoxWidths = new Set<number>([390, 1366]);
/**
 * axe-core, the slowest check, scans the middle phone and the laptop in Chromium and the laptop
 * in Firefox: the other widths share their markup and styles, and the layout rules check them.
 */
const axeWidths = { chromium: new Set<number>([390, 1366]), firefox: new Set<number>([1366]) };

/** An unknown path: the not-found page, answered with status 404. */
const unknownPath = '/no-such-page';
const pages = [
  ...routes.map((route) => ({ path: route.path, route })),
  { path: unknownPath, route: notFoundRoute },
];
/** The browser's own report of the not-found document's status (Chromium), not the page's. */
const documentNotFound =
  /^error: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

for (const screen of screens) {
  test.describe(
    `every page at ${screen.width}x${screen.height}`,
    { tag: firefoxWidths.has(screen.width) ? [] : ['@chromium-screen'] },
    () => {
      test.use({ viewport: { width: screen.width, height: screen.height } });

      for (const { path, route } of pages) {
        test(`${path} passes every page check on one load`, async ({ page, browserName }) => {
          const notFound = path === unknownPath;
          await stubOtherHosts(page);
          const problems = watchConsole(page);
          const violations = await watchViolations(page);
          const response = (await page.goto(path))!;

          // The served document: status, headers, and its head with no script run.
          expect.soft(response.status(), 'status').toBe(notFound ? 404 : 200);
          const html = await response.text();
          expect
            .soft(
              notFound ? notFoundPolicyProblems(response, html) : missingHeaders(response),
              'headers',
            )
            .toEqual([]);
          expect.soft(servedHeadProblems(html, route, !notFound), 'served head').toEqual([]);

          // The page as it settles.
          await settled(page);
          await expect.soft(page).toHaveTitle(headOf(route).title);
          await expect.soft(page.locator('h1')).toHaveCount(1);
          await expect.soft(page.locator('main')).not.toBeEmpty();
          expect.soft(await overflowProblems(page), 'sideways scrolling').toEqual([]);
          if (axeWidths[browserName as keyof typeof axeWidths]?.has(screen.width))
            expect.soft(await axeViolations(page), 'axe-core').toEqual([]);
          const layout = await layoutFindings(page, screen.phone);
          expect.soft(layout.problems, 'layout').toEqual([]);
          if (screen.width === 390 && maxLength[path])
            expect.soft(layout.length, 'page length').toBeLessThanOrEqual(maxLength[path]);
          // The dark theme on the same load: switched with the header's toggle, checked again.
          if (axeWidths[browserName as keyof typeof axeWidths]?.has(screen.width))
            expect
              .soft(await darkThemeContrastViolations(page), 'axe-core, dark theme')
              .toEqual([]);

          expect.soft(await violations(), 'policy violations').toEqual([]);
          expect(
            notFound ? problems.filter((problem) => !documentNotFound.test(problem)) : problems,
            'console',
          ).toEqual([]);
        });
      }
    },
  );
}
