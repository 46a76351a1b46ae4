// The layout's rules on every page, at phone and desktop widths: what is fixed on the screen never
// covers what a visitor reads or uses, the header never leaves a gap, tap targets and text are
// large enough, fields' hints are not cut, and the long pages stay within their lengths. One load per route and width, many
// checks on it; the rules are geometry, not pictures, so they hold whatever the content.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { routes } from '../src/app/routes';
import { PORTFOLIO_NAME_MAX_LENGTH } from '../src/content/portfolio.schema';
import { TESTIMONIAL_LIMITS } from '../src/content/testimonials.schema';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
} from '../src/features/contact/contact-protocol';

/** Phones (the common small, middle and large widths, each with its screen height) and a laptop. */
const screens = [
  { width: 360, height: 740, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 430, height: 932, phone: true },
  { width: 1366, height: 900, phone: false },
] as const;
/** Firefox, about 1.5 times slower here, checks the middle phone and the laptop. */
const firefoxScreens = new Set([390, 1366]);
/** Page lengths on a 390 px phone, every specified item shown. */
const maxLength: Record<string, number> = { '/': 9000, '/portfolio': 10000 };
const MIN_TAP_PX = 44;
const MIN_TEXT_PX = 14;
/** The header's scroll history before it is checked at the top again (px; 'end' = the bottom). */
const scrollHistory = [600, 30, 51, 'end', 120, 0] as const;

interface Findings {
  problems: string[];
  length: number;
}

/**
 * Runs in the page: walks it from top to bottom and back, and returns every broken rule. Fixed
 * elements are found once (by their computed position); the header is the frame of the screen,
 * so the content under it is not in view and it is checked by its own rule.
 */
async function inspect({
  phone,
  minTap,
  minText,
  history,
}: {
  phone: boolean;
  minTap: number;
  minText: number;
  history: readonly (number | 'end')[];
}): Promise<Findings> {
  const problems: string[] = [];
  const frames = (count: number) =>
    new Promise<void>((resolve) => {
      const next = (left: number) =>
        left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
      next(count);
    });
  const scroll = async (top: number) => {
    window.scrollTo({ top, behavior: 'instant' });
    await frames(3);
  };
  const name = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const label = element.getAttribute('aria-label');
    return `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}> "${label ?? text}"`;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.width > 0 &&
    a.height > 0 &&
    b.width > 0 &&
    b.height > 0 &&
    a.left < b.right - 0.5 &&
    b.left < a.right - 0.5 &&
    a.top < b.bottom - 0.5 &&
    b.top < a.bottom - 0.5;

  await document.fonts.ready;
  const header = document.querySelector<HTMLElement>('.site-header')!;
  const fixed = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
    (element) =>
      getComputedStyle(element).position === 'fixed' &&
      element !== header &&
      !header.contains(element),
  );
  const inFixed = (element: Element) =>
    header.contains(element) || fixed.some((box) => box.contains(element));
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href],button,input:not([type="hidden"]),select,textarea,summary',
    ),
  ].filter((element) => !inFixed(element));
  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('script,style,template,svg'))
      continue;
    if (!inFixed(parent)) texts.push(node as Text);
  }
  const lineBoxes = (node: Text) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()];
  };
  /** The fixed elements on the screen now, with their boxes. */
  const floating = () =>
    fixed
      .filter(shown)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);

  // Text size and tap targets, at the top of the page.
  await scroll(0);
  for (const node of texts) {
    const parent = node.parentElement!;
    if (!shown(parent) || lineBoxes(node).length === 0) continue;
    const size = parseFloat(getComputedStyle(parent).fontSize);
    if (size < minText - 0.01) problems.push(`text of ${size} px: ${name(parent)}`);
  }
  // Every field's hint fits in it, uncut.
  const measure = document.createElement('canvas').getContext('2d')!;
  for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    if (!shown(field)) continue;
    const style = getComputedStyle(field);
    measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (measure.measureText(field.placeholder).width > room + 0.5)
      problems.push(`the hint "${field.placeholder}" is cut in ${name(field)}`);
  }
  if (phone) {
    for (const control of controls) {
      if (!shown(control)) continue;
      const box = control.getBoundingClientRect();
      // Off the page until focused (the skip link), kept from people (the form's trap for
      // bots), or a link inside a sentence (exempt).
      if (box.bottom + scrollY <= 0 || box.right <= 0 || box.width === 0) continue;
      if (control.tabIndex < 0 && control.closest('[aria-hidden="true"]')) continue;
      const parentText = (control.parentElement?.textContent ?? '').trim();
      const inline =
        getComputedStyle(control).display === 'inline' &&
        parentText !== (control.textContent ?? '').trim();
      if (inline) continue;
      if (box.width < minTap - 0.5 || box.height < minTap - 0.5)
        problems.push(
          `tap target of ${Math.round(box.width)}x${Math.round(box.height)} px: ${name(control)}`,
        );
    }
  }

  // While scrolling: nothing fixed over a link, button or field in view; the header in place.
  const headerHeight = header.getBoundingClientRect().height;
  const end = () => document.documentElement.scrollHeight - innerHeight;
  const step = Math.max(100, Math.floor((innerHeight - headerHeight) / 2));
  const checkHeader = (at: string) => {
    const box = header.getBoundingClientRect();
    if (Math.abs(box.top) > 0.5 || Math.abs(box.height - headerHeight) > 0.5)
      problems.push(`${at}: the header moved or changed height (${box.top}, ${box.height} px)`);
  };
  for (let top = 0; ; top = Math.min(top + step, end())) {
    await scroll(top);
    checkHeader(`at ${top} px`);
    for (const { element, box } of floating())
      for (const control of controls) {
        const target = control.getBoundingClientRect();
        if (target.bottom <= headerHeight || target.top >= innerHeight) continue;
        if (overlap(box, target) && shown(control))
          problems.push(`at ${top} px: ${name(element)} covers ${name(control)}`);
      }
    if (top >= end()) break;
  }

  // At the end of the page: nothing fixed over any text, link or button.
  for (const { element, box } of floating()) {
    for (const control of controls)
      if (overlap(box, control.getBoundingClientRect()) && shown(control))
        problems.push(`at the end: ${name(element)} covers ${name(control)}`);
    for (const node of texts)
      if (lineBoxes(node).some((line) => overlap(box, line)) && shown(node.parentElement!))
        problems.push(`at the end: ${name(element)} covers the text "${node.textContent!.trim()}"`);
  }

  // After any scroll history, the header's bottom meets the first section's top.
  for (const top of history) {
    await scroll(top === 'end' ? end() : top);
    checkHeader(`after scrolling to ${top}`);
  }
  const headerBottom = header.getBoundingClientRect().bottom;
  const first = document.querySelector('main')!.firstElementChild!;
  const firstBox = first.getBoundingClientRect();
  const under = document.elementFromPoint(innerWidth / 2, headerBottom + 1);
  if (firstBox.top > headerBottom + 0.5 || !under || !first.contains(under))
    problems.push(
      `back at the top, the header ends at ${headerBottom} px and ${name(first)} starts at ${firstBox.top} px, with ${under ? name(under) : 'nothing'} between`,
    );
  return { problems, length: document.documentElement.scrollHeight };
}

