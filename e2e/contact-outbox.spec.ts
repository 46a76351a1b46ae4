import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { CONTACT_ENDPOINT } from '../src/features/contact/contact-protocol';
import {
  WORKBOX_QUEUE_DATABASE_NAME,
  WORKBOX_QUEUE_NAME,
  WORKBOX_QUEUE_STORE_NAME,
} from '../src/features/contact/outbox-store';
import { contactTexts, queuedNotice, reasonText } from '../src/features/contact/contact-texts';
import { OFFLINE_NOTICE } from '../src/features/pwa/pwa-texts';
import {
  contactForm,
  expectDeliveredOnce,
  heldMessages,
  mailsWith,
  openContact,
  postContact,
  stopServer,
  unique,
} from './outbox';

// The outbox's promises under what goes wrong in real life: no Background Sync (Safari, Firefox,
// every iOS browser), a service worker stopped mid-replay, a refusal with no page open, a server
// that does not answer while the browser is online. All against the production build and the
// real contact function.

/**
 * Makes this context behave like a browser without Background Sync: Chromium then refuses
 * `registration.sync.register()` (NotAllowedError), in the page and in the service worker.
 * The override lasts as long as the CDP session that set it, so the sessions stay attached.
 */
async function denyBackgroundSync(context: BrowserContext, page: Page, origin: string) {
  const session = await context.newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  const browserSession = await context.browser()!.newBrowserCDPSession();
  await browserSession.send('Browser.setPermission', {
    permission: { name: 'background-sync' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
}

async function fillAndSend(page: Page, text: string) {
  const fields = await contactForm(page);
  await fields.name.fill('Outbox Visitor');
  await fields.email.fill('visitor@example.com');
  await fields.message.fill(text);
  await fields.submit.click();
  return fields;
}

test.describe('contact outbox: every message kept until delivered @chromium', () => {
  test('without Background Sync: queued offline, every page closed, the site opened again online: exactly one mail', async ({
    page,
    context,
    baseURL,
  }) => {
    await denyBackgroundSync(context, page, new URL(baseURL!).origin);
    await openContact(page);
    await context.setOffline(true);
    const text = unique('No Background Sync');
    const { status, message } = await fillAndSend(page, text);
    // The promise fits the browser: kept here, sent on the next visit online; other ways to reach us.
    await expect(status).toHaveText(queuedNotice('offline', false));
    await expect(message).toHaveValue('');
    await page.close();

    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/');
    await expect(next.getByText(contactTexts.successTitle, { exact: true })).toBeVisible();
    await expectDeliveredOnce(next, text);
  });

  test('a service worker stopped during a replay: the message is still delivered, once', async ({
    page,
    context,
  }) => {
    await openContact(page);
    await context.setOffline(true);
    const text = unique('Worker stopped mid-replay');
    expect((await postContact(page, text)).status).toBe(202);

    // The replay's request reaches the function (which mails it), and the worker is stopped
    // before the answer comes back.
    let reachedServer = () => {};
    const reached = new Promise<void>((resolve) => (reachedServer = resolve));
    let workerStopped = () => {};
    const stopped = new Promise<void>((resolve) => (workerStopped = resolve));
    let held = false;
    await context.route(`**${CONTACT_ENDPOINT}`, async (route) => {
      if (held || !route.request().serviceWorker()) return route.fallback();
      held = true;
      const response = await route.fetch();
      reachedServer();
      await stopped;
      // The worker that asked is gone: nobody takes this answer.
      void route.fulfill({ response }).catch(() => undefined);
    });
    await context.setOffline(false);
    await reached;
    const session = await context.newCDPSession(page);
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.stopAllWorkers');
    workerStopped();
    await expect.poll(async () => (await mailsWith(text)).length).toBe(1);
    // Never confirmed to the outbox, so it still holds the message…
    expect((await heldMessages(page)).outbox).toBe(1);

    // …and the next start sends it again under the same id: the function recognises it.
    await page.reload();
    await expectDeliveredOnce(page, text);
  });

  test('a refusal while no page is open: the text is back in the form on the next visit', async ({
    page,
    context,
  }) => {
    await openContact(page);
    const direct = await postContact(page, unique('Refusal reason'), 'not-an-email');
    const reason = (direct.body as { error?: { message?: string } }).error?.message;
    expect(reason).toBeTruthy();

    await context.setOffline(true);
    const text = unique('Refused with no page open');
    expect((await postContact(page, text, 'not-an-email')).status).toBe(202);
    let answered = (_status: number) => {};
    const answer = new Promise<number>((resolve) => (answered = resolve));
    await context.route(`**${CONTACT_ENDPOINT}`, async (route) => {
      if (!route.request().serviceWorker()) return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response });
      answered(response.status());
    });
    await page.close();
    // Background Sync wakes the worker with no page open; the function refuses the message.
    await context.setOffline(false);
    expect(await answer).toBe(422);
    await context.unrouteAll({ behavior: 'ignoreErrors' });

    const next = await context.newPage();
    await next.goto('/contact');
    const fields = await contactForm(next);
    await expect(fields.message).toHaveValue(text);
    await expect(fields.email).toHaveValue('not-an-email');
    const notice = next.getByRole('alert').filter({ hasText: reason! });
    await expect(notice).toContainText(contactTexts.returnedToForm);
    // Taken back by the page: only now has it left the outbox.
    await expect.poll(async () => (await heldMessages(next)).outbox).toBe(0);
    expect(await mailsWith(text)).toHaveLength(0);
  });

  test('online with the function unreachable: no "offline" wording, and it is sent once it answers', async ({
    page,
    context,
  }) => {
    await openContact(page);
    const refused = await stopServer(context);
    const text = unique('Function unreachable');
    const { status } = await fillAndSend(page, text);
    await expect(status).toHaveText(queuedNotice('unreachable', true));
    await expect(status).not.toContainText(/offline/i);
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
    // The waiting count says why it waits.
    await expect(page.getByTestId('outbox-count')).toContainText(
      reasonText({ kind: 'unreachable' }),
    );
    await expect.poll(refused).toBeGreaterThanOrEqual(2);

    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expectDeliveredOnce(page, text);
  });

  test('a message left in the earlier Workbox queue is delivered once after the upgrade', async ({
    page,
    context,
  }) => {
    await openContact(page);
    const text = unique('Earlier Workbox queue');
    // What the earlier version's queue held: Workbox's database, store and record shapes.
    await page.evaluate(
      async ({ database, store, queue, url, text }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(database, 3);
          open.onupgradeneeded = () => {
            const requests = open.result.createObjectStore(store, {
              keyPath: 'id',
              autoIncrement: true,
            });
            requests.createIndex('queueName', 'queueName', { unique: false });
          };
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const message = {
          id: crypto.randomUUID(),
          name: 'Old Queue',
          email: 'old@example.com',
          message: text,
        };
        const tx = db.transaction(store, 'readwrite');
        tx.objectStore(store).add({
          queueName: queue,
          requestData: {
            url: new URL(url, location.origin).href,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: new TextEncoder().encode(JSON.stringify(message)).buffer,
          },
          timestamp: Date.now(),
          metadata: { id: message.id },
        });
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      {
        database: WORKBOX_QUEUE_DATABASE_NAME,
        store: WORKBOX_QUEUE_STORE_NAME,
        queue: WORKBOX_QUEUE_NAME,
        url: CONTACT_ENDPOINT,
        text,
      },
    );
    // The new worker reads the old queue when it starts.
    const session = await context.newCDPSession(page);
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.stopAllWorkers');
    await page.reload();
    await expectDeliveredOnce(page, text);
  });
});
