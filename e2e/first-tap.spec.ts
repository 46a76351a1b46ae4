import { expect, test } from '@playwright/test';
import { whatsappTexts } from './content-facts';
import type { Page } from '@playwright/test';
import { serviceTabs } from '../src/content/services';
import { CONTACT_ENDPOINT } from '../src/features/contact/contact-protocol';
import { contactMessages } from '../src/features/contact/contact-schema';
import { contactTexts } from '../src/features/contact/contact-texts';
import {
  CHECK_BUTTON_LABEL,
  CHECKING_BUTTON_LABEL,
  notices,
} from '../src/features/domain-check/domain-messages';
import { ISLAND_WAIT_MS, MEGA_MENU_CLOSE_DELAY_MS } from '../src/config/ui';
import { megaMenu } from '../src/content/navigation';
import { answerLookups } from './fake-lookups';
import { mailsFrom } from './mailbox';
import { unique } from './outbox';

// Every control answers a single tap or key from the first paint on: its state is in the served
// HTML and the head's inline script handles it (src/inline/page-controls.ts), the same code before
// and after the page's scripts have run. Each control is tried with the page's scripts held back,
// as they are before they arrive on a slow phone (the first-paint loader inserts them after the
// paint). The forms are answered by the head script until their island has taken them
// (`data-hydrated`).

// No service worker: scripts come from the network, where they are held back.
test.use({ serviceWorkers: 'block' });

/** The page's scripts: held back until `release()` (never, unless the test releases them). */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return () => release();
}

/** The documents the page requests from now on: a page load shows here. */
function documentRequests(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return documents;
}

