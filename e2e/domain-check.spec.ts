import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { answerLookups } from './fake-lookups';
import { timeCheck } from './lookup-timing';

/** Records every Content-Security-Policy violation of the page. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

const connectionMessage = 'Checking a domain needs an internet connection';
const failureNotice = 'Failed to check domain availability. Please try again.';

const checker = (page: Page) => ({
  input: page.getByRole('textbox', { name: 'Domain name' }),
  button: page.locator('.domain-checker-button'),
  verdict: page.locator('.domain-verdict'),
  rows: page.locator('.domain-suggestion'),
  /** What the checker says of a name it could not check (not the empty send's field message). */
  message: page.locator('.domain-checker-message:not([id$="-error"])'),
});

test.describe('domain checker', () => {
  test('available: verdict, success notice and a Register link to the billing cart @chromium', async ({
    page,
  }) => {
    const { requests } = await answerLookups(page, { available: ['mybrand.com'] });
    await page.goto('/');
    const { input, button, verdict } = checker(page);
    await input.fill('  https://www.MyBrand.com/pricing ');
    await button.click();
    await expect(verdict).toHaveAttribute('data-state', 'available');
    await expect(verdict).toContainText('mybrand.com is available!');
    await expect(page.getByText('Domain Available!')).toBeVisible();
    await expect(page.getByText('This domain is available for registration')).toBeVisible();
    const register = verdict.getByRole('link', { name: 'Register mybrand.com' });
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute(
      'href',
      /\/cart\.php\?a=add&domain=register&query=mybrand\.com$/,
    );
    const first = requests[0]!;
    expect(first.url()).toBe('https://rdap.verisign.com/com/v1/domain/mybrand.com');
    expect(first.headers()['accept']).toBe('application/rdap+json');
    await expect(input).toHaveValue('  https://www.MyBrand.com/pricing ');
  });

  test('taken with suggestions: negative notice, 8 rows filled in, Register on free ones @chromium', async ({
    page,
  }) => {
    await answerLookups(page, { available: ['taken.pk', 'taken.io', 'taken.dev'] });
    await page.goto('/');
    const { input, button, verdict, rows } = checker(page);
    await input.fill('taken.com');
    await button.click();
    await expect(verdict).toHaveAttribute('data-state', 'taken');
    await expect(verdict).toContainText('taken.com is already taken.');
    await expect(page.getByText('Domain Unavailable')).toBeVisible();
    await expect(
      page.getByText('This domain is taken, but check out similar options below'),
    ).toBeVisible();
    await expect(rows).toHaveCount(8);
    await expect(page.locator('.domain-suggestion[data-state="pending"]')).toHaveCount(0);
    expect(await rows.evaluateAll((items) => items.map((item) => item.dataset.domain))).toEqual([
      'taken.pk',
      'taken.com.pk',
      'taken.net',
      'taken.org',
      'taken.io',
      'taken.co',
      'taken.ai',
      'taken.dev',
    ]);
    for (const free of ['taken.pk', 'taken.io', 'taken.dev']) {
      await expect(page.getByRole('link', { name: `Register ${free}` })).toHaveAttribute(
        'href',
        new RegExp(`query=${free.replace('.', '\\.')}$`),
      );
    }
    await expect(page.locator('.domain-suggestion[data-state="available"]')).toHaveCount(3);
    await expect(page.locator('.domain-suggestion[data-state="taken"]')).toHaveCount(5);
    await expect(page.locator('.domain-checker-status')).toContainText(
      '3 of 8 similar domains are available.',
    );
  });

  test('.pk names are decided through DNS over HTTPS @chromium', async ({ page }) => {
    const { requests } = await answerLookups(page, { available: ['shop-my-brand.com.pk'] });
    await page.goto('/');
    const { input, button, verdict } = checker(page);
    await input.fill('shop.my.brand.com.pk');
    await button.click();
    await expect(verdict).toHaveAttribute('data-state', 'available');
    await expect(verdict).toContainText('shop-my-brand.com.pk is available!');
    const dns = requests.find(
      (request) =>
        request.url() === 'https://cloudflare-dns.com/dns-query?name=shop-my-brand.com.pk&type=NS',
    );
    expect(dns?.headers()['accept']).toBe('application/dns-json');
    // A taken .pk suggestion is decided by its NS records.
    await expect(
      page.locator('.domain-suggestion[data-domain="shop-my-brand.pk"]'),
    ).toHaveAttribute('data-state', 'taken');
  });

  test('.xyz: asked at its own registry (from the IANA table), a verdict and no connection message @chromium', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const { requests } = await answerLookups(page, { available: ['mybrand.xyz'] });
    await page.goto('/');
    const { input, button, verdict } = checker(page);
    await input.fill('mybrand.xyz');
    await button.click();
    await expect(verdict).toHaveAttribute('data-state', 'available');
    await expect(verdict).toContainText('mybrand.xyz is available!');
    expect(requests[0]!.url()).toBe('https://rdap.centralnic.com/xyz/domain/mybrand.xyz');
    await expect(page.getByText(connectionMessage)).toHaveCount(0);
    expect(await violations()).toEqual([]);
  });

  test(".info: its registry down when asked directly, the redirector's 302 to it is followed under the CSP @chromium", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const { requests } = await answerLookups(page, { registryFailsOnce: ['mybrand.info'] });
    await page.goto('/');
    const { input, button, verdict } = checker(page);
    await input.fill('mybrand.info');
    await button.click();
    await expect(verdict).toHaveAttribute('data-state', 'taken');
    await expect(verdict).toContainText('mybrand.info is already taken.');
    const urls = requests.map((request) => request.url());
    const registry = 'https://rdap.identitydigital.services/rdap/domain/mybrand.info';
    expect(urls.filter((url) => url === registry)).toHaveLength(2);
    expect(urls).toContain('https://rdap.org/domain/mybrand.info');
    await expect(page.getByText(connectionMessage)).toHaveCount(0);
    expect(await violations()).toEqual([]);
  });

  test('online with every source failing: retries, then the failure notice and a link to the billing search, never the connection message @chromium', async ({
    page,
  }) => {
    const { requests } = await answerLookups(page, { fail: true });
    await page.goto('/');
    const { input, button, verdict, message } = checker(page);
    await input.fill('nowhere.com');
    await button.click();
    await expect(button).toHaveText('Checking...');
    const urls = () => requests.map((request) => request.url());
    await expect
      .poll(urls)
      .toContain('https://rdap-bootstrap.arin.net/bootstrap/domain/nowhere.com');
    expect(urls()).toContain('https://rdap.verisign.com/com/v1/domain/nowhere.com');
    expect(urls()).toContain('https://rdap.org/domain/nowhere.com');
    await expect(page.getByText(connectionMessage)).toHaveCount(0);
    await expect(page.getByText(failureNotice)).toHaveCount(0);
    // Retries after 1, 2 and 4 s, then the spec's failure notice.
    await expect(page.getByText(failureNotice)).toBeVisible({ timeout: 15_000 });
    const billing = page.getByRole('link', {
      name: 'Search nowhere.com on our domain registration page',
    });
    await expect(billing).toHaveAttribute(
      'href',
      /\/cart\.php\?a=add&domain=register&query=nowhere\.com$/,
    );
    await expect(billing).toHaveAttribute('target', '_blank');
    await expect(billing).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(message).toContainText('We could not reach a registry to check nowhere.com.');
    await expect(page.getByText(connectionMessage)).toHaveCount(0);
    await expect(verdict).toHaveCount(0);
    await expect(button).toBeEnabled();
    await expect(input).toHaveValue('nowhere.com');
    const asked = requests.filter((request) => request.url().endsWith('/domain/nowhere.com'));
    expect(asked).toHaveLength(4 * 3);
  });

  test('a suffix with no RDAP service: said at once, with the billing link, and nothing asked @chromium', async ({
    page,
  }) => {
    const { requests } = await answerLookups(page, {});
    await page.goto('/');
    const { input, button, message } = checker(page);
    await input.fill('mybrand.zz');
    await button.click();
    await expect(message).toContainText(
      'mybrand.zz cannot be checked here: its registry offers no lookup service we can reach.',
    );
    await expect(
      page.getByRole('link', { name: 'Search mybrand.zz on our domain registration page' }),
    ).toHaveAttribute('href', /domain=register&query=mybrand\.zz$/);
    await expect(button).toBeEnabled();
    expect(requests).toHaveLength(0);
    await expect(page.getByText(connectionMessage)).toHaveCount(0);
    await expect(page.getByText(failureNotice)).toHaveCount(0);
  });

  test('a search in the address (?domain=, a shared link) runs on load @chromium', async ({
    page,
  }) => {
    await answerLookups(page, { available: ['early.com'] });
    await page.goto('/?domain=early.com');
    const { input, verdict } = checker(page);
    await expect(verdict).toHaveAttribute('data-state', 'available');
    await expect(input).toHaveValue('early.com');
    await expect(input).toBeFocused();
  });

  test('"Checking..." and a disabled button while the lookup is pending @chromium', async ({
    page,
  }) => {
    const { release } = await answerLookups(page, { hold: true, available: ['slow.com'] });
    await page.goto('/');
    const { input, button, verdict, rows } = checker(page);
    await input.fill('slow.com');
    await button.click();
    await expect(button).toHaveText('Checking...');
    await expect(button).toBeDisabled();
    await expect(verdict).toHaveAttribute('data-state', 'pending');
    await expect(rows).toHaveCount(8);
    await expect(page.locator('.domain-suggestion[data-state="pending"]')).toHaveCount(8);
    release();
    await expect(verdict).toHaveAttribute('data-state', 'available');
    await expect(button).toHaveText('Check');
    await expect(button).toBeEnabled();
  });

  test('keyboard only: Tab to the input, type, Enter checks; empty input gets the error notice @chromium', async ({
    page,
  }) => {
    await answerLookups(page, { available: ['keyboard.com'] });
    await page.goto('/');
    const { input, verdict } = checker(page);
    const notices = page.getByRole('region', { name: 'Notifications' });
    await input.focus();
    await page.keyboard.press('Enter');
    await expect(notices.getByText('Please enter a domain name')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Please enter a domain name');
    await expect(verdict).toHaveCount(0);
    await page.keyboard.type('keyboard');
    await page.keyboard.press('Enter');
    await expect(verdict).toHaveAttribute('data-state', 'available');
    await expect(verdict).toContainText('keyboard.com is available!');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Register keyboard.com' })).toBeFocused();
    // Emptied after an answer, the field says why again, in its description.
    await input.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(input).toHaveAccessibleDescription('Please enter a domain name');
  });

  test('offline: a clear message, then the check runs by itself on reconnect @chromium', async ({
    page,
    context,
  }) => {
    const { requests } = await answerLookups(page, { available: ['comeback.com'] });
    await page.goto('/');
    const { input, button, verdict, message } = checker(page);
    await input.fill('comeback.com'); // focusing loads the lookup code while online
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await button.click();
    await expect(message).toContainText(connectionMessage);
    expect(requests).toHaveLength(0);
    await expect(input).toHaveValue('comeback.com');
    await context.setOffline(false);
    await expect(verdict).toHaveAttribute('data-state', 'available');
    await expect(verdict).toContainText('comeback.com is available!');
    await expect(message).toHaveCount(0);
  });

  test('with registries answering after 300 ms, the verdict and the suggestions come in time @chromium', async ({
    page,
  }) => {
    await answerLookups(page, { delayMs: 300, available: ['speed1.com'] });
    await page.goto('/');
    // The page's first check takes longer and varies (1.6 s to its verdict in one measurement):
    // one check first, then the one timed (npm run measure:lookup-speed gives the medians).
    await timeCheck(page, 'speed2.com');
    const times = await timeCheck(page, 'speed1.com');
    test.info().annotations.push({
      type: 'domain check with answers after 300 ms (ms)',
      description: `verdict ${Math.round(times.verdict)}, all suggestions ${Math.round(times.all)}`,
    });
    // One 300 ms answer decides a .com: never sooner, and under 1 s (single runs measured 340 to
    // 720 ms). The .pk suggestions need RDAP, then DNS (2 x 300 ms), all at once: single runs
    // measured 0.9 to 1.4 s; eight lookups one after another would take over 2.4 s.
    expect(times.verdict).toBeGreaterThanOrEqual(300);
    expect(times.verdict).toBeLessThan(1000);
    expect(times.all).toBeLessThan(2000);
  });
});
