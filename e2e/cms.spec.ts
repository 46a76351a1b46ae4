// The content editor at /admin against the production build of a throw-away working copy, with
// the local proxy (decap-server, MODE=fs): what staff change lands in the data files, the
// schemas refuse what the build would refuse, and a rebuild shows the change to visitors.
// A staff tool, run in Chromium only (@chromium): Decap's fields are React inputs, and Playwright's
// fill() in Firefox sets their value without an input event React hears; the visitors' pages it
// changes are covered in every engine by the other specs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { priceRules } from '../src/content/price-rules';
import { formatPrice } from '../src/features/pricing/currency';
import { workingCopy } from './cms-copy';
import type { WorkingCopy } from './cms-copy';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let copy: WorkingCopy;
const plansFile = 'src/content/data/hosting-plans.json';
const siteFile = 'src/config/site.json';
const privacyFile = 'src/content/data/legal/privacy-policy.json';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  copy = await workingCopy();
});
test.afterAll(async () => {
  await copy?.close();
});

async function openEditor(page: Page, hash: string) {
  await page.goto(`${copy.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${copy.url}/admin/#/${hash}`);
}

/** A PNG of one colour, as a staff member's upload. */
const plainPng = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

type PlanPrices = { id: string; pricePKR: number; priceUSD: number };
/** The Business plan's prices in the working copy as first read, and the new rupee price. */
let start: PlanPrices;
let newPKR: number;

/** The Business plan as the file has it now; undefined while the editor's proxy writes it. */
const businessPlan = () =>
  (copy.json(plansFile) as { plans: PlanPrices[] } | undefined)?.plans.find(
    (plan) => plan.id === 'business',
  );

test('changing the Business plan’s rupee price writes the file; bad prices are refused @chromium', async ({
  page,
}) => {
  const before = copy.read(plansFile);
  start = businessPlan()!;
  // A whole number other than today's, within the rupee ceiling.
  newPKR = start.pricePKR > 500 ? start.pricePKR - 115 : start.pricePKR + 115;
  const index = (JSON.parse(before) as { plans: PlanPrices[] }).plans.findIndex(
    (plan) => plan.id === 'business',
  );
  await openEditor(page, 'collections/hosting-plans/entries/hosting-plans');
  await expect(
    page.getByText(`Business: Rs. ${start.pricePKR} / $${start.priceUSD}`, { exact: true }),
  ).toBeVisible();
  // Unfold every plan.
  await page.getByRole('button', { name: 'Expand' }).click();
  const price = page.getByLabel('Price in rupees per month').nth(index);
  await expect(price).toHaveValue(String(start.pricePKR));
  // A price is required, as the schema says: its label is not marked optional.
  for (const label of ['Price in rupees per month', 'Price in dollars per month'])
    await expect(page.locator('label', { hasText: label }).nth(1)).toHaveText(label);
  await price.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('hosting-plans-editor.png') });

  await price.fill('-5');
  await publish(page);
  // The schema's own words, in the editor's notice.
  const refused = (rule: string) =>
    page.getByText(`Failed to persist entry: Error: Not saved: plans.${index}.pricePKR: ${rule}`, {
      exact: true,
    });
  await expect(refused('must be a number greater than 0')).toBeVisible();
  expect(copy.read(plansFile)).toBe(before);

  await price.fill('');
  await price.pressSequentially('nine hundred');
  await publish(page);
  await expect(refused('must be a number')).toBeVisible();
  expect(copy.read(plansFile)).toBe(before);

  await price.fill(String(newPKR));
  await publish(page);
  await expect.poll(() => businessPlan()?.pricePKR).toBe(newPKR);
  expect(businessPlan()?.priceUSD).toBe(start.priceUSD);
});

