// Every text staff may change in the shared blocks, the page texts, the plans, the package and
// the about page, at the longest its schema allows, keeps the layout's rules on a 360 px phone:
// the pages are rendered with those texts by the site's own server renderer from a copy of the
// data (scripts/cms/longest-texts.ts, as `npm run test:content-edits` renders them) and served in
// place of the built pages' content, under the built site's own head, styles and scripts.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { layoutFindings, overflowProblems } from './page-checks';
import { longestSite } from '../scripts/cms/longest-texts';
import type { LongestSite } from '../scripts/cms/longest-texts';

/** The pages that show these texts: every page's header, footer and WhatsApp card among them. */
const paths = ['/', '/about-us', '/portfolio', '/testimonials', '/contact', '/careers'];

/**
 * Runs in the page: what sticks out of its card, the footer's columns or the header's bars, and
 * what a box that hides its overflow cuts (the visually hidden texts for screen readers aside).
 */
function boxProblems(): string[] {
  const problems: string[] = [];
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent?.trim().slice(0, 30)}"`;
  // Cards and columns grow downwards with their texts; the header's bars do not.
  const boxes = '.card, .contact-method, .site-footer .container, .top-banner, .site-header';
  for (const box of document.querySelectorAll(boxes)) {
    const outer = box.getBoundingClientRect();
    const bar = box.matches('.top-banner, .site-header');
    for (const inner of box.querySelectorAll('*')) {
      const rect = inner.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || !inner.checkVisibility()) continue;
      if (
        rect.right > outer.right + 1 ||
        rect.left < outer.left - 1 ||
        (bar && (rect.bottom > outer.bottom + 1 || rect.top < outer.top - 1))
      )
        problems.push(`${name(inner)} leaves its box ${name(box)}`);
    }
  }
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    const hides = [style.overflowX, style.overflowY].some((value) => /hidden|clip/.test(value));
    if (!hides || element.clientWidth <= 1 || !element.checkVisibility()) continue;
    if (!(element instanceof HTMLElement) || !element.innerText.trim()) continue;
    if (
      element.scrollHeight > element.clientHeight + 1 ||
      element.scrollWidth > element.clientWidth + 1
    )
      problems.push(`${name(element)} cuts its text`);
  }
  return problems;
}

/** Runs in the page: what of the open `selector` (a menu, a card) leaves it or the screen. */
function openProblems(selector: string): string[] {
  const open = document.querySelector(selector);
  if (!open?.checkVisibility()) return [`${selector} is not open`];
  const outer = open.getBoundingClientRect();
  const problems: string[] = [];
  if (outer.left < -1 || outer.right > innerWidth + 1)
    problems.push(`${selector} is ${Math.round(outer.width)} px wide in ${innerWidth} px`);
  for (const inner of open.querySelectorAll('*')) {
    const rect = inner.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || !inner.checkVisibility()) continue;
    if (rect.right > outer.right + 1 || rect.left < outer.left - 1)
      problems.push(
        `${inner.tagName} "${inner.textContent?.trim().slice(0, 30)}" leaves ${selector}`,
      );
  }
  return problems;
}

/** Serves the built page at `path` with its content rendered from `site`'s data. */
async function serveLongest(page: Page, site: LongestSite, path: string) {
  const rendered = site.pages.find((item) => item.path === path);
  if (!rendered) throw new Error(`no page ${path} in the longest texts' render`);
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const built = await response.text();
      const root = /(<div id="root">)[\s\S]*(<\/div>\s*<template id="deferred-scripts">)/;
      if (!root.test(built)) throw new Error(`the built page ${path} has no root to fill`);
      await route.fulfill({
        response,
        body: built.replace(root, (_, open: string, close: string) =>
          [open, rendered.html, close].join(''),
        ),
      });
    },
  );
}

test.describe('the longest texts the schemas allow, on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  // Rendering the copy takes a Vite server's start and one render of every page.
  test.describe.configure({ timeout: 120_000 });

  let site: LongestSite;
  test.beforeAll(async () => {
    site = await longestSite(process.cwd());
    expect(site.refused, 'the content check takes every text at its limit').toEqual([]);
  });

  for (const path of paths)
    test(`${path} keeps the layout rules with every limited text at its limit`, async ({
      page,
    }) => {
      await serveLongest(page, site, path);
      await page.goto(path);
      // The longest texts are in the page.
      const marked = await page.locator('body').innerText();
      expect(site.written.some((text) => marked.includes(text.slice(0, 20)))).toBe(true);
      const { problems } = await layoutFindings(page, true);
      expect([
        ...problems,
        ...(await overflowProblems(page)),
        ...(await page.evaluate(boxProblems)),
      ]).toEqual([]);
      if (path !== '/') return;
      // The phone menu (the header's links) and the WhatsApp card, each open.
      const toggle = page.getByRole('button', { name: 'Toggle navigation' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(await page.evaluate(openProblems, '#main-navigation')).toEqual([]);
      await toggle.click();
      // Opened as its button opens it (the button yields to a control under it, by design).
      await page.evaluate(() =>
        document.querySelector<HTMLElement>('.whatsapp-card')!.showPopover(),
      );
      await expect(page.locator('.whatsapp-card')).toBeVisible();
      expect(await page.evaluate(openProblems, '.whatsapp-card')).toEqual([]);
    });
});
