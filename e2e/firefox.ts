import { existsSync } from 'node:fs';

export const noFirefoxMessage =
  'No Firefox found: run `apt-get install -y --no-install-recommends firefox-esr` (Debian/Ubuntu), or set FIREFOX_PATH.';

/**
 * Finds Firefox for the Playwright project that drives it over WebDriver BiDi: FIREFOX_PATH or
 * Debian's firefox-esr. Fails with one line saying how to get it: the engine is never skipped
 * silently.
 */
export function firefoxExecutable(): string {
  const found = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find(
    (path) => Boolean(path && existsSync(path)),
  );
  if (!found) throw new Error(noFirefoxMessage);
  return found;
}