test('a legal page’s text is edited with its placeholders; an unknown placeholder is refused @chromium', async ({
  page,
}) => {
  const before = copy.read(privacyFile);
  await openEditor(page, 'collections/legal/entries/privacy-policy');
  const intro = page.getByLabel('Introduction');
  await expect(intro).toHaveValue(/^\{brandName\} respects your privacy\./);
  await intro.fill('At {brandName}, {ceoName} respects your privacy.');
  await publish(page);
  await expect(
    page.getByText(
      /^Failed to persist entry: Error: Not saved: intro: a text names an unknown placeholder \{ceoName\}; known: \{brandName\}/,
    ),
  ).toBeVisible();
  expect(copy.read(privacyFile)).toBe(before);

  await intro.fill('At {brandName} we respect your privacy, and {phone} reaches us.');
  await publish(page);
  await expect
    .poll(() => (copy.json(privacyFile) as { intro: string } | undefined)?.intro)
    .toBe('At {brandName} we respect your privacy, and {phone} reaches us.');
  // Only the edited text changed; the sections are as they were.
  expect(JSON.parse(copy.read(privacyFile)).sections).toEqual(JSON.parse(before).sections);
});

test('adding a portfolio project with an uploaded screenshot writes its file and the image @chromium', async ({
  page,
}) => {
  const screenshot = await plainPng(320, 180, '#1d5fc9');
  await openEditor(page, 'collections/portfolio/new');
  await page.getByLabel('Position').fill('0');
  await page.getByLabel('Client or site name').fill('Ravi Riverside Traders');
  await page.getByLabel('Site address').fill('https://ravi-riverside.test');
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'ecommerce', exact: true }).click();
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ravi-riverside.png', mimeType: 'image/png', buffer: screenshot });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);
  const file = 'src/content/data/portfolio/ravi-riverside-traders.json';
  await expect
    .poll(() => copy.json(file), { timeout: 15_000 })
    .toEqual({
      order: 0,
      name: 'Ravi Riverside Traders',
      url: 'https://ravi-riverside.test',
      categoryId: 'ecommerce',
      image: '/images/portfolio/ravi-riverside.png',
    });
  // The image is written by a request of its own, which may come after the entry's.
  await expect
    .poll(() => copy.bytes('public/images/portfolio/ravi-riverside.png'), { timeout: 15_000 })
    .toEqual(screenshot);
});

/**
 * The service page the editor adds: the first of these titles whose page does not exist yet in
 * the working copy (staff may have added one of the same name).
 */
let newPage = { title: '', slug: '', file: '' };
const pageFor = (title: string) => {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { title, slug, file: `src/content/data/service-pages/${slug}.json` };
};

test('a new service page is written under the address its title makes @chromium', async ({
  page,
}) => {
  await openEditor(page, 'collections/service-pages/new');
  await page.getByLabel('Position').fill('14');
  newPage = ['Cloud Migration', 'Cloud Migration Service', 'Cloud Moves']
    .map(pageFor)
    .find((candidate) => !existsSync(join(copy.dir, candidate.file)))!;
  await page.getByLabel('Title', { exact: true }).fill(newPage.title);
  await page
    .getByLabel('Description for search engines and shared links')
    .fill('Move your websites and e-mail to the cloud with no downtime, planned by our engineers.');
  await page.getByLabel('Introduction').fill('We move your websites and e-mail to the cloud.');
  await page.getByRole('button', { name: 'Add sections' }).click();
  await page.getByRole('menuitem', { name: 'Tags' }).click();
  await page.getByLabel('Heading').fill('Clouds we work with');
  await page.getByRole('button', { name: 'Add tags' }).click();
  // The new tag's field, the last input of the form.
  await page.locator('input').last().fill('AWS');
  await publish(page);
  await expect
    .poll(() => copy.json(newPage.file), { timeout: 15_000 })
    .toMatchObject({
      order: 14,
      title: newPage.title,
      heroActions: [],
      sections: [{ kind: 'tags', heading: 'Clouds we work with', items: ['AWS'] }],
    });
});

