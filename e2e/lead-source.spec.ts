import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { LEAD_SOURCE_KEY } from '../src/features/contact/contact-storage-keys';
import { CONTACT_ENDPOINT } from '../src/features/contact/contact-protocol';
import { servicePagePaths } from '../src/content/service-page-index';
import { alertsFor } from './alert-sink';
import { mailsFrom } from './mailbox';
import { contactForm, unique } from './outbox';
import { waitForOfflineReady } from './service-worker';

// Where a lead came from: recorded by the page's script in the tab's session storage, sent with
// the message, shown in the mail and the alert; never in a cookie, local storage or another tab.

const articles = readdirSync(new URL('../src/content/data/insights/', import.meta.url))
  .filter((file) => file.endsWith('.md'))
  .map((file) => `/insights/${file.replace(/\.md$/, '')}`)
  .sort();
const services = servicePagePaths().sort();

/**
 * The pages a visit reads: it lands on the first article, then reads the next pages of the
 * articles and, where there are fewer articles than pages to read, of the service pages. The
 * site has at least one of each (the content's schemas and the route tests hold that).
 */
const visitPages = (count: number) => {
  expect(articles.length, 'articles').toBeGreaterThan(0);
  return [...articles, ...services].slice(0, count);
};
/** The articles among the pages read, oldest first: what the visit records. */
const articlesAmong = (pages: string[]) => pages.filter((path) => articles.includes(path));

/**
 * Opens a page and reads it, as a visitor does: until the page's script, which loads after the
 * first paint, has recorded it in the tab's visit (the visit was last seen by this page).
 */
async function read(page: Page, url: string) {
  await page.goto(url);
  await expect
    .poll(() =>
      page.evaluate((key) => {
        const visit = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
          seenAt?: number;
        } | null;
        return (visit?.seenAt ?? 0) >= Math.floor(performance.timeOrigin);
      }, LEAD_SOURCE_KEY),
    )
    .toBe(true);
}

/** Everything the page's origin keeps in Web Storage, as text. */
const webStorage = (page: Page) =>
  page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.keys(storage)
        .map((key) => `${key}=${storage.getItem(key)}`)
        .join('\n');
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });

test('a visit from a newsletter: its source reaches the mail and the alert, and stays in its tab', async ({
  page,
  context,
}) => {
  const [landing, second, third] = visitPages(3) as [string, string, string];
  const read3 = articlesAmong([landing, second, third]);

  // Lands on an article from a newsletter, reads two more pages, then writes from /contact.
  await read(page, `${landing}?utm_source=newsletter&utm_medium=email`);
  await read(page, second);
  await read(page, third);
  await page.goto('/contact');
  const visitor = unique('Lead Source');
  const { name, email, message, submit } = await contactForm(page);
  // Typed key by key, as a visitor does: Firefox's fill() sets the value before an input event
  // that React does not hear.
  await name.pressSequentially(visitor);
  await email.pressSequentially('lead@example.com');
  await message.pressSequentially('Where did I come from?');
  const answered = page.waitForResponse((response) => response.url().endsWith(CONTACT_ENDPOINT));
  await submit.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  // What the page sent, as the alert passes it on (Firefox's driver gives no request bodies).
  const source = {
    landingPage: landing,
    sentFrom: '/contact',
    utm: { utm_source: 'newsletter', utm_medium: 'email' },
    articles: read3,
  };

  // The mail.
  await expect.poll(async () => (await mailsFrom(visitor)).length).toBe(1);
  const [mail] = await mailsFrom(visitor);
  expect(mail!.text).toContain('Source: newsletter / email\n');
  expect(mail!.text).toContain(`Landing page: ${landing}\n`);
  expect(mail!.text).toContain('Sent from: /contact\n');
  expect(mail!.text).toContain('Campaign: utm_source=newsletter, utm_medium=email\n');
  expect(mail!.text).toContain(`Articles read: ${read3.join(', ')}\n`);

  // The alert.
  await expect.poll(async () => (await alertsFor(id)).length).toBe(1);
  const [alert] = await alertsFor(id);
  expect(alert!.signatureValid).toBe(true);
  expect(alert!.json).toMatchObject({
    sourceSummary: `Source: newsletter / email, landed on ${landing}, sent from /contact, ${read3.length} ${read3.length === 1 ? 'article' : 'articles'} read`,
    source,
  });

  // Only in this tab's session storage: no cookie, nothing in local storage.
  expect(await context.cookies()).toEqual([]);
  const here = await webStorage(page);
  expect(here.session).toContain(`${LEAD_SOURCE_KEY}=`);
  expect(here.session).toContain('newsletter');
  expect(here.local).not.toMatch(/newsletter|utm_|\/insights\//);
  expect(here.local).not.toContain(LEAD_SOURCE_KEY);

  // A later tab of the same browser starts a visit of its own, knowing nothing of this one.
  const later = await context.newPage();
  await read(later, '/about-us');
  const there = await webStorage(later);
  expect(there.session).not.toMatch(/newsletter|utm_|\/insights\//);
  expect(there.local).not.toMatch(/newsletter|utm_|\/insights\//);
  const record = await later.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown,
    LEAD_SOURCE_KEY,
  );
  expect(record).toMatchObject({ landingPage: '/about-us' });
  expect(await context.cookies()).toEqual([]);
});

test('pages the service worker serves offline are recorded too @chromium', async ({
  page,
  context,
}) => {
  const [landing, offlinePage] = visitPages(2) as [string, string];
  await read(page, `${landing}?utm_campaign=spring`);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await read(page, offlinePage);
  await page.goto('/contact');
  const record = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown,
    LEAD_SOURCE_KEY,
  );
  expect(record).toMatchObject({
    landingPage: landing,
    utm: { utm_campaign: 'spring' },
    articles: articlesAmong([landing, offlinePage]),
  });
  await context.setOffline(false);
});
