import { expect, test } from '@playwright/test';
import { escapeRegExp, portfolioTexts } from './content-facts';
import type { Page } from '@playwright/test';
import { watchConsole, withoutEngineNoise } from './console';
import { waitForOfflineReady } from './service-worker';

/** The articles as the list shows them, newest first: their links' addresses. */
const listedArticles = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

test.describe('insights', () => {
  test('the list leads to an article, which reads offline once visited, as do the newest precached @chromium', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await page.goto('/');
    // The footer's company link.
    await page
      .getByRole('navigation', { name: 'Company' })
      .getByRole('link', { name: 'Insights' })
      .click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    const articles = await listedArticles(page);
    expect(articles.length).toBeGreaterThan(1);
    expect(articles.length).toBeLessThanOrEqual(10);

    // Newest first: each article's date is not after the one above it.
    const dates = await page
      .getByRole('main')
      .locator('article time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());

    const first = page.getByRole('main').getByRole('article').first().getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${articles[0]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Services' }).getByRole('link')).not.toHaveCount(0);
    const ready = await waitForOfflineReady(page);
    test.info().annotations.push({ type: 'offline-ready (ms)', description: `${ready}` });

    // The app navigates away and back: the article keeps the HTML it was served with.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[?.]/g, '\\$&')}`));

    expect(withoutEngineNoise(problems)).toEqual([]);

    // Offline: the article read, with its cover; another of the newest, never opened; the list.
    await context.setOffline(true);
    const read = await page.goto(articles[0]!);
    expect(read?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect
      .poll(() =>
        page.locator('.insight-cover').evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    for (const path of [articles.at(-1)!, '/insights']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights');
  });

  test('a case study opens from its portfolio card and reads offline once visited @chromium', async ({
    page,
    context,
  }) => {
    await page.goto('/portfolio');
    const prefix = `${portfolioTexts.caseStudy}: `;
    const card = page.getByRole('link', { name: new RegExp(`^${escapeRegExp(prefix)}`) }).first();
    const name = (await card.getAttribute('aria-label'))!.replace(prefix, '');
    await card.click();
    await expect(page).toHaveURL(/\/portfolio\/[a-z0-9-]+$/);
    await expect(page.getByText(`Case study · ${name}`)).toBeVisible();
    for (const heading of ['Results', 'The challenge', 'Our approach'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const address = page.url();
    await waitForOfflineReady(page);
    // Read once with the worker in control: it keeps the page.
    await page.reload();
    await context.setOffline(true);
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(`Case study · ${name}`)).toBeVisible();
  });

  test('the feeds read back as RSS 2.0 and Atom, and every item’s link answers', async ({
    page,
    request,
  }) => {
    await page.goto('/insights');
    const feeds = await page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('type'), link.getAttribute('href')]),
      );
    expect(feeds).toEqual([
      ['application/rss+xml', '/insights/rss.xml'],
      ['application/atom+xml', '/insights/atom.xml'],
    ]);
    const listed = await listedArticles(page);
    for (const [type, href] of feeds) {
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      const text = await response.text();
      // The browser's own XML parser reads the feed back.
      const links = await page.evaluate(
        ([xml, kind]) => {
          const document = new DOMParser().parseFromString(xml, 'application/xml');
          if (document.querySelector('parsererror')) return null;
          return kind === 'application/rss+xml'
            ? [...document.querySelectorAll('item > link')].map((link) => link.textContent!)
            : [...document.getElementsByTagName('entry')].map((entry) =>
                entry.getElementsByTagName('link')[0]!.getAttribute('href')!,
              );
        },
        [text, type!] as const,
      );
      expect(links, href!).not.toBeNull();
      expect(links!.map((link) => new URL(link).pathname)).toEqual(listed);
      for (const link of links!)
        expect((await request.get(new URL(link).pathname)).status(), link).toBe(200);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of listed)
      expect(sitemap).toMatch(new RegExp(`${path}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });
});