/** Opens `path` painted with its scripts held back: nothing has run but the inline script. */
async function open(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

const usdShown = (page: Page) => page.locator('[data-price="USD"]:visible');
const pkrShown = (page: Page) => page.locator('[data-price="PKR"]:visible');

// Each control's behaviour has its one browser test here, at first paint: the head script that
// answers it is the same code once the page has settled. What only a settled page has (a choice
// kept across pages and reloads, a filter in a shared link) is tested in pages.spec.ts.
test.describe('at first paint', () => {
  test('home: the hero currency switch shows every price in dollars, one tap', async ({ page }) => {
    await open(page, '/');
    const prices = await page.getByTestId('price').count();
    await page.locator('.hero-offer').getByRole('button', { name: 'USD' }).click();
    await expect(usdShown(page)).toHaveCount(prices);
    await expect(pkrShown(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'USD', pressed: true })).toHaveCount(2);
  });

  test('cPanel page: the plans currency switch, one tap', async ({ page }) => {
    await open(page, '/services/cpanel-hosting');
    const plans = page.locator('.hosting-plans');
    await plans.getByRole('button', { name: 'USD' }).click();
    await expect(plans.locator('[data-price="USD"]:visible')).toHaveCount(
      await plans.getByTestId('price').count(),
    );
    await plans.getByRole('button', { name: 'PKR' }).click();
    await expect(plans.locator('[data-price="USD"]:visible')).toHaveCount(0);
  });

  test('home: a service tab shows its services, one tap; arrow keys move on', async ({ page }) => {
    await open(page, '/');
    const [first, second, third] = serviceTabs;
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('.service-card')).toHaveCount(first!.services.length);
    const tab = page.getByRole('tab', { name: second!.label });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(panel.locator('.service-card')).toHaveCount(second!.services.length);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: third!.label })).toBeFocused();
    await expect(panel.locator('.service-card')).toHaveCount(third!.services.length);
  });

  test('FAQs: one answer open at a time, one tap; the keys move between questions', async ({
    page,
  }) => {
    await open(page, '/faqs');
    const items = page.locator('.faq-accordion details');
    const questions = items.locator('summary');
    const answers = items.locator('.accordion-body');
    expect(await items.count()).toBeGreaterThan(2);
    const openAnswers = page.locator('.faq-accordion details[open] .accordion-body');
    await questions.first().click();
    await expect(items.first()).toHaveAttribute('open', '');
    await expect(answers.first()).toBeVisible();
    await expect(openAnswers).toHaveText([(await answers.first().textContent())!]);
    // Another question closes the open one.
    await questions.nth(2).click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.first()).not.toHaveAttribute('open', '');
    await questions.nth(2).click();
    await expect(openAnswers).toHaveCount(0);
    await questions.first().click();
    await page.keyboard.press('End');
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items.first()).not.toHaveAttribute('open', '');
    await expect(items.last()).toHaveAttribute('open', '');
    await expect(openAnswers).toHaveText([(await answers.last().textContent())!]);
    await page.keyboard.press('ArrowDown');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(questions.first()).toBeFocused();
    await questions.last().click();
    await expect(items.last()).not.toHaveAttribute('open', '');
    await expect(openAnswers).toHaveCount(0);
  });

  test('portfolio: a category filter shows its projects, one tap', async ({ page }) => {
    await open(page, '/portfolio');
    const filter = page.locator('.portfolio-filters [data-filter]').nth(1);
    const category = (await filter.getAttribute('data-filter'))!;
    const inCategory = await page.locator(`[data-category="${category}"]`).count();
    await filter.click();
    await expect(page.locator('.portfolio-gallery .portfolio-card:visible')).toHaveCount(
      inCategory,
    );
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`\\?category=${category}$`));
  });

  test('the WhatsApp button opens its card with a prefilled chat link, one tap, and closes it', async ({
    page,
  }) => {
    await open(page, '/about-us');
    const toggle = page.getByRole('button', { name: 'Chat on WhatsApp' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const card = page.getByRole('region', { name: whatsappTexts.cardTitle });
    await expect(card).toBeVisible();
    await expect(card).toContainText(whatsappTexts.cardStatus!);
    await expect(card).toContainText(whatsappTexts.cardText!);
    const start = card.getByRole('link', { name: whatsappTexts.cardButton });
    await expect(start).toBeVisible();
    await expect(start).toHaveAttribute('target', '_blank');
    await expect(start).toHaveAttribute('rel', 'noopener noreferrer');
    const href = (await start.getAttribute('href'))!;
    expect(new URL(href).searchParams.get('text')).toBe(
      'Hello! I need assistance with your services.',
    );
    await toggle.click();
    await expect(page.getByRole('link', { name: whatsappTexts.cardButton })).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('desktop: the mega-menu opens on hover, closes 150 ms after the pointer leaves, and navigates', async ({
    page,
  }) => {
    await open(page, '/about-us');
    const toggle = page.getByRole('button', { name: 'Our Services' });
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // From here on the page logs each change of aria-expanded, and each pointer move, with its time.
    await toggle.evaluate((button) => {
      const log: { expanded: string | null; at: number }[] = [];
      const moves: number[] = [];
      Object.assign(window, { expandedLog: log, pointerMoves: moves });
      new MutationObserver(() =>
        log.push({ expanded: button.getAttribute('aria-expanded'), at: performance.now() }),
      ).observe(button, { attributeFilter: ['aria-expanded'] });
      document.addEventListener('pointermove', (event) => moves.push(event.timeStamp), true);
    });
    const expandedLog = () =>
      page.evaluate(
        () =>
          (window as unknown as { expandedLog: { expanded: string; at: number }[] }).expandedLog,
      );
    for (const column of megaMenu) {
      await expect(page.getByText(column.title, { exact: true })).toBeVisible();
      for (const item of column.items) {
        const link = page.getByRole('link', { name: item.name, exact: true }).first();
        await expect(link).toBeVisible();
        if (item.external) await expect(link).toHaveAttribute('target', '_blank');
      }
    }
    await expect(
      page.getByRole('link', { name: 'Need a custom solution? Contact us today' }),
    ).toHaveAttribute('href', '/contact');
    // A click on the hovered button keeps the menu open under the pointer: it never closes, not
    // even for a moment, over twice the close delay (a toggle would close it at once).
    await toggle.click();
    await page.evaluate(
      (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      2 * MEGA_MENU_CLOSE_DELAY_MS,
    );
    expect(await expandedLog()).toEqual([]);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Leaving closes it, no sooner than the close delay after the pointer left.
    await page.mouse.move(5, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 1000 });
    const seo = page.locator('.mega-menu-panel').getByRole('link', { name: 'SEO Services' });
    await expect(seo).toBeHidden();
    const [closed, ...more] = await expandedLog();
    expect(closed?.expanded).toBe('false');
    expect(more).toEqual([]);
    const left = await page.evaluate(() =>
      (window as unknown as { pointerMoves: number[] }).pointerMoves.at(-1)!,
    );
    expect(closed!.at - left).toBeGreaterThanOrEqual(MEGA_MENU_CLOSE_DELAY_MS - 1);

    await toggle.hover();
    await page.getByRole('link', { name: 'Website Development' }).first().click();
    await expect(page).toHaveURL(/\/services\/website-development$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('desktop: the mega-menu opens on keyboard focus and closes on Escape', async ({ page }) => {
    await open(page, '/about-us');
    const toggle = page.getByRole('button', { name: 'Our Services' });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About Us' })
      .focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Custom Development' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('back to top shows past 300 px and scrolls up, one tap', async ({ page }) => {
    await open(page, '/portfolio');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 1500);
    await expect(button).toBeVisible();
    // Each step waits for the change it causes: gone at 300 px, shown again at 301 px.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test.describe('phone at 390x844', () => {
    // A click, as a tap ends in one (npm run measure:first-tap taps, in Chromium; Firefox's
    // WebDriver BiDi touch input produces no click here).
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('the menu opens, one tap, Our Services opens its list, and a link followed closes the menu', async ({
      page,
    }) => {
      await open(page, '/');
      const hamburger = page.getByRole('button', { name: 'Toggle navigation' });
      await expect(hamburger).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
      await hamburger.click();
      await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
      const services = nav.getByRole('button', { name: 'Our Services' });
      await expect(services).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Mobile Apps' })).toBeHidden();
      await services.click();
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'SEO Services' })).toBeVisible();
      await nav.getByRole('link', { name: 'Mobile Apps' }).click();
      await expect(page).toHaveURL(/\/services\/mobile-apps$/);
      await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  });
});

/** Every label the form's submit button shows from now on. */
async function watchLabels(page: Page, form: string) {
  await page.evaluate((selector) => {
    const button = document.querySelector(`${selector} [type="submit"]`)!;
    const labels: string[] = [];
    Object.assign(window, { submitLabels: labels });
    new MutationObserver(() => labels.push(button.textContent ?? '')).observe(button, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  }, form);
  return () => page.evaluate(() => (window as unknown as { submitLabels: string[] }).submitLabels);
}

test.describe('before the island has taken the form', () => {
  test('contact: an empty Send shows the field messages at once, never Sending..., no page load', async ({
    page,
  }) => {
    const release = await open(page, '/contact');
    const documents = documentRequests(page);
    const form = page.getByRole('form', { name: 'Contact form' });
    const labels = await watchLabels(page, '.contact-form');
    await form.getByLabel('Email', { exact: true }).fill('not an address');
    const send = form.getByRole('button', { name: contactTexts.submit });
    await send.click();
    await expect(form.getByText(contactMessages.nameRequired)).toBeVisible();
    await expect(form.getByText(contactMessages.emailInvalid)).toBeVisible();
    await expect(form.getByText(contactMessages.messageRequired)).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(send).toBeEnabled();
    expect(await labels()).toEqual([]);
    // The scripts arrive; typing in the form hands it to its island, which answers from then on.
    release();
    await form.getByLabel('Name', { exact: true }).pressSequentially('Early Person');
    await expect(form).toHaveAttribute('data-hydrated', '');
    await expect(form.getByText(contactMessages.nameRequired)).toHaveCount(0);
    await expect(form.getByText(contactMessages.emailInvalid)).toBeVisible();
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('not an address');
    expect(await labels()).toEqual([]);
    expect(documents).toEqual([]);
    expect(page.url()).not.toContain('?');
  });

  test('contact: a valid Send says Sending..., and the island sends it once its code is there', async ({
    page,
  }) => {
    const visitor = unique('Early Sender');
    const release = await open(page, '/contact');
    const documents = documentRequests(page);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name', { exact: true }).fill(visitor);
    await form.getByLabel('Email', { exact: true }).fill('early@example.com');
    await form.getByLabel('Message', { exact: true }).fill('Sent before the scripts came.');
    const send = form.locator('[type="submit"]');
    await send.click();
    await expect(send).toHaveText(contactTexts.submitting);
    await expect(send).toBeDisabled();
    release();
    await expect(form).toHaveAttribute('data-hydrated', '');
    await expect(form.getByRole('status')).toContainText(contactTexts.successTitle);
    await expect(send).toHaveText(contactTexts.submit);
    await expect.poll(async () => (await mailsFrom(visitor)).length).toBe(1);
    expect(documents).toEqual([]);
  });

  test('contact: a valid Send the island never takes goes as the browser sends it, after the wait', async ({
    page,
  }) => {
    await open(page, '/contact');
    const visitor = unique('Native Sender');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name', { exact: true }).fill(visitor);
    await form.getByLabel('Email', { exact: true }).fill('native@example.com');
    await form.getByLabel('Message', { exact: true }).fill('The scripts never came.');
    const posted = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.method() === 'POST',
      { timeout: ISLAND_WAIT_MS + 10_000 },
    );
    const sentAt = Date.now();
    await form.locator('[type="submit"]').click();
    await expect(form.locator('[type="submit"]')).toHaveText(contactTexts.submitting);
    const request = await posted;
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(ISLAND_WAIT_MS - 100);
    expect(new URL(request.url()).pathname).toBe(CONTACT_ENDPOINT);
    expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    // What was typed arrived (Firefox's driver does not show a navigation's body): the function
    // answers with the confirmation, and the message is mailed once.
    await expect(page.getByText(contactTexts.successTitle)).toBeVisible();
    await expect.poll(async () => (await mailsFrom(visitor)).length).toBe(1);
  });

  test('domain checker: Enter with nothing typed says why at once, never Checking..., no page load', async ({
    page,
  }) => {
    await open(page, '/');
    const documents = documentRequests(page);
    const search = page.getByRole('search', { name: 'Domain availability' });
    const labels = await watchLabels(page, '.domain-checker-form');
    const input = search.getByRole('textbox');
    await input.fill('   ');
    await input.press('Enter');
    await expect(input).toHaveAccessibleDescription(notices.empty.description);
    await expect(page.locator('.domain-checker [id$="-domain-error"]')).toHaveText(
      notices.empty.description,
    );
    await expect(search.getByRole('button', { name: CHECK_BUTTON_LABEL })).toBeEnabled();
    expect(await labels()).toEqual([]);
    expect(documents).toEqual([]);
    expect(page.url()).not.toContain('?');
  });

  test('domain checker: a name sent says Checking..., and the island checks it once its code is there @chromium', async ({
    page,
  }) => {
    await answerLookups(page, { available: ['early.com'] });
    const release = await open(page, '/');
    const documents = documentRequests(page);
    const input = page.getByRole('search', { name: 'Domain availability' }).getByRole('textbox');
    await input.fill('early.com');
    await input.press('Enter');
    const check = page.locator('.domain-checker-button');
    await expect(check).toHaveText(CHECKING_BUTTON_LABEL);
    release();
    await expect(page.locator('.domain-checker-form')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('.domain-verdict')).toHaveAttribute('data-state', 'available');
    await expect(check).toHaveText(CHECK_BUTTON_LABEL);
    expect(documents).toEqual([]);
  });
});

test('when the scripts cannot load at all, the controls still work as at first paint', async ({
  page,
}) => {
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await page.getByRole('tab', { name: serviceTabs[2]!.label }).click();
  await expect(page.getByRole('tabpanel').locator('.service-card')).toHaveCount(
    serviceTabs[2]!.services.length,
  );
  await page.locator('.hosting-plans').getByRole('button', { name: 'USD' }).click();
  await expect(pkrShown(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Unexpected Application Error!',
  );
});

test('contact: text typed before the island has taken the form is kept as the draft over a reload', async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Name', { exact: true }).fill('Early Person');
  await page.getByLabel('Message', { exact: true }).fill('Typed before the scripts came');
  // Reloaded before the page's script ever ran; the reloaded page gets its scripts.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Early Person');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    'Typed before the scripts came',
  );
});
