import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium, noChromiumMessage } from '../scripts/measure/chromium.ts';

export { chromiumArgs };

/**
 * Finds a Chromium: CHROME_PATH, Debian's /usr/bin/chromium, or one installed by Playwright.
 * Fails with one line saying how to get one: browser tests never skip silently.
 */
export function chromiumExecutable(): string {
  let playwrightOwn: string | undefined;
  try {
    playwrightOwn = chromium.executablePath();
  } catch {
    // Playwright has no browser of its own here.
  }
  const found = findChromium([playwrightOwn]);
  if (!found) throw new Error(noChromiumMessage);
  return found;
}