test('changing the agency’s phone number writes the agency’s details @chromium', async ({
  page,
}) => {
  await openEditor(page, 'collections/site/entries/site');
  const phone = page.getByLabel('Phone and WhatsApp number');
  await expect(phone).toHaveValue(/^\+92 /);
  await phone.fill('0321 4455667');
  await publish(page);
  // The generated field carries the schema's pattern and message: the editor refuses at once.
  await expect(
    page.getByText(
      "Phone and WhatsApp number didn't match the pattern: must be written +92, a space, 3 digits starting with 3, a space, 7 digits",
    ),
  ).toBeVisible();
  expect(JSON.parse(copy.read(siteFile))).toMatchObject({ phone: '+92 300 1234567' });
  // Unsaved changes are dropped with the page; the file has the old number.
  await page.reload();
  await expect(phone).toHaveValue('+92 300 1234567');
  await phone.fill('+92 321 4455667');
  await expect(phone).toHaveValue('+92 321 4455667');
  await publish(page);
  await expect
    .poll(() => (copy.json(siteFile) as { phone: string } | undefined)?.phone)
    .toBe('+92 321 4455667');
});

/** The lists as the editor left them: the network now first, the payment methods left. */
let socialFirst = '';
let paymentsAfter: string[] = [];

test('lists: a social link dragged to the top and a payment method removed are written in that order @chromium', async ({
  page,
}) => {
  await openEditor(page, 'collections/site/entries/site');
  // The file as the proxy left it: undefined while it is being written.
  const site = () =>
    copy.json(siteFile) as
      { socialLinks: { name: string }[]; paymentMethods: string[] } | undefined;
  const names = () => site()?.socialLinks.map((link) => link.name);
  const payments = () => site()?.paymentMethods;
  // Whatever the agency's lists are today: the second network goes first, the second payment
  // method goes.
  const [first, second, ...others] = names()!;
  const removed = payments()![1]!;
  socialFirst = second!;
  paymentsAfter = payments()!.filter((method) => method !== removed);
  // Collapsed list items show their network; each has a drag handle (a sortable button).
  const handle = (network: string) =>
    page
      .getByText(network, { exact: true })
      .locator('..')
      .locator('[aria-roledescription="sortable"]');
  // Both handles on screen: the mouse acts at viewport coordinates.
  await handle(first!).scrollIntoViewIfNeeded();
  await handle(second!).scrollIntoViewIfNeeded();
  const from = (await handle(second!).boundingBox())!;
  const to = (await handle(first!).boundingBox())!;
  // A drag as a hand makes it: pressed, moved past the 4 px that start it, carried over the
  // first item, and let go once the list has seen where it is.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.waitForTimeout(200);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 12 });
  await page.waitForTimeout(300);
  await page.mouse.up();
  await expect(
    page.getByText(first!, { exact: true }).or(page.getByText(second!, { exact: true })),
  ).toHaveText([second!, first!]);
  // The list's drag library (dnd-kit) stops every click in the document until a 50 ms timer it
  // sets at the drop, so that the drop's own click does nothing; on a busy machine that timer
  // fires late, and a click made at once was lost. A page timer of the same length set now fires
  // after it (timers of equal delay run in the order they were set): then clicks reach the editor.
  await page.evaluate(() => new Promise((lapsed) => setTimeout(lapsed, 50)));

  // The payment methods are a list of texts: the item is removed with the close button of its
  // top bar (the last button beside its drag handle).
  await page.evaluate((method) => {
    let item: HTMLElement | null | undefined = [...document.querySelectorAll('input')].find(
      (input) => input.value === method,
    );
    while (item && !item.querySelector('[aria-roledescription="sortable"]'))
      item = item.parentElement;
    const bar = item?.querySelector('[aria-roledescription="sortable"]')?.parentElement;
    [...(bar?.querySelectorAll(':scope > button') ?? [])]
      .at(-1)
      ?.setAttribute('data-test', 'remove-payment');
  }, removed);
  await page.locator('[data-test="remove-payment"]').click();
  await expect
    .poll(() =>
      page.evaluate(
        (method) => [...document.querySelectorAll('input')].some((input) => input.value === method),
        removed,
      ),
    )
    .toBe(false);
  await publish(page);
  await expect.poll(names).toEqual([second, first, ...others]);
  expect(payments()).toEqual(paymentsAfter);
});

const newArticle = 'src/content/data/insights/why-a-fast-website-wins-customers.md';
/**
 * The new article's date: today, or the day after the newest article in the working copy if
 * that is later, so that it is the newest whatever articles staff have added.
 */
