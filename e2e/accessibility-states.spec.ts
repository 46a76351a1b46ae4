import { whatsappTexts } from './content-facts';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { notFoundRoute } from '../src/app/routes';
import { answerLookups } from './fake-lookups';
import { AXE_TAGS, axeScan } from './axe';
import { headOf } from '../src/app/route-heads';

/**
 * sweep.spec.ts checks every route as it loads; this checks what a visitor opens, fills in or
 * switches on them (menus, form errors, results, notices), with the same WCAG 2.2 AA rules.
 */
// Notices and menus fade in: with reduced motion the site's transitions and animations end at
// once, so colours are read as they settle without waiting for them.
test.use({ reducedMotion: 'reduce' });

async function expectNoViolations(page: Page): Promise<void> {
  expect(await axeScan(page, { tags: AXE_TAGS })).toEqual([]);
}

test.describe('accessibility of what a visitor opens (axe-core, WCAG 2.2 AA)', () => {
  test('the phone menu, open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about-us');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page);
  });

  test('the services mega-menu and the WhatsApp card, open @firefox-crash', async ({ page }) => {
    await page.goto('/about-us');
    const whatsapp = page.getByRole('button', { name: 'Chat on WhatsApp' });
    await whatsapp.click();
    await expect(page.getByRole('region', { name: whatsappTexts.cardTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Our Services' }).hover();
    await expect(page.getByRole('link', { name: 'Custom Development' }).first()).toBeVisible();
    await expectNoViolations(page);
  });

  test.describe(() => {
    // The function's failure is faked with page.route, which a service worker would bypass.
    test.use({ serviceWorkers: 'block' });

    test('the contact form with every field in error, then with a failure notice @chromium', async ({
      page,
    }) => {
      await page.route('**/.netlify/functions/send-contact-email', (route) =>
        route.fulfill({ status: 500, json: { error: { message: 'Email service error' } } }),
      );
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Contact form' });
      const send = form.getByRole('button', { name: 'Send Message' });
      await send.click();
      await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoViolations(page);

      await form.getByLabel('Name', { exact: true }).fill('Ayesha');
      await form.getByLabel('Email', { exact: true }).fill('ayesha@example.com');
      await form.getByLabel('Message', { exact: true }).fill('Checking the failure notice.');
      await send.click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Email service error' }),
      ).toBeVisible();
      await expect(form.getByRole('status')).toHaveText('Email service error');
      await expectNoViolations(page);
    });
  });

  test('the domain checker with a taken name, its suggestions and notice @chromium', async ({
    page,
  }) => {
    await answerLookups(page, { available: ['taken.pk', 'taken.io'] });
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Domain name' });
    await input.fill('taken.com');
    await input.press('Enter');
    await expect(page.locator('.domain-verdict')).toHaveAttribute('data-state', 'taken');
    // The notice comes with the verdict and closes itself after a few seconds: read it first.
    await expect(page.getByText('Domain Unavailable')).toBeVisible();
    await expect(page.locator('.domain-suggestion[data-state="pending"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Register taken.io' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the domain checker with a name it cannot check, and its billing link @chromium', async ({
    page,
  }) => {
    await answerLookups(page, {});
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Domain name' });
    await input.fill('mybrand.zz');
    await input.press('Enter');
    await expect(
      page.getByRole('link', { name: 'Search mybrand.zz on our domain registration page' }),
    ).toBeVisible();
    await expectNoViolations(page);
  });

  test('switched states: another service tab, dollars, an open answer, a portfolio filter', async ({
    page,
  }) => {
    await page.goto('/#services');
    const tab = page.getByRole('tab', { name: 'Marketing' });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const usd = page.getByRole('group', { name: 'Currency' }).first().getByRole('button', {
      name: 'USD',
    });
    await usd.click();
    await expect(usd).toHaveAttribute('aria-pressed', 'true');
    await expectNoViolations(page);

    await page.goto('/faqs');
    const question = page.locator('.faq-accordion details').nth(2);
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await expectNoViolations(page);

    await page.goto('/portfolio');
    const filter = page.getByRole('button', { name: 'Real Estate' });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expectNoViolations(page);
  });

  test('the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(headOf(notFoundRoute).title);
    await expectNoViolations(page);
  });
});
