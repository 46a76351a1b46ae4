import { expect, test } from '@playwright/test';
import { stopPageScripts } from './no-script';
import { routes } from '../src/app/routes';
import { headOf } from '../src/app/route-heads';
import {
  NO_SCRIPT_MESSAGE,
  NO_SCRIPT_SEARCH_LABEL,
} from '../src/features/domain-check/domain-messages';
import { estimateTexts } from '../src/features/pricing/estimate-texts';
import { estimateCatalog } from '../src/content/estimator';
import { watchConsole } from './console';
import { homePrices, whatsappTexts } from './content-facts';

// The site with JavaScript off: every page is a whole document, links navigate, and what HTML
// does by itself works (details, popover, forms). The contact form's native post has its own
// tests (no-script.spec.ts).
test.use({ javaScriptEnabled: false });

test.beforeEach(({ context, browserName }) => stopPageScripts(context, browserName));

test('scripts are off', async ({ page }) => {
  await page.goto('/');
  // The head script sets the currency before the first paint when it runs.
  await expect(page.locator('html')).not.toHaveAttribute('data-currency');
});

// Every document served whole, in one engine: what it shows with its scripts stopped is its
// HTML and CSS, which Firefox renders in the sweep (e2e/sweep.spec.ts) on every page. What the
// platform does by itself with that HTML differs by engine, and is tested in both below.
test.describe('every page with JavaScript off', { tag: '@chromium' }, () => {
  for (const route of routes) {
    test(`${route.path} renders with its heading and no console error`, async ({ page }) => {
      const problems = watchConsole(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(headOf(route).title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
      expect(problems).toEqual([]);
    });
  }
});

test.describe('what HTML does by itself, with JavaScript off', () => {
  test('the domain form sends its search and the page says plainly that it cannot check it', async ({
    browserName,
    page,
  }) => {
    test.skip(browserName === 'firefox', 'Firefox here still counts as scripting: no <noscript>');
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Domain availability' });
    await search.getByRole('textbox', { name: 'Domain name' }).fill('mybrand.com');
    await search.getByRole('button', { name: 'Check' }).click();
    await expect(page).toHaveURL(/\/\?domain=mybrand\.com$/);
    // The line is the checker's <noscript> content (which text locators skip).
    const line = page.locator('.domain-checker-status noscript p');
    await expect(line).toBeVisible();
    await expect(line).toContainText(NO_SCRIPT_MESSAGE);
    await expect(page.getByRole('link', { name: NO_SCRIPT_SEARCH_LABEL })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(search.getByRole('textbox', { name: 'Domain name' })).toBeVisible();
  });

  test('the estimator sends its answers in the address and the page says the range needs JavaScript', async ({
    browserName,
    page,
  }) => {
    test.skip(browserName === 'firefox', 'Firefox here still counts as scripting: no <noscript>');
    const [service] = estimateCatalog.services;
    const [size] = estimateCatalog.sizes;
    await page.goto('/estimate');
    const estimator = page.getByRole('form', { name: 'Project estimator' });
    await estimator.getByLabel(service!.label, { exact: true }).check();
    await estimator.getByLabel(size!.label, { exact: true }).check();
    await estimator.getByRole('button', { name: estimateTexts.submit }).click();
    await expect(page).toHaveURL(`/estimate?service=${service!.id}&size=${size!.id}`);
    // The questions are all there, and the line is the page's <noscript> content.
    await expect(estimator.getByRole('group')).toHaveCount(6);
    const line = page.locator('noscript p');
    await expect(line).toBeVisible();
    await expect(line).toContainText(estimateTexts.noScript);
    await expect(line.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('prices show in rupees', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('price')).toHaveText(homePrices('PKR'), { useInnerText: true });
  });

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/faqs');
    const items = page.locator('.faq-accordion details');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).locator('.accordion-body')).toBeVisible();
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await expect(items.nth(0).locator('.accordion-body')).toBeHidden();
  });

  test('the WhatsApp card opens', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Chat on WhatsApp' }).click();
    await expect(page.getByRole('link', { name: whatsappTexts.cardButton })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("every page of the main menu can be reached: in the phone menu's list or the footer", async ({
      browserName,
      page,
    }) => {
      test.skip(browserName === 'firefox', 'Firefox here still counts as scripting');
      await page.goto('/about-us');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = page.getByRole('button', { name: 'Toggle navigation' });
      if (await toggle.isVisible()) await toggle.click();
      const paths = await nav
        .locator('a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
      expect(paths.length).toBeGreaterThan(3);
      for (const path of paths) {
        const link = page.locator(`a[href="${path}"]:visible`);
        expect(await link.count(), `a visible link to ${path}`).toBeGreaterThan(0);
      }
      // Followed, a link loads its page.
      const about = page.locator('a[href="/portfolio"]:visible').first();
      await about.click();
      await expect(page).toHaveURL(/\/portfolio$/);
      await expect(page.locator('h1')).toBeVisible();
    });
  });
});
