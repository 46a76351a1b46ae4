import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { watchConsole } from './console';
import { hydrated } from './hydration';
import { homePrices, planPrices, tabServiceCount } from './content-facts';

// Parts hydrated on their first use (hydratedOnUse in src/components/deferred.tsx): the home
// page's service tabs, package card and hosting plans, the cPanel page's plans, the footer and
// the top banner. Their code loads on a press, touch, focus or key inside them, never on its own;
// a button clicked before it has arrived does what it says once it has; a link clicked before is
// followed by the browser, and after navigates in place.

/** The chunks of the parts hydrated on their first use. */
const partChunks = /\/assets\/(home-later|plans|layout-links)-/;

/**
 * Opens `path` with those chunks held back `delayMs` (so a click surely comes before them), and
 * waits for the page to settle and React to listen. Returns the scripts and documents requested.
 */
async function open(page: Page, path: string, delayMs = 600) {
  const problems = watchConsole(page);
  const scripts: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(url.pathname);
    if (request.resourceType() === 'document') documents.push(url.pathname);
  });
  await page.route(partChunks, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root')!).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      ),
    )
    .toBe(true);
  return { problems, scripts, documents };
}

/** Idle for a while, then scrolled to the bottom and back: what loads without any use. */
async function idleAndScroll(page: Page) {
  await page.waitForTimeout(1500);
  await page.mouse.wheel(0, 6000);
  await page.waitForTimeout(500);
  await page.mouse.wheel(0, -6000);
  await page.waitForTimeout(1000);
}

test('home: no code for the tabs, prices or footer after load, idle and scroll; a tab clicked before its code shows', async ({
  page,
}) => {
  const { problems, scripts } = await open(page, '/');
  await idleAndScroll(page);
  expect(scripts.filter((path) => partChunks.test(path))).toEqual([]);
  expect(await hydrated(page.locator('.service-tablist'))).toBe(false);

  const panel = page.getByRole('tabpanel');
  await expect(panel.locator('.service-card')).toHaveCount(tabServiceCount('Development'));
  const marketing = page.getByRole('tab', { name: 'Marketing' });
  await marketing.click();
  // The click came before the code (held back): it is repeated once the tabs have hydrated.
  await expect(marketing).toHaveAttribute('aria-selected', 'true');
  await expect(panel.locator('.service-card')).toHaveCount(tabServiceCount('Marketing'));
  expect(scripts.some((path) => /\/assets\/home-later-/.test(path))).toBe(true);
  await page.waitForTimeout(800);
  await expect(marketing).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

test("home: the package card's currency switch clicked before its code switches every price, the last click last", async ({
  page,
}) => {
  const { problems, scripts } = await open(page, '/');
  await idleAndScroll(page);
  expect(scripts.filter((path) => partChunks.test(path))).toEqual([]);
  const prices = page.getByTestId('price');
  await expect(prices).toHaveText(homePrices('PKR'));
  const currency = page.getByRole('group', { name: 'Currency' }).first();
  const usd = currency.getByRole('button', { name: 'USD' });
  // Two clicks before the code: both are repeated, in their order (the last one stays).
  await currency.getByRole('button', { name: 'PKR' }).click();
  await usd.click();
  await expect(prices).toHaveText(homePrices('USD'));
  await expect(usd).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);
});

test("cPanel hosting: the plans' currency switch clicked before its code switches the prices", async ({
  page,
}) => {
  const { problems, scripts } = await open(page, '/services/cpanel-hosting');
  await idleAndScroll(page);
  expect(scripts.filter((path) => partChunks.test(path))).toEqual([]);
  const plans = page.locator('#hosting-plans');
  await expect(plans.getByTestId('price')).toHaveText(planPrices('PKR'));
  await plans.getByRole('button', { name: 'USD' }).click();
  await expect(plans.getByTestId('price')).toHaveText(planPrices('USD'));
  expect(problems).toEqual([]);
});

test('footer: once its code has come with a focus inside it, a link navigates in place (no document request)', async ({
  page,
}) => {
  const { problems, scripts, documents } = await open(page, '/about-us', 0);
  await idleAndScroll(page);
  expect(scripts.filter((path) => partChunks.test(path))).toEqual([]);
  const link = page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).first();
  await link.focus();
  await expect.poll(() => scripts.some((path) => /\/assets\/layout-links-/.test(path))).toBe(true);
  await expect.poll(() => hydrated(page.locator('footer a'))).toBe(true);
  const before = documents.length;
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await link.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('h1')).toHaveText(/contact/i);
  expect(documents.length).toBe(before);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test('footer and top banner: a link clicked before their code has come still leads to its page', async ({
  page,
}) => {
  const { problems } = await open(page, '/about-us');
  await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('h1')).toHaveText(/contact/i);
  await page.waitForLoadState('networkidle');
  const ticket = page.locator('.top-banner').getByRole('link', { name: /Open Support Ticket/ });
  await expect(ticket).toHaveAttribute('href', /submitticket/);
  expect(problems).toEqual([]);
});
