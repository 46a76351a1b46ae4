import { routes } from '../src/app/routes';
import { homePrices } from './content-facts';
import { queuedNotice } from '../src/features/contact/contact-texts';
import { offlineMessage, uncheckedMessage } from '../src/features/domain-check/domain-messages';
import { mailsFrom } from './mailbox';
import { startOutageProxy } from './outage';
import type { Outage } from './outage';
import { unique } from './outbox';
import { expect, pageProblems, tap, test, until, watchPage } from './webkit';
import type { WebKit } from './webkit';
import { headOf } from '../src/app/route-heads';

// The site in WebKitGTK (the engine of Safari and of every iPhone and iPad browser), against the
// production build, with real outages: no Background Sync here, so the outbox replays on page
// load, on `online` and on its timer.

let outage: Outage | undefined;
test.afterEach(async () => {
  await outage?.close();
  outage = undefined;
});

/** The site through a fresh outage proxy (its own origin: a new visitor). */
async function throughProxy(baseURL: string | undefined) {
  outage = await startOutageProxy(baseURL!);
  return outage;
}

/** Whether the page's service worker is active, controls the page and so its precache is full. */
const offlineReady = (browser: WebKit) =>
  until(
    'the service worker to control the page',
    () =>
      browser.executeAsync((done: (ready: boolean) => void) => {
        void navigator.serviceWorker
          .getRegistration()
          .then((registration) =>
            done(
              registration?.active?.state === 'activated' &&
                navigator.serviceWorker.controller !== null,
            ),
          );
      }),
    30_000,
  );

const text = (browser: WebKit, selector: string) =>
  browser.execute(
    (css: string) => document.querySelector(css)?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    selector,
  );

test('every route renders its page, with no error', async ({ webkit, baseURL }) => {
  test.setTimeout(180_000);
  for (const route of routes) {
    await webkit.url(`${baseURL}${route.path}`);
    await watchPage(webkit);
    expect(await webkit.getTitle()).toBe(headOf(route).title);
    expect(await webkit.$$('h1').length).toBe(1);
    // The page's script (inserted after the first paint) has run: it has no island to hydrate
    // here unless the page has something to show.
    await webkit.pause(300);
    expect(await pageProblems(webkit), route.path).toEqual([]);
  }
});

test('after the first visit, pages and the not-found page open during an outage', async ({
  webkit,
  baseURL,
}) => {
  const site = await throughProxy(baseURL);
  await webkit.url(`${site.url}/`);
  await offlineReady(webkit);
  await site.down();
  const page = (path: string) => headOf(routes.find((route) => route.path === path)!).title;
  for (const path of ['/contact', '/portfolio']) {
    await webkit.url(`${site.url}${path}`);
    await until(`${path} offline`, async () => (await webkit.getTitle()) === page(path));
    expect(await webkit.$$('h1').length).toBe(1);
  }
  await webkit.url(`${site.url}/no-such-page`);
  await until('the not-found page offline', async () =>
    (await text(webkit, 'h1')).includes('Oops! Page not found'),
  );
});

test('search after the first visit, during an outage: it answers and a result opens', async ({
  webkit,
  baseURL,
}) => {
  const site = await throughProxy(baseURL);
  await webkit.url(`${site.url}/`);
  await offlineReady(webkit);
  await site.down();
  await webkit.url(`${site.url}/search?q=refund`);
  await watchPage(webkit);
  await until('the answer to "refund" offline', async () =>
    (await text(webkit, '.site-search [role="status"]')).includes('for “refund”'),
  );
  const first = await webkit.$('.site-search-results a');
  expect(
    await webkit.execute(() =>
      document.querySelector('.site-search-results a')?.getAttribute('href'),
    ),
  ).toBe('/faqs#what-is-your-refund-policy');
  expect(await pageProblems(webkit)).toEqual([]);
  await tap(webkit, first);
  await until('the FAQ opened offline', () =>
    webkit.execute(
      () =>
        location.hash === '#what-is-your-refund-policy' &&
        (document.getElementById('what-is-your-refund-policy')?.parentElement as HTMLDetailsElement)
          ?.open === true,
    ),
  );
});

