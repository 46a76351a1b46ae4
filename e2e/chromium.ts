import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Chromium flags that work headless on these machines (TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Finds a Chromium: CHROME_PATH, Debian's /usr/bin/chromium, or one installed by Playwright.
 * Fails with one line saying how to get one: browser tests never skip silently.
 */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here.
  }
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      'No Chromium found: run `apt-get install -y chromium fonts-liberation` (Debian/Ubuntu) or `npx playwright install chromium`, or set CHROME_PATH.',
    );
  }
  return found;
}
