import { expect, test } from '@playwright/test';
import { headerTexts, portfolioTexts } from './content-facts';
import { watchConsole, withoutEngineNoise } from './console';
import { waitForOfflineReady } from './service-worker';
import { notFoundRoute, routes } from '../src/app/routes';
import { brand, paymentMethods } from '../src/config/site';
import { headOf } from '../src/app/route-heads';

const routeOf = (path: string) => routes.find((route) => route.path === path)!;

// What the server answers and what a page says are the same in every engine: one engine holds
// them (@chromium); the worker's answer and the controls are tested in each.
test.describe('not found', () => {
  for (const path of ['/no-such-page', '/services/unknown/deeper', '/%E0%A4%A']) {
    test(`${path} answers 404 with the not-found page`, { tag: '@chromium' }, async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeVisible();
      await expect.poll(() => messages.some((text) => text.includes('404'))).toBe(true);
      expect(errors).toEqual([]);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  test('with the service worker in control, a link to an unknown path answers the not-found page', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await waitForOfflineReady(page);
    const response = await page.goto('/missing-here');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(headOf(notFoundRoute).title);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
  });
});

test.describe('header and navigation (desktop)', () => {
  test('each nav link loads its page: its title and head, at the top, focus at the start', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // A mark on the window: a new document has none.
    await page.evaluate(() => Object.assign(window, { earlierDocument: true }));
    await page.evaluate(() => window.scrollTo(0, 400));
    await nav.getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page).toHaveTitle(headOf(routeOf('/about-us')).title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us$/);
    expect(await page.evaluate(() => 'earlierDocument' in window)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    for (const [name, path] of [
      ['Our Portfolio', '/portfolio'],
      ['Contact', '/contact'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(headOf(routeOf(path)).title);
    }
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(headOf(routeOf('/')).title);
    const client = nav.getByRole('link', { name: headerTexts.clientArea });
    await expect(client).toHaveAttribute('target', '_blank');
    await expect(client).toHaveAttribute('href', /clientarea\.php$/);
    expect(withoutEngineNoise(problems)).toEqual([]);
  });

  test('the back button returns to the previous page where it was left', async ({
    page,
    browserName,
  }) => {
    // Firefox's driver loses the page the back-forward cache restores (it never sees the URL
    // change): the browser's own Back is held in Chromium.
    test.skip(browserName === 'firefox', "Firefox's driver does not follow a restored page");
    const problems = watchConsole(page);
    await page.goto('/');
    const testimonials = page.locator('.testimonials-block li');
    const count = await testimonials.count();
    expect(count).toBeGreaterThan(0);
    await testimonials.first().scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About Us' })
      .click();
    await expect(page).toHaveTitle(headOf(routeOf('/about-us')).title);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(headOf(routeOf('/')).title);
    await expect(testimonials).toHaveCount(count);
    await expect(page.locator('.portfolio-teaser .portfolio-card').first()).toBeAttached();
    // The browser restores the scroll position as the page is shown again.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    expect(withoutEngineNoise(problems)).toEqual([]);
  });

  test('AI Solutions leads to the #services anchor of the home page from another page', async ({
    page,
  }) => {
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Our Services' }).hover();
    await page.getByRole('link', { name: 'AI Solutions' }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator('#services')).toBeInViewport();
  });

  test('the header is fixed: it stays at the top while the page scrolls under it', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
    expect((await header.boundingBox())!.y).toBe(0);
    // Content starts below it: the home hero's heading and an inner page's heading are visible.
    // The page scrolls smoothly where the engine does: read it once back at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const headerBox = (await header.boundingBox())!;
    const heroHeading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heroHeading.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    await page.goto('/faqs');
    const innerHeading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(innerHeading.y).toBeGreaterThanOrEqual(headerBox.height);
  });

  test('the header turns solid past 50 px on home and is solid on other routes', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    // The logo the visitor sees: the light one over the hero, the dark one on the solid header.
    const logo = header.locator('.navbar-brand img:visible');
    const solid = async (expected: boolean) => {
      await expect(logo).toHaveAttribute('src', expected ? /logo-dark/ : /logo-light/);
      await expect(header).toHaveCSS(
        'background-color',
        expected ? 'rgb(255, 255, 255)' : 'rgba(0, 0, 0, 0)',
      );
    };
    await solid(false);
    // Each step waits for the change it causes: solid at 51 px, transparent again at 50 px.
    await page.evaluate(() => window.scrollTo(0, 51));
    await solid(true);
    await page.evaluate(() => window.scrollTo(0, 50));
    await solid(false);
    await page.evaluate(() => window.scrollTo(0, 51));
    await solid(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await solid(false);
    await page.goto('/faqs');
    await expect(header).toHaveClass(/is-solid/);
    await solid(true);
  });

  test('icons are drawn from the cached sprite, with no icon code in the page', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const ticket = page.locator('.top-banner svg use[href$="#ticket"]');
    const href = (await ticket.getAttribute('href'))!;
    expect(href).toMatch(/^\/assets\/icons-[\w-]{8}\.svg#ticket$/);
    const sprite = await request.get(href.split('#')[0]!);
    expect(sprite.headers()['content-type']).toContain('image/svg+xml');
    expect(await sprite.text()).toContain('<symbol id="ticket"');
    // The referenced glyph is drawn: the <use> gets the size of the ticket's paths.
    await expect
      .poll(() => ticket.evaluate((use) => (use as SVGUseElement).getBBox().width))
      .toBeGreaterThan(10);
  });

  test(
    'the footer has its link groups, contacts, payment methods and copyright 2025',
    {
      tag: '@chromium',
    },
    async ({ page }) => {
      await page.goto('/');
      const footer = page.locator('footer');
      for (const path of [
        '/faqs',
        '/careers',
        '/contact',
        '/privacy-policy',
        '/terms-of-service',
        '/cookies-policy',
      ]) {
        await expect(footer.locator(`a[href="${path}"]`).first()).toBeAttached();
      }
      await expect(footer.locator('a[href$="submitticket.php"]')).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(footer.locator('a[href^="mailto:"]').first()).toBeAttached();
      await expect(footer.locator('a[href*="wa.me"]').first()).toBeAttached();
      for (const method of paymentMethods) {
        await expect(footer.getByText(method, { exact: true })).toBeVisible();
      }
      await expect(footer).toContainText(`© ${brand.copyrightYear} ${brand.name}`);
    },
  );

  test(
    'the top banner shows the slogan, a WhatsApp phone link and the support ticket link',
    {
      tag: '@chromium',
    },
    async ({ page }) => {
      await page.goto('/');
      const banner = page.locator('.top-banner');
      await expect(banner).toContainText(
        'Building Digital Dreams – Your One-Stop Web Solution Hub!',
      );
      await expect(banner.locator('a[href*="wa.me"]')).toContainText('+92');
      await expect(banner.getByRole('link', { name: headerTexts.supportTicket })).toHaveAttribute(
        'href',
        /submitticket\.php$/,
      );
    },
  );

  test('the notices region is labelled, mounts with the first notice, reachable with Alt+T', async ({
    page,
  }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Notifications' });
    // A page only read loads no notices code.
    await page.waitForLoadState('networkidle');
    await expect(region).toHaveCount(0);
    // An empty domain check raises a notice; Alt+T takes the keyboard to it.
    await page.locator('.domain-checker-button').click();
    await expect(region.getByRole('alert')).toContainText('Please enter a domain name');
    await page.keyboard.press('Alt+t');
    await expect(region.locator(':focus')).toHaveCount(1);
  });
});

test('home: a link in the portfolio teaser loads the portfolio', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await page.getByRole('link', { name: portfolioTexts.seeAll }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.locator('h1')).toHaveText(/portfolio/i);
  expect(withoutEngineNoise(problems)).toEqual([]);
});
