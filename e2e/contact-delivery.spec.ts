import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { contactTexts } from '../src/features/contact/contact-texts';
import { mailboxAt, outageMailboxUrl } from './mailbox';
import { contactForm, unique } from './outbox';
import { contactNotices } from '../src/config/contact-notices';

// Store, then deliver: when the agency's mail server is down, a visitor's message is received
// (stored by the function), and the scheduled function delivers it once the server is back.
// These tests stop and start their mailbox: they run one after another, in the mailbox-outages
// project, against a site and a mailbox of their own (playwright.config.ts).
test.describe.configure({ mode: 'serial' });
const { failNextMails, mailsFrom, startMailbox, stopMailbox } = mailboxAt(outageMailboxUrl);
const run = promisify(execFile);

/** The scheduled function, invoked by hand as netlify-cli allows locally (any method works). */
const SCHEDULED_FUNCTION = '/.netlify/functions/deliver-contact-messages';
/** The function's first retry comes 1 minute after the failed attempt. */
const FIRST_RETRY_MS = 60_000;

async function openForm(page: Page) {
  await page.goto('/contact');
  return contactForm(page);
}

test.afterEach(async () => {
  await startMailbox();
});

test('mailbox down: the visitor sees no failure and the form clears; once it is back, the scheduled function delivers exactly one mail', async ({
  page,
  request,
}) => {
  // Waits out the first retry delay of the stored message.
  test.setTimeout(FIRST_RETRY_MS + 60_000);
  const visitor = unique('Outage');
  const text = `Sent while the mail server is down (${visitor}).`;
  const { name, email, message, submit } = await openForm(page);
  await stopMailbox();

  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/.netlify/functions/send-contact-email'),
  );
  await name.fill(visitor);
  await email.fill('outage@example.com');
  await message.fill(text);
  await submit.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, delivery: 'accepted' });
  const acceptedAt = Date.now();

  // The received state, not the failure notice; the form is cleared.
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices.getByText(contactNotices.acceptedTitle)).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
  await expect(notices.getByText(contactTexts.failureFallback)).toHaveCount(0);
  await expect(notices.getByText('Error', { exact: true })).toHaveCount(0);
  expect(await mailsFrom(visitor)).toHaveLength(0);

  // The mailbox comes back. Before the message's retry is due the scheduled run sends nothing...
  await startMailbox();
  expect((await request.post(SCHEDULED_FUNCTION)).status()).toBe(200);
  expect(await mailsFrom(visitor)).toHaveLength(0);

  // ...once due, one run delivers it, and later runs never send it again.
  await page.waitForTimeout(Math.max(0, acceptedAt + FIRST_RETRY_MS + 1000 - Date.now()));
  expect((await request.post(SCHEDULED_FUNCTION)).status()).toBe(200);
  await expect.poll(async () => (await mailsFrom(visitor)).length).toBe(1);
  expect((await request.post(SCHEDULED_FUNCTION)).status()).toBe(200);
  expect((await request.post(SCHEDULED_FUNCTION)).status()).toBe(200);
  const mails = await mailsFrom(visitor);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain(text);
  expect(mails[0]!.replyTo).toContain('outage@example.com');
});

test('a mail server that refuses the message (451): received, and a repeat of the same id sends nothing twice', async ({
  request,
}) => {
  const visitor = unique('Refused');
  const body = {
    id: crypto.randomUUID(),
    name: visitor,
    email: 'refused@example.com',
    message: 'The mail server says try later.',
    website: '',
  };
  await failNextMails(1);
  const first = await request.post('/.netlify/functions/send-contact-email', { data: body });
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ ok: true, id: body.id, delivery: 'accepted' });
  // The visitor's retry before the next attempt is due: told it is stored, nothing is sent.
  const repeat = await request.post('/.netlify/functions/send-contact-email', { data: body });
  expect(await repeat.json()).toEqual({
    ok: true,
    id: body.id,
    delivery: 'accepted',
    duplicate: true,
  });
  expect((await request.post(SCHEDULED_FUNCTION)).status()).toBe(200);
  expect(await mailsFrom(visitor)).toHaveLength(0);
});

test('npm run smoke passes against the served build', async ({ baseURL, request }) => {
  test.setTimeout(90_000);
  // Netlify runs the contact mail's scheduled function every minute; served here, by hand. Both
  // served sites keep their messages in one local Blobs store, so a scheduled run on the other
  // site could send a message an outage test above waits for through that site's mailbox: the
  // smoke run, the only other test that runs it, comes here, after them, on this site.
  expect((await request.post('/.netlify/functions/deliver-contact-messages')).status()).toBe(200);
  const { stdout } = await run('node', ['scripts/run-ts.mjs', 'scripts/ops/smoke.ts', baseURL!], {
    timeout: 80_000,
  });
  expect(stdout).not.toContain('FAIL');
  expect(stdout).toMatch(/Smoke test of http:\/\/localhost:\d+ passed: \d+ checks\./);
});
