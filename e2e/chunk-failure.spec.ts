import { expect, test } from '@playwright/test';
import { ISLAND_WAIT_MS } from '../src/config/ui';
import { CONTACT_ENDPOINT } from '../src/features/contact/contact-protocol';
import { contactTexts } from '../src/features/contact/contact-texts';
import { watchConsole } from './console';

// No service worker: nothing cached answers for the network, as when the browser has emptied
// the offline cache during an outage.
test.use({ serviceWorkers: 'block' });

const cases = [
  {
    what: 'code and stylesheet',
    refuse: /\/assets\/notice-runtime-[^/]+\.(js|css)$/,
  },
  { what: 'stylesheet', refuse: /\/assets\/notice-runtime-[^/]+\.css$/ },
];

for (const { what, refuse } of cases) {
  test(`when the notices' ${what} cannot load, the notice still shows in its words @chromium`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const refused: string[] = [];
    await page.route(refuse, (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort('internetdisconnected');
    });
    await page.goto('/');
    // Settled: the page's script is there to hand the form to its island, whose notice this is
    // (before it, the head script says it under the field: first-tap.spec.ts).
    await page.waitForLoadState('networkidle');
    await page.locator('.domain-checker-button').click();

    const alert = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('alert')
      .filter({ hasText: 'Please enter a domain name' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Error');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Unexpected Application Error!',
    );
    expect(refused.some((path) => path.includes('notice-runtime'))).toBe(true);
    await alert.getByRole('button', { name: 'Close toast' }).click();
    await expect(alert).toHaveCount(0);
    // Only the refused requests and the blocked worker are reported: no uncaught error or rejection.
    const expected = /Failed to load resource|Service worker registration failed/;
    expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
  });
}

test("when the contact form's island cannot load, a send goes as the browser sends it, at once @chromium", async ({
  page,
}) => {
  await page.route(/\/assets\/contact-form-[^/]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Contact form' });
  // Reaching for the form asks for its island, whose code does not come.
  await form.getByLabel('Name', { exact: true }).fill('Without Island');
  await form.getByLabel('Email', { exact: true }).fill('without@example.com');
  await form.getByLabel('Message', { exact: true }).fill('The island never came.');
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute(
    'data-island-failed',
    '',
  );
  const posted = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.method() === 'POST',
  );
  const sentAt = Date.now();
  await form.getByRole('button', { name: contactTexts.submit }).click();
  const request = await posted;
  // Not held for the island: well within the wait a held send would make.
  expect(Date.now() - sentAt).toBeLessThan(ISLAND_WAIT_MS);
  expect(new URL(request.url()).pathname).toBe(CONTACT_ENDPOINT);
  expect(new URLSearchParams(request.postData() ?? '').get('name')).toBe('Without Island');
});