test('the currency and the theme chosen are kept across a reload', async ({ webkit, baseURL }) => {
  await webkit.url(`${baseURL}/`);
  await watchPage(webkit);
  // Each price as the visitor sees it (the other currency's is in the page, hidden).
  const prices = () =>
    webkit.execute(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="price"]')].map((price) =>
        price.innerText.trim(),
      ),
    );
  expect(await prices()).toEqual(homePrices('PKR'));
  const allDollars = async () =>
    JSON.stringify(await prices()) === JSON.stringify(homePrices('USD'));
  // One tap, from the first paint on (the page's inline script).
  await tap(webkit, webkit.$('[aria-label="Currency"]').$('button=USD'));
  await until('every price in dollars', allDollars);
  // The theme: the page's background, and the choice on <html>.
  const theme = () =>
    webkit.execute(() => [
      document.documentElement.getAttribute('data-bs-theme'),
      getComputedStyle(document.body).backgroundColor,
    ]);
  const [, lightBackground] = await theme();
  await tap(webkit, webkit.$('button[aria-label="Dark theme"]'));
  const [chosen, darkBackground] = await theme();
  expect(chosen).toBe('dark');
  expect(darkBackground).not.toBe(lightBackground);
  expect(await pageProblems(webkit)).toEqual([]);
  await webkit.refresh();
  await watchPage(webkit);
  await until('every price in dollars after the reload', allDollars);
  expect(await theme()).toEqual(['dark', darkBackground]);
  await webkit.pause(500);
  expect(await pageProblems(webkit)).toEqual([]);
});

test('right after the page is painted, one tap works on each control', async ({
  webkit,
  baseURL,
}) => {
  const selected = (css: string) =>
    webkit.execute((selector: string) => document.querySelector(selector) !== null, css);
  await webkit.url(`${baseURL}/`);
  await watchPage(webkit);
  await tap(webkit, webkit.$('[role="tab"]:nth-child(2)'));
  await until('the second tab', () => selected('[role="tab"]:nth-child(2)[aria-selected="true"]'));
  await tap(webkit, webkit.$('button[aria-label="Chat on WhatsApp"]'));
  await until('the WhatsApp card', async () => await webkit.$('.whatsapp-card').isDisplayed());
  await webkit.url(`${baseURL}/faqs`);
  await watchPage(webkit);
  await tap(webkit, webkit.$('.faq-accordion details:nth-child(2) summary'));
  await until('the answer', () => selected('.faq-accordion details:nth-child(2)[open]'));
  await tap(webkit, webkit.$('.faq-accordion details:nth-child(3) summary'));
  await until('one answer at a time', async () =>
    webkit.execute(
      () =>
        [...document.querySelectorAll('.faq-accordion details')].findIndex((d) =>
          d.hasAttribute('open'),
        ) === 2 && document.querySelectorAll('.faq-accordion details[open]').length === 1,
    ),
  );
  await webkit.url(`${baseURL}/portfolio`);
  await watchPage(webkit);
  await tap(webkit, webkit.$('.portfolio-filters [data-filter]:nth-child(2)'));
  await until('the filtered projects', async () =>
    webkit.execute(() => {
      const category = document
        .querySelector('.portfolio-filters [data-filter]:nth-child(2)')!
        .getAttribute('data-filter');
      const cards = [...document.querySelectorAll<HTMLElement>('[data-category]')];
      return cards.every((li) => li.hidden === (li.dataset.category !== category));
    }),
  );
  expect(await pageProblems(webkit)).toEqual([]);
});