let articleDate = '';

test('a new article is written as Markdown with its front matter and its uploaded cover @chromium', async ({
  page,
}) => {
  const cover = await plainPng(1200, 630, '#0f7b6c');
  const folder = join(copy.dir, 'src/content/data/insights');
  const dates = readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map(
      (file) =>
        /^date:\s*["']?(\d{4}-\d{2}-\d{2})/m.exec(readFileSync(join(folder, file), 'utf8'))?.[1] ??
        '',
    )
    .sort();
  const dayAfter = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const newest = dates.at(-1);
  articleDate = newest && dayAfter(newest) > today ? dayAfter(newest) : today;
  await openEditor(page, 'collections/insights/new');
  await page.getByLabel('Title', { exact: true }).fill('Why a fast website wins customers');
  await page
    .getByLabel('Summary (search results, lists and feeds)')
    .fill('Visitors on a phone leave a slow page: what makes a site fast, and how to keep it so.');
  await page.getByLabel('Date', { exact: true }).fill(articleDate);
  await page.getByRole('button', { name: 'Add Services it is about' }).click();
  await page.getByLabel('Services it is about').last().click();
  await page.getByRole('option', { name: 'website-development', exact: true }).click();
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fast-website.png', mimeType: 'image/png', buffer: cover });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page
    .getByLabel('What it shows (for screen readers)')
    .fill('A stopwatch beside a phone showing a web page');
  const body = page.locator('[data-slate-editor="true"]').last();
  await body.click();
  await page.keyboard.type('A page that answers at once keeps the visitor reading.');
  await publish(page);
  // The body is the file's last part: once it is there, the file is whole.
  await expect
    .poll(() => copy.bytes(newArticle)?.toString(), { timeout: 15_000 })
    .toContain('A page that answers at once keeps the visitor reading.');
  const written = copy.read(newArticle);
  expect(written).toMatch(/^---\n/);
  expect(written).toContain('title: Why a fast website wins customers');
  expect(written).toMatch(new RegExp(`^date: ["']?${articleDate}["']?$`, 'm'));
  expect(written).toContain('- website-development');
  expect(written).toContain('image: /images/insights/fast-website.png');
  expect(written).toContain('A page that answers at once keeps the visitor reading.');
  await expect
    .poll(() => copy.bytes('public/images/insights/fast-website.png'), { timeout: 15_000 })
    .toEqual(cover);
});

test('after a rebuild, visitors see the new price, project, service page, phone number, lists and article @chromium', async ({
  page,
}) => {
  const took = copy.build();
  test.info().annotations.push({ type: 'rebuild', description: `${took} ms` });
  console.log(`Rebuild of the working copy: ${took} ms`);

  for (const path of ['/', '/services/cpanel-hosting']) {
    await page.goto(`${copy.url}${path}`);
    const business = page
      .locator('.plan-card')
      .filter({ has: page.getByRole('heading', { name: 'Business' }) });
    // The chosen currency is remembered from page to page: choose each.
    const currency = (unit: string) =>
      page
        .getByRole('group', { name: 'Currency' })
        .first()
        .getByRole('button', { name: unit })
        .click();
    await currency('PKR');
    await expect(business).toContainText(formatPrice(newPKR, 'PKR'));
    await currency('USD');
    await expect(business).toContainText(
      formatPrice(start.priceUSD, 'USD', { usdDecimals: priceRules.planUSD.decimals }),
    );
  }

  await page.goto(`${copy.url}/portfolio`);
  // Its position, 0, puts it before every other project (the first of them is at 1).
  await expect(page.locator('.portfolio-card').first()).toContainText('Ravi Riverside Traders');
  await page.getByRole('button', { name: 'E-commerce' }).click();
  // As many as the working copy's files in the category, the new one among them.
  const folder = join(copy.dir, 'src/content/data/portfolio');
  const ecommerce = readdirSync(folder).filter(
    (file) =>
      (JSON.parse(readFileSync(join(folder, file), 'utf8')) as { categoryId: string })
        .categoryId === 'ecommerce',
  ).length;
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    `Showing ${ecommerce} projects`,
  );
  const card = page.locator('.portfolio-card').filter({ hasText: 'Ravi Riverside Traders' });
  // The build's WebP copy of the upload (no wider one: the upload is 320 pixels wide), its size
  // known before it loads.
  const shot = card.locator('img');
  await expect(shot).toHaveAttribute(
    'src',
    /^\/images\/portfolio\/variants\/ravi-riverside-320w-[0-9a-f]{8}\.webp$/,
  );
  await expect(shot).toHaveAttribute('srcset', /ravi-riverside-320w-[0-9a-f]{8}\.webp 320w$/);
  await expect(shot).toHaveAttribute('width', '320');
  await expect(shot).toHaveAttribute('height', '180');
  // Loaded from the variant (its naturalWidth is the width `sizes` gives it, not the file's).
  await shot.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      shot.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : 'loading')),
    )
    .toMatch(/\/images\/portfolio\/variants\/ravi-riverside-320w-[0-9a-f]{8}\.webp$/);

  // The page added in the editor: its own page, in the sitemap and in the offline copy.
  await page.goto(`${copy.url}/services/${newPage.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newPage.title);
  await expect(page).toHaveTitle(new RegExp(`^${newPage.title} \\| `));
  expect(copy.read('dist/sitemap.xml')).toContain(`/services/${newPage.slug}</loc>`);
  expect(copy.read('dist/sw.js')).toContain(`"url":"services/${newPage.slug}/index.html"`);

  const wa = 'https://wa.me/923214455667?text=';
  for (const path of ['/', '/contact']) {
    await page.goto(`${copy.url}${path}`);
    await expect(page.locator('header').getByText('+92 321 4455667')).toBeVisible();
    await expect(page.locator('footer').getByText('+92 321 4455667')).toBeVisible();
    // The lists as reordered and shortened in the editor.
    // The social links are icons named for their network.
    await expect(
      page.getByRole('list', { name: 'Social media' }).getByRole('link').first(),
    ).toHaveAccessibleName(socialFirst);
    await expect(page.locator('.footer-payments li')).toHaveText(paymentsAfter);
    const links = page.locator('a[href*="wa.me/"]');
    expect(await links.count()).toBeGreaterThan(1);
    for (const href of await links.evaluateAll((items) => items.map((a) => a.getAttribute('href'))))
      expect(href).toContain(wa);
  }
  await expect(page.getByRole('main').getByText('+92 321 4455667')).toBeVisible();

  // The article written in the editor, the newest: first on the list and in both feeds, in the
  // sitemap, and its own page with its cover in the build's widths.
  await page.goto(`${copy.url}/insights`);
  await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).toHaveText(
    'Why a fast website wins customers',
  );
  for (const feed of ['rss.xml', 'atom.xml']) {
    const firstItem = /<(?:item|entry)>\s*<title[^>]*>(?:<!\[CDATA\[)?([^<\]]*)/.exec(
      copy.read(`dist/insights/${feed}`),
    );
    expect(firstItem?.[1], feed).toBe('Why a fast website wins customers');
  }
  await page.getByRole('link', { name: 'Why a fast website wins customers' }).first().click();
  await expect(page).toHaveURL(/\/insights\/why-a-fast-website-wins-customers\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Why a fast website wins customers',
  );
  await expect(
    page.getByText('A page that answers at once keeps the visitor reading.'),
  ).toBeVisible();
  const coverImage = page.getByRole('img', {
    name: 'A stopwatch beside a phone showing a web page',
  });
  await expect(coverImage).toHaveAttribute('width', '1200');
  await expect(coverImage).toHaveAttribute('height', '630');
  await expect(coverImage).toHaveAttribute('srcset', /\/images\/insights\/variants\/fast-website-/);
  expect(copy.read('dist/sitemap.xml')).toContain('/insights/why-a-fast-website-wins-customers');

  // The privacy policy's edited introduction, its placeholders filled from the agency's details.
  await page.goto(`${copy.url}/privacy-policy`);
  await expect(
    page.getByText('At Indus Web Studio we respect your privacy, and +92 321 4455667 reaches us.'),
  ).toBeVisible();
});
