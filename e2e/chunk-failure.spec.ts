import { expect, test } from '@playwright/test';
import { watchConsole } from './console';

// No service worker: nothing cached answers for the network, as when the browser has emptied
// the offline cache during an outage.
test.use({ serviceWorkers: 'block' });

const cases = [
  {
    what: 'code and stylesheet',
    refuse: /\/assets\/notice(s-container|-runtime)-[^/]+\.(js|css)$/,
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