test.describe('the domain checker', () => {
  const input = '.domain-checker input';
  /** What the checker says of a name (not the empty send's field message). */
  const message = '.domain-checker-message:not([id$="-error"])';

  test('empty, invalid and uncheckable names', async ({ webkit, baseURL }) => {
    await webkit.url(`${baseURL}/`);
    await watchPage(webkit);
    const field = webkit.$(input);
    // One tap: the island takes the form as the visitor reaches for it, and checks the name.
    await field.setValue('mybrand.zz');
    await tap(webkit, webkit.$('.domain-checker-button'));
    await until('the checker to answer', async () =>
      (await text(webkit, message)).startsWith(uncheckedMessage('mybrand.zz', 'unsupported')),
    );
    await field.setValue('not a domain!');
    await tap(webkit, webkit.$('.domain-checker-button'));
    await until('the invalid-name message', async () => (await text(webkit, message)) !== '');
    await field.clearValue();
    await tap(webkit, webkit.$('.domain-checker-button'));
    await until('the empty-name notice', async () =>
      (await text(webkit, '.Toastify')).includes('Please enter a domain name'),
    );
    expect(await pageProblems(webkit)).toEqual([]);
  });

  test('during a real outage: the connection message, not the registries, and a check of its own once the site is back', async ({
    webkit,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const site = await throughProxy(baseURL);
    await webkit.url(`${site.url}/`);
    await offlineReady(webkit);
    await watchPage(webkit);
    await webkit.$(input).setValue('outage-check.com'); // focusing loads the lookup code
    await webkit.pause(1000);
    await site.down();
    await tap(webkit, webkit.$('.domain-checker-button'));
    await until(
      'the connection message',
      async () => (await text(webkit, message)) === offlineMessage('outage-check.com'),
      30_000,
    );
    // Longer than every retry together (1 + 2 + 4 s and their lookups): still the outage's words.
    await webkit.pause(15_000);
    expect(await text(webkit, message)).toBe(offlineMessage('outage-check.com'));
    await site.up();
    // The browser saw no outage (no `online` event): the checker notices the site answering and
    // checks again. This machine has no internet, so the registries fail this time, truly.
    await until(
      'the check to run again',
      async () =>
        (await text(webkit, message)).startsWith(uncheckedMessage('outage-check.com', 'failed')),
      40_000,
    );
    expect(await pageProblems(webkit)).toEqual([]);
  });
});

test.describe('the contact outbox without Background Sync', () => {
  const notice = queuedNotice('unreachable', false);

  async function send(webkit: WebKit, name: string, words: string) {
    const form = 'form[aria-label="Contact form"]';
    await webkit.$(`${form} [name="name"]`).setValue(name);
    await webkit.$(`${form} [name="email"]`).setValue('visitor@example.com');
    await webkit.$(`${form} [name="message"]`).setValue(words);
    await tap(webkit, webkit.$(`${form} button[type="submit"]`));
    await until('the kept-message notice', async () =>
      (await text(webkit, `${form} [role="status"]`)).includes(notice),
    );
    expect(await text(webkit, `${form} [role="status"]`)).toBe(notice);
  }

  test('queued while the site is unreachable, page kept open: sent exactly once when it returns', async ({
    webkit,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const site = await throughProxy(baseURL);
    await webkit.url(`${site.url}/contact`);
    await offlineReady(webkit);
    await watchPage(webkit);
    const name = unique('WebKit Open');
    const words = `Sent from WebKit with the page open, ${name}`;
    await site.down();
    await send(webkit, name, words);
    await webkit.pause(3000);
    expect(await mailsFrom(name)).toHaveLength(0);
    await site.up();
    // No `online` event comes after a real outage: the page's timer replays (every 60 s).
    await until('one mail', async () => (await mailsFrom(name)).length > 0, 90_000);
    const mails = await mailsFrom(name);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(words);
    await webkit.pause(3000);
    expect(await mailsFrom(name)).toHaveLength(1);
  });

  test('queued, every page closed, the site opened again online: sent exactly once', async ({
    webkit,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const site = await throughProxy(baseURL);
    await webkit.url(`${site.url}/contact`);
    await offlineReady(webkit);
    const name = unique('WebKit Closed');
    const words = `Sent from WebKit after a new visit, ${name}`;
    await site.down();
    await send(webkit, name, words);
    await webkit.url('about:blank');
    await site.up();
    await webkit.pause(2000);
    expect(await mailsFrom(name)).toHaveLength(0);
    await webkit.url(`${site.url}/`);
    await until('one mail', async () => (await mailsFrom(name)).length > 0, 30_000);
    const mails = await mailsFrom(name);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(words);
    await webkit.url(`${site.url}/contact`);
    await webkit.pause(3000);
    expect(await mailsFrom(name)).toHaveLength(1);
  });
});
