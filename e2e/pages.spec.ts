import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { watchConsole } from './console';
import type { Page } from '@playwright/test';
import { routes } from '../src/app/routes';
import { AXE_TAGS } from './axe';
import {
  careerRoles,
  escapeRegExp,
  faqs,
  homePrices,
  planPrices,
  projectCount,
  tabServiceCount,
} from './content-facts';

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

/** The home page's teaser shows at most this many projects (the specification). */
const HOME_PORTFOLIO_LIMIT = 9;

/** The start of an answer as shown: its text up to its first placeholder (filled by the site). */
const answerStart = (answer: string) => new RegExp(`^${escapeRegExp(answer.split('{')[0]!)}`);

/** Nothing outside localhost is reachable: answer other hosts' requests with an empty 204. */
async function stubOtherHosts(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
}

for (const viewport of viewports) {
  test.describe(`every page at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of routes) {
      test(`${route.path} renders without console errors or horizontal scrolling`, async ({
        page,
      }) => {
        await stubOtherHosts(page);
        const problems = watchConsole(page);
        await page.goto(route.path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('main')).not.toBeEmpty();
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
        expect(problems).toEqual([]);
      });
    }
  });
}

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const route of routes) {
    test(`${route.path} has no violations`, async ({ page }) => {
      await stubOtherHosts(page);
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
});

test.describe('pages in the browser', () => {
  test('both currency selectors switch every price; the choice persists across pages and visits', async ({
    page,
  }) => {
    await stubOtherHosts(page);
    const problems = watchConsole(page);
    await page.goto('/');
    const prices = page.getByTestId('price');
    await expect(prices).toHaveText(homePrices('PKR'));
    const selectors = page.getByRole('group', { name: 'Currency' });
    await expect(selectors).toHaveCount(2);
    // A click on the prerendered button before hydration does nothing: retry until it is live.
    await expect(async () => {
      await selectors.first().getByRole('button', { name: 'USD' }).click();
      await expect(prices).toHaveText(homePrices('USD'), { timeout: 1000 });
    }).toPass();
    await selectors.nth(1).getByRole('button', { name: 'PKR' }).click();
    await expect(prices.first()).toHaveText(homePrices('PKR')[0]!);
    await selectors.nth(1).getByRole('button', { name: 'USD' }).click();
    await expect(prices.last()).toHaveText(homePrices('USD').at(-1)!);
    // Client-side navigation keeps it; so does a new visit (reload), without hydration errors.
    await page.goto('/services/cpanel-hosting');
    await expect(page.locator('#hosting-plans').getByTestId('price')).toHaveText(planPrices('USD'));
    await page.reload();
    await expect(page.locator('#hosting-plans').getByTestId('price').first()).toHaveText(
      planPrices('USD')[0]!,
    );
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('the portfolio filter is in the URL, survives a reload and can be shared', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/portfolio');
    const cards = page.locator('.portfolio-card');
    await expect(cards).toHaveCount(projectCount());
    await expect(async () => {
      await page.getByRole('button', { name: 'Real Estate' }).click();
      await expect(page).toHaveURL(/\/portfolio\?category=realestate$/, { timeout: 1000 });
    }).toPass();
    await expect(cards).toHaveCount(projectCount('realestate'));
    await page.reload();
    await expect(cards).toHaveCount(projectCount('realestate'));
    await expect(page.getByRole('button', { name: 'Real Estate' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/portfolio?category=organizations');
    await expect(cards).toHaveCount(projectCount('organizations'));
    await page.getByRole('button', { name: 'All Projects' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(cards).toHaveCount(projectCount());
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('the home teaser shows the first projects and See Our Portfolio; tabs switch the services', async ({
    page,
  }) => {
    await stubOtherHosts(page);
    await page.goto('/');
    await expect(page.locator('.portfolio-teaser .portfolio-card')).toHaveCount(
      Math.min(HOME_PORTFOLIO_LIMIT, projectCount()),
    );
    await page.getByRole('link', { name: 'See Our Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await page.goto('/#services');
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('.service-card')).toHaveCount(tabServiceCount('Development'));
    await expect(async () => {
      await page.getByRole('tab', { name: 'Marketing' }).click();
      await expect(panel.locator('.service-card')).toHaveCount(tabServiceCount('Marketing'), {
        timeout: 1000,
      });
    }).toPass();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Domain & Hosting' })).toBeFocused();
    await expect(panel.locator('.service-card')).toHaveCount(tabServiceCount('Domain & Hosting'));
  });

  test('the FAQ accordion opens one item at a time and moves between headers by keyboard', async ({
    page,
  }) => {
    await page.goto('/faqs');
    const headers = page.locator('.accordion-button');
    await expect(headers).toHaveCount(faqs.length);
    const openPanels = page.locator('.faq-accordion [role="region"]:visible');
    await expect(async () => {
      await headers.first().click();
      await expect(openPanels).toHaveText([answerStart(faqs[0]!.answer)], { timeout: 1000 });
    }).toPass();
    await page.keyboard.press('End');
    await expect(headers.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(headers.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(headers.last()).toHaveAttribute('aria-expanded', 'true');
    await expect(openPanels).toHaveText([answerStart(faqs.at(-1)!.answer)]);
    await page.keyboard.press('ArrowDown');
    await expect(headers.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(headers.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(headers.first()).toBeFocused();
    await headers.last().click();
    await expect(headers.last()).toHaveAttribute('aria-expanded', 'false');
    await expect(openPanels).toHaveCount(0);
  });

  test('careers and contact pages link as the spec says', async ({ page }) => {
    await page.goto('/careers');
    const resumes = page.getByRole('link', { name: /^Send Resume/ });
    await expect(resumes).toHaveCount(careerRoles.length);
    await expect(resumes.first()).toHaveAttribute(
      'href',
      new RegExp(
        `^mailto:[^?]+\\?subject=${escapeRegExp(encodeURIComponent(`Application for ${careerRoles[0]!.title}`))}$`,
      ),
    );
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText("Reach out to us — We're just a message away!")).toBeVisible();
    for (const name of ['Email Us', 'Call Us', 'WhatsApp'])
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start WhatsApp Chat' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