async function open(page: Page, path: string, screen: (typeof screens)[number]) {
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await page.goto(path);
  await page.waitForLoadState('load');
}

const pages = [...routes.map((route) => route.path), '/no-such-page'];

for (const path of pages) {
  test(`${path}: nothing fixed covers content, the header meets the page, targets and text are large enough`, async ({
    page,
  }, testInfo) => {
    const firefox = testInfo.project.name === 'firefox';
    for (const screen of screens) {
      if (firefox && !firefoxScreens.has(screen.width)) continue;
      await open(page, path, screen);
      const findings = await page.evaluate(inspect, {
        phone: screen.phone,
        minTap: MIN_TAP_PX,
        minText: MIN_TEXT_PX,
        history: scrollHistory,
      });
      expect(findings.problems, `${path} at ${screen.width} px`).toEqual([]);
      if (screen.width === 390 && maxLength[path])
        expect(findings.length, `${path} at 390 px`).toBeLessThanOrEqual(maxLength[path]);
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu shows its state, one current page, the whole services list, and a backdrop that closes it', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle.locator('.icon-close')).toBeVisible();
    await expect(toggle.locator('.icon-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat on WhatsApp' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Our Services' }).click();
    // One item marked as the current page, whatever else is open.
    const underlined = await nav
      .locator('.nav-link')
      .evaluateAll(
        (links) =>
          links.filter((link) => getComputedStyle(link).textDecorationLine === 'underline').length,
      );
    expect(underlined).toBe(1);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('About Us');
    // Every service inside the screen, each a full tap target.
    const boxes = await nav
      .locator('.mega-menu-link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(844);
      expect(box.height).toBeGreaterThanOrEqual(MIN_TAP_PX - 0.5);
    }
    await nav.getByRole('button', { name: 'Our Services' }).click();
    // A tap on the page under the menu (its backdrop) closes it: low on the screen, but above
    // the bottom 100 px, where a notice may be showing (the first visit's offline notice).
    await page.mouse.click(195, 740);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.menu-backdrop')).toBeHidden();
    // The floating buttons are back (shown unless something of the page is under them).
    await expect(page.locator('.whatsapp-toggle')).not.toHaveCSS('display', 'none');
  });

  test('an open FAQ item looks open and the closed ones look closed', async ({ page }) => {
    await page.goto('/faqs');
    const summaries = page.locator('[data-accordion] summary');
    await summaries.nth(1).click();
    await expect(summaries.nth(1).locator('xpath=..')).toHaveAttribute('open', '');
    const looks = await summaries.evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return `${style.backgroundColor} ${getComputedStyle(item, '::after').transform}`;
      }),
    );
    const open = looks[1];
    const closed = looks.filter((_, index) => index !== 1);
    expect(new Set(closed).size).toBe(1);
    expect(closed[0]).not.toBe(open);
  });

  test('the WhatsApp card closes when the page scrolls away and on a tap outside it', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Chat on WhatsApp' });
    const card = page.getByRole('region', { name: 'Chat with us' });
    await toggle.click();
    await expect(card).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(card).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await toggle.click();
    await expect(card).toBeVisible();
    // A tap on the hero's heading, outside the card.
    const heading = await page.locator('h1').boundingBox();
    await page.mouse.click(heading!.x + 10, heading!.y + 10);
    await expect(card).toBeHidden();
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  /** Runs in the page: the contrast of the client-area button with what is behind it (WCAG). */
  function buttonContrast(): number {
    const channels = (colour: string) =>
      colour
        .match(/[\d.]+/g)!
        .slice(0, 4)
        .map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = (c: number) =>
        c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    const ratio = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const button = [...document.querySelectorAll<HTMLElement>('.site-header a')].find(
      (link) => link.textContent?.trim() === 'Login Client Area',
    )!;
    const box = button.getBoundingClientRect();
    // What is painted just beside the button: the first element there with a background.
    const behind = document
      .elementsFromPoint(box.left - 6, box.top + box.height / 2)
      .map((element) => getComputedStyle(element))
      .find(
        (style) =>
          style.backgroundImage !== 'none' || (channels(style.backgroundColor)[3] ?? 1) > 0,
      )!;
    const colours =
      behind.backgroundImage !== 'none'
        ? behind.backgroundImage.match(/rgba?\([^)]*\)/g)!
        : [behind.backgroundColor];
    const own = channels(getComputedStyle(button).backgroundColor);
    return Math.min(...colours.map((colour) => ratio(own, channels(colour))));
  }

  test('the header call to action stands out from the header, over the hero and solid', async ({
    page,
  }) => {
    for (const path of ['/', '/contact']) {
      await page.goto(path);
      expect(await page.evaluate(buttonContrast), path).toBeGreaterThanOrEqual(3);
    }
  });

  test("the mega-menu's items each fit on one line, inside the screen", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Our Services' }).hover();
    const panel = page.locator('.mega-menu-panel');
    await expect(panel).toBeVisible();
    const lines = await panel.locator('.mega-menu-link span').evaluateAll((labels) =>
      labels.map((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        return {
          text: label.textContent,
          lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
        };
      }),
    );
    expect(lines.filter((item) => item.lines !== 1)).toEqual([]);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
  });
});

