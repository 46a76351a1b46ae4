import { expect, test } from '@playwright/test';
import { stopPageScripts } from './no-script';
import type { Page } from '@playwright/test';
import { contactMessages } from '../src/features/contact/contact-schema';
import { contactTexts, queuedNotice } from '../src/features/contact/contact-texts';
import { CONTACT_ENDPOINT } from '../src/features/contact/contact-protocol';
import { CONTACT_SENT_PATH } from '../src/lib/route-paths';
import { mailsFrom } from './mailbox';
import { expectDeliveredOnce, heldMessages, mailsWith, openContact, unique } from './outbox';

// The site as a browser with JavaScript off gets it: no head script, no island, no service
// worker. Every page is a document and every form posts by itself.
test.use({ javaScriptEnabled: false });

test.beforeEach(({ context, browserName }) => stopPageScripts(context, browserName));

/** The contact form's fields and button, on the contact page or on the function's answer. */
function contactForm(page: Page) {
  const form = page.locator(`form[action="${CONTACT_ENDPOINT}"]`);
  return {
    form,
    name: form.getByLabel(contactTexts.nameLabel, { exact: true }),
    email: form.getByLabel(contactTexts.emailLabel, { exact: true }),
    message: form.getByLabel(contactTexts.messageLabel, { exact: true }),
    submit: form.getByRole('button', { name: contactTexts.submit }),
  };
}

/** Every request the page makes to the contact function from now on. */
function functionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CONTACT_ENDPOINT) seen.push(request.method());
  });
  return seen;
}

test.describe('contact form without script', () => {
  test('sends one mail; a reload of the answer and a resend of the same text send no other', async ({
    page,
  }) => {
    const visitor = unique('No script');
    const text = `Sent by a browser without JavaScript (${visitor}).`;
    await page.goto('/contact');
    const { name, email, message, submit } = contactForm(page);
    await name.fill(visitor);
    await email.fill('no-script@example.com');
    await message.fill(text);
    await submit.click();

    // The function redirected to the confirmation, in the specification's words.
    await expect(page).toHaveURL(new RegExp(`${CONTACT_SENT_PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactTexts.successTitle);
    await expect(page.getByText(contactTexts.successDescription)).toBeVisible();
    // The redirect came once the function had the message: it is in the mailbox.
    await expect.poll(async () => (await mailsFrom(visitor)).length).toBe(1);

    // A reload loads the confirmation page again: nothing goes to the function.
    const requests = functionRequests(page);
    const reloaded = await page.reload();
    expect(reloaded?.request().method()).toBe('GET');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactTexts.successTitle);
    expect(requests).toEqual([]);

    // The same text sent again (back to the form, typed again) is the same message.
    await page.goto('/contact');
    const again = contactForm(page);
    await again.name.fill(`  ${visitor}`);
    await again.email.fill('no-script@example.com');
    await again.message.fill(`${text}  `);
    await again.submit.click();
    await expect(page).toHaveURL(new RegExp(`${CONTACT_SENT_PATH}$`));
    expect(requests).toEqual(['POST']);
    expect(await mailsFrom(visitor)).toHaveLength(1);
  });

  test('an empty send shows the field messages; the answer keeps what was typed and sends once corrected', async ({
    page,
  }) => {
    await page.goto('/contact');
    const empty = contactForm(page);
    await empty.submit.click();
    await expect(page).toHaveURL(new RegExp(`${CONTACT_ENDPOINT}$`));
    const answer = contactForm(page);
    await expect(answer.name).toHaveAccessibleDescription(contactMessages.nameRequired);
    await expect(answer.email).toHaveAccessibleDescription(contactMessages.emailInvalid);
    await expect(answer.message).toHaveAccessibleDescription(contactMessages.messageRequired);
    for (const field of [answer.name, answer.email, answer.message])
      await expect(field).toHaveAttribute('aria-invalid', 'true');

    // Markup typed into a field comes back as text, in its field; nothing of it runs or renders.
    const visitor = unique('<script>alert("x")</script> O\'Brien');
    await answer.name.fill(visitor);
    await answer.submit.click();
    const refilled = contactForm(page);
    await expect(refilled.name).toHaveValue(visitor);
    await expect(refilled.name).toHaveAttribute('aria-invalid', 'false');
    await expect(refilled.email).toHaveAccessibleDescription(contactMessages.emailInvalid);
    await expect(page.locator('script')).toHaveCount(0);

    await refilled.email.fill('corrected@example.com');
    const text = `Corrected after the field messages (${unique('No script')}).`;
    await refilled.message.fill(text);
    await refilled.submit.click();
    await expect(page).toHaveURL(new RegExp(`${CONTACT_SENT_PATH}$`));
    await expect.poll(async () => (await mailsWith(text)).length).toBe(1);
  });
});

// The island's script is not what sends here: `HTMLFormElement.submit()` posts the form as a
// browser without script would (no submit event), from a page a service worker controls.
// @chromium: Firefox's offline switch does not reach the worker.
test.describe('contact form posted natively, a service worker in control @chromium', () => {
  test.use({ javaScriptEnabled: true });

  /** Fills the open contact page's form and posts it natively. */
  async function postNatively(page: Page, text: string) {
    const { name, email, message } = contactForm(page);
    await name.fill(unique('Native post'));
    await email.fill('native-post@example.com');
    await message.fill(text);
    await page.evaluate((action) => {
      const form = document.querySelector<HTMLFormElement>(`form[action="${action}"]`)!;
      HTMLFormElement.prototype.submit.call(form);
    }, CONTACT_ENDPOINT);
  }

  test('online: the function’s redirect comes through the worker; one mail', async ({ page }) => {
    const text = `Posted natively through the worker (${unique('online')}).`;
    await openContact(page);
    await postNatively(page, text);
    await expect(page).toHaveURL(new RegExp(`${CONTACT_SENT_PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactTexts.successTitle);
    await expect.poll(async () => (await mailsWith(text)).length).toBe(1);
  });

  test('offline: kept in the outbox and answered in its words; sent once back online', async ({
    page,
    context,
  }) => {
    const text = `Posted natively while offline (${unique('offline')}).`;
    await openContact(page);
    await context.setOffline(true);
    await postNatively(page, text);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactTexts.queuedTitle);
    await expect(page.getByText(queuedNotice('offline', true))).toBeVisible();
    expect(await heldMessages(page)).toMatchObject({ outbox: 1 });

    await context.setOffline(false);
    await openContact(page);
    await expectDeliveredOnce(page, text);
  });
});
