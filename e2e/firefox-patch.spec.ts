import { expect, test } from '@playwright/test';

/**
 * Firefox ESR's WebDriver BiDi does not know `emulation.setMediaFeaturesOverride`, which
 * Playwright sends for every new page; patches/playwright-core+*.patch makes that one command a
 * no-op so the suite can run in Firefox at all. This test shows the patch is still needed: the
 * colour scheme asked for is not applied. When it fails, Firefox has learnt the command and the
 * patch can go.
 */
test.use({ colorScheme: 'dark' });

test('Firefox ignores colour-scheme emulation, so the Playwright patch is still needed @firefox-only', async ({
  page,
}) => {
  await page.setContent('<p>colour scheme</p>');
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  expect(
    dark,
    'Firefox applied the emulated colour scheme: remove patches/playwright-core+*.patch',
  ).toBe(false);
});
