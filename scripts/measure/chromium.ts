// The one place that says how to run Chromium on these machines: the browser
// tests (e2e/chromium.ts), the Lighthouse audit and the screenshots use it.
import { existsSync } from 'node:fs';

/** Flags that work headless here: no sandbox as root, no GPU, no network of Chrome's own. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const noChromiumMessage =
  'No Chromium found: run `apt-get install -y chromium fonts-liberation` (Debian/Ubuntu) or `npx playwright install chromium`, or set CHROME_PATH.';

/** CHROME_PATH, Debian's chromium, then any extra candidates given (e.g. Playwright's own). */
export function findChromium(extra: (string | undefined)[] = []): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    ...extra,
  ];
  return candidates.find((path) => Boolean(path && existsSync(path)));
}
