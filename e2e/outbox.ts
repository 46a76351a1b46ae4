/** Helpers of the contact outbox's browser tests (offline.spec.ts, contact-outbox.spec.ts). */
import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { CONTACT_ENDPOINT } from '../src/features/contact/contact-protocol';
import { OUTBOX_DATABASE_NAME, OUTBOX_STORE_NAME } from '../src/features/contact/outbox-store';
import { SENT_COPIES_KEY } from '../src/features/contact/sent-copies';
import { readMailbox } from './mailbox';
import { waitForOfflineReady } from './service-worker';

export interface Sent {
  status: number;
  body: unknown;
}

/** Posts a contact message from the page, so it goes through the service worker. */
export async function postContact(page: Page, message: string, email = 'visitor@example.com') {
  return page.evaluate(
    async ({ url, message, email }) => {
      const id = crypto.randomUUID();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, name: 'Outbox Test', email, message }),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      return { status: response.status, body, id } satisfies Sent & { id: string };
    },
    { url: CONTACT_ENDPOINT, message, email },
  );
}

export const unique = (label: string) =>
  `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

export const mailsWith = async (text: string) =>
  (await readMailbox()).filter((mail) => mail.text.includes(text));

/**
 * What the browser still holds that could be sent again: the service worker's outbox entries
 * and the page's copies. Reads the outbox database only if it exists (opening a missing one
 * would create it without its store).
 */
export async function heldMessages(page: Page): Promise<{ outbox: number; copies: number }> {
  return page.evaluate(
    async ({ database, store, copiesKey }) => {
      const copies = (JSON.parse(localStorage.getItem(copiesKey) ?? '[]') as unknown[]).length;
      const exists = (await indexedDB.databases()).some((info) => info.name === database);
      if (!exists) return { outbox: 0, copies };
      const outbox = await new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction(store).objectStore(store).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      });
      return { outbox, copies };
    },
    { database: OUTBOX_DATABASE_NAME, store: OUTBOX_STORE_NAME, copiesKey: SENT_COPIES_KEY },
  );
}

/**
 * Waits until exactly one mail carries the text and the browser holds nothing that could send
 * it again (no outbox entry, no page copy); then it is still exactly one. `timeout`: how long
 * the mail may take (longer where only the page's timer replays the outbox).
 */
export async function expectDeliveredOnce(page: Page, text: string, timeout = 20_000) {
  await expect.poll(async () => (await mailsWith(text)).length, { timeout }).toBe(1);
  await expect
    .poll(() => heldMessages(page), { timeout: 20_000 })
    .toEqual({ outbox: 0, copies: 0 });
  expect((await mailsWith(text)).length).toBe(1);
}

/** Counts OUTBOX_DELIVERED messages the page receives, with the time each arrived. */
export async function watchDeliveries(page: Page): Promise<number[]> {
  const deliveredAt: number[] = [];
  await page.exposeFunction('__outboxDelivered', () => deliveredAt.push(Date.now()));
  await page.evaluate(() => {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      if ((event.data as { type?: string })?.type === 'OUTBOX_DELIVERED')
        void (window as unknown as { __outboxDelivered: () => void }).__outboxDelivered();
    });
  });
  return deliveredAt;
}

/**
 * The function's requests made by the service worker fail like a stopped server. Returns how
 * many were refused so far.
 */
export async function stopServer(context: BrowserContext): Promise<() => number> {
  let refused = 0;
  await context.route(`**${CONTACT_ENDPOINT}`, (route) => {
    if (!route.request().serviceWorker()) return route.fallback();
    refused += 1;
    return route.abort('connectionrefused');
  });
  return () => refused;
}

/** The contact page, once its service worker is ready to queue messages. */
export async function openContact(page: Page) {
  await page.goto('/contact');
  await waitForOfflineReady(page);
}

/** The contact form's fields and button, once it is hydrated. */
export async function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  return {
    form,
    name: form.getByLabel('Name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    message: form.getByLabel('Message', { exact: true }),
    submit: form.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ }),
    status: form.getByRole('status'),
  };
}
