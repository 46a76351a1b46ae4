import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CONTACT_ENDPOINT } from '../src/features/contact/contact-protocol';
import { contactMessages } from '../src/features/contact/contact-schema';
import { contactTexts } from '../src/features/contact/contact-texts';
import { SENT_COPIES_KEY } from '../src/features/contact/sent-copies';
import { mailsFrom } from './mailbox';
import { contactForm, unique } from './outbox';

// Mail tests read one shared mailbox: run them one after another, each with its own name.
test.describe.configure({ mode: 'serial' });

async function openForm(page: Page) {
  await page.goto('/contact');
  return contactForm(page);
}

test('each validation message appears under its field, focus on the first invalid one @chromium', async ({
  page,
}) => {
  const { form, name, email, message, submit } = await openForm(page);
  await submit.click();
  await expect(form.getByText(contactMessages.nameRequired)).toBeVisible();
  await expect(form.getByText(contactMessages.emailInvalid)).toBeVisible();
  await expect(form.getByText(contactMessages.messageRequired)).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(contactMessages.nameRequired);

  await name.fill('Valid Name');
  await email.fill('not-an-email');
  await expect(form.getByText(contactMessages.nameRequired)).toHaveCount(0);
  await submit.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(contactMessages.emailInvalid);

  await name.fill('n'.repeat(101));
  await email.fill(`${'a'.repeat(250)}@example.com`);
  await message.fill('m'.repeat(1001));
  await expect(form.getByText(contactMessages.nameTooLong)).toBeVisible();
  await expect(form.getByText(contactMessages.emailTooLong)).toBeVisible();
  await expect(form.getByText(contactMessages.messageTooLong)).toBeVisible();
  await expect(form.getByText('1001 of 1000 characters (1 too many)')).toBeVisible();
  await submit.click();
  await expect(name).toBeFocused();

  // With the errors shown, the page still has no accessibility violations.
  const results = await new AxeBuilder({ page }).include('form').analyze();
  expect(results.violations).toEqual([]);
});

test("'Sending...' while pending; success clears the form and exactly one mail arrives @chromium", async ({
  page,
}) => {
  const visitor = unique('Ayesha');
  const { name, email, message, submit, status } = await openForm(page);
  // Hold the request briefly so the pending state can be seen, then let it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  // On the context, not the page: once the service worker controls the page (it installs on this
  // first visit, sooner or later), the request to the function is the worker's, which only the
  // context's routes see.
  await page.context().route(`**${CONTACT_ENDPOINT}`, async (route) => {
    requests += 1;
    await held;
    await route.continue();
  });
  await name.fill(visitor);
  await email.fill('ayesha@example.com');
  await message.fill('Hello <b>team</b>,\nI need a website for my shop.');
  await submit.dblclick();
  await expect(submit).toHaveText('Sending...');
  await expect(submit).toBeDisabled();
  await name.press('Enter');
  release();

  await expect(page.getByText(contactTexts.successTitle).first()).toBeVisible();
  await expect(page.getByText(contactTexts.successDescription).first()).toBeVisible();
  await expect(status).toHaveText(
    `${contactTexts.successTitle} ${contactTexts.successDescription}`,
  );
  await expect(submit).toHaveText('Send Message');
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');

  await expect.poll(async () => (await mailsFrom(visitor)).length).toBe(1);
  const [mail] = await mailsFrom(visitor);
  expect(mail!.replyTo).toContain('ayesha@example.com');
  expect(mail!.to).toContain('sales@induswebstudio.example');
  expect(mail!.text).toContain('Hello <b>team</b>,\nI need a website for my shop.');
  expect(mail!.html).toContain('Hello &lt;b&gt;team&lt;/b&gt;');
  // No double send: one request left the page, and nothing is left to send again (the page's
  // copy of a sent message goes once the server confirms it).
  expect(requests).toBe(1);
  expect(await page.evaluate((key) => localStorage.getItem(key), SENT_COPIES_KEY)).toBeNull();
  expect(await mailsFrom(visitor)).toHaveLength(1);
  // Sent: the draft is gone after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('a 500 with a message keeps the values and shows the message @chromium', async ({ page }) => {
  const { name, email, message, submit, status } = await openForm(page);
  // On the context: the worker's request too (see above).
  await page.context().route(`**${CONTACT_ENDPOINT}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'Mail server is under maintenance' } }),
    }),
  );
  await name.fill('Bilal Ahmed');
  await email.fill('bilal@example.com');
  await message.fill('Please call me back.');
  await submit.click();
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices.getByText('Error', { exact: true })).toBeVisible();
  await expect(notices.getByText('Mail server is under maintenance')).toBeVisible();
  await expect(status).toHaveText('Mail server is under maintenance');
  await expect(name).toHaveValue('Bilal Ahmed');
  await expect(email).toHaveValue('bilal@example.com');
  await expect(message).toHaveValue('Please call me back.');
  await expect(submit).toBeEnabled();
});

test('the typed values survive a reload until sent @chromium', async ({ page }) => {
  const { name, message } = await openForm(page);
  await name.fill('Draft Person');
  await message.fill('Half-written message');
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Draft Person');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Half-written message');
});
