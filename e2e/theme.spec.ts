// The theme is right from the first frame: on a first visit with the system in dark mode, after
// a choice, across a navigation and a reload; and a switch with the header's toggle is one frame,
// with nothing fading through the other theme.
//
// The first frame: an init script reads the body's background when the document has been parsed
// (DOMContentLoaded) and its stylesheet, which blocks the first paint, has loaded; the page's
// deferred scripts load only after that paint. A theme set later (by the page's script) is seen
// here still wrong.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { classSelector, domAttr, domClass } from '../src/lib/dom-contract';

interface Frame {
  background: string;
  theme: string | null;
}

declare global {
  interface Window {
    __firstFrame?: Frame;
  }
}

async function watchFirstFrame(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      // The stylesheet blocks the first paint: the first frame is the page as it stands once
      // the stylesheet has loaded (the page's deferred scripts wait for that paint).
      const read = () => {
        window.__firstFrame = {
          background: getComputedStyle(document.body).backgroundColor,
          theme: document.documentElement.getAttribute('data-bs-theme'),
        };
      };
      const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      if (!sheet || sheet.sheet) read();
      else sheet.addEventListener('load', read);
    });
  });
}

/** The first frame's background and the settled page's, as [r, g, b] luminance in 0..1. */
async function backgrounds(page: Page) {
  await page.waitForLoadState('load');
  return page.evaluate(() => {
    const lightness = (colour: string) => {
      const [r, g, b] = colour.match(/\d+(\.\d+)?/g)!.map(Number) as [number, number, number];
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    return {
      first: lightness(window.__firstFrame!.background),
      settled: lightness(getComputedStyle(document.body).backgroundColor),
    };
  });
}

const dark = (lightness: number) => lightness < 0.3;
const toggle = (page: Page) => page.locator(classSelector(domClass.themeToggle));

test.describe('with the system in dark mode', () => {
  // Colour-scheme emulation: Chromium's (Firefox over BiDi ignores it; its first frame is
  // tested below by the stored choice).
  test.use({ colorScheme: 'dark' });

  test('a first visit is dark from the first frame @chromium', async ({ page }) => {
    await watchFirstFrame(page);
    await page.goto('/about-us');
    const { first, settled } = await backgrounds(page);
    expect(dark(first), 'first frame dark').toBe(true);
    expect(first).toBe(settled);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  });

  test('a light choice holds from the first frame of the next page @chromium', async ({ page }) => {
    await watchFirstFrame(page);
    await page.goto('/about-us');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute(domAttr.theme, 'light');
    await page.goto('/faqs');
    const { first, settled } = await backgrounds(page);
    expect(dark(first), 'first frame light').toBe(false);
    expect(first).toBe(settled);
  });
});

test('a dark choice holds from the first frame across a navigation and a reload', async ({
  page,
}) => {
  await watchFirstFrame(page);
  await page.goto('/about-us');
  expect(dark((await backgrounds(page)).first), 'light before the choice').toBe(false);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');

  // A link followed: the next document.
  await page.locator('.site-footer a[href="/faqs"]').first().click();
  await page.waitForURL('**/faqs');
  let frame = await backgrounds(page);
  expect(dark(frame.first), 'first frame after a navigation').toBe(true);
  expect(frame.first).toBe(frame.settled);
  expect(await page.evaluate(() => window.__firstFrame!.theme)).toBe('dark');

  await page.reload();
  frame = await backgrounds(page);
  expect(dark(frame.first), 'first frame after a reload').toBe(true);
  expect(frame.first).toBe(frame.settled);
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
});

test('a switch is one frame: no transition runs through the other theme', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForLoadState('load');
  // Clicked and read in one task: the transitions a switch starts exist at the next style
  // update, which getAnimations() runs.
  const running = await page.evaluate((selector) => {
    document.querySelector<HTMLElement>(selector)!.click();
    return document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => (animation as CSSTransition).transitionProperty);
  }, classSelector(domClass.themeToggle));
  expect(running).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute(domAttr.theme, 'dark');
});