test.describe('the longest texts the schemas allow', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** Runs in the page: what sticks out of its card, its footer or the screen's width. */
  function overflows(): string[] {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const box of document.querySelectorAll('.card, .site-footer .container')) {
      const outer = box.getBoundingClientRect();
      for (const inner of box.querySelectorAll('*')) {
        const rect = inner.getBoundingClientRect();
        if (rect.width > 0 && (rect.right > outer.right + 1 || rect.left < outer.left - 1))
          problems.push(`${inner.tagName} "${inner.textContent?.slice(0, 30)}" leaves its box`);
      }
    }
    return problems;
  }
  const words = (length: number) => 'Excellent work, '.repeat(length).slice(0, length).trim();
  const longEmail = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  test('a testimonial, a project name without spaces, and long contact details break no layout', async ({
    page,
  }) => {
    await page.goto('/testimonials');
    await page.evaluate(
      ({ name, location, text }) => {
        const card = document.querySelector('.testimonial-card')!;
        card.querySelector('blockquote p')!.textContent = text;
        card.querySelector('figcaption strong')!.textContent = name;
        card.querySelector('.testimonial-location')!.textContent = location;
      },
      {
        name: 'N'.repeat(TESTIMONIAL_LIMITS.name),
        location: 'L'.repeat(TESTIMONIAL_LIMITS.location),
        text: words(TESTIMONIAL_LIMITS.text),
      },
    );
    expect(await page.evaluate(overflows)).toEqual([]);

    await page.goto('/portfolio');
    await page.evaluate((name) => {
      document.querySelector('.portfolio-card h3')!.textContent = name;
    }, 'P'.repeat(PORTFOLIO_NAME_MAX_LENGTH));
    expect(await page.evaluate(overflows)).toEqual([]);

    await page.goto('/contact');
    const email = longEmail(CONTACT_EMAIL_MAX_LENGTH);
    await page.getByLabel('Name').fill('N'.repeat(CONTACT_NAME_MAX_LENGTH));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill(words(CONTACT_MESSAGE_MAX_LENGTH));
    // The agency's own addresses, as long as an address may be, where the page shows them.
    await page.evaluate((address) => {
      for (const link of document.querySelectorAll('a[href^="mailto:"]'))
        link.textContent = address;
    }, email);
    expect(await page.evaluate(overflows)).toEqual([]);
  });
});
