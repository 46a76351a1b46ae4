// The layout's behaviour where a visitor acts: the phone menu, the FAQ items and the WhatsApp card
// on a phone, the header's call to action and the mega-menu on a laptop, and the longest texts the
// schemas allow. The layout's rules on every page, at every screen, are checked on each page's one
// load by e2e/sweep.spec.ts (e2e/page-checks.ts).
import { expect, test } from '@playwright/test';
import { whatsappTexts } from './content-facts';
import { MIN_TAP_PX } from './page-checks';
import { PORTFOLIO_NAME_MAX_LENGTH } from '../src/content/portfolio.schema';
import { TESTIMONIAL_LIMITS } from '../src/content/testimonials.schema';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
} from '../src/features/contact/contact-protocol';

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
    const card = page.getByRole('region', { name: whatsappTexts.cardTitle });
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

test.describe('the focus ring', () => {
  // The built stylesheet, in both themes: a rule the build drops shows the browser's own thin
  // ring instead, dark on the light theme and light on the dark one.
  for (const colorScheme of ['light', 'dark'] as const)
    test(`a control reached with the keyboard shows the amber ring (${colorScheme} theme)`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/contact');
      const accent = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--c-accent)';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
      // The banner's two links: the first focused, the second reached with Tab.
      const links = page.locator('.top-banner a');
      await links.first().focus();
      await page.keyboard.press('Tab');
      const link = links.last();
      await expect(link).toBeFocused();
      const ring = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return [element.matches(':focus-visible'), style.outlineStyle, style.outlineWidth];
      });
      expect(ring).toEqual([true, 'solid', '3px']);
      await expect(link).toHaveCSS('outline-color', accent);
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
    const button = document.querySelector<HTMLElement>('.site-header .header-cta')!;
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
