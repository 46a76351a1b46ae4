import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The first file name of a content folder, without its extension. */
const firstOf = (folder: string, extension: string) =>
  readdirSync(`src/content/data/${folder}`)
    .filter((name) => name.endsWith(extension))
    .sort()[0]!
    .slice(0, -extension.length);

/**
 * The four pages the audit gates on (package.json, test:audit), and the insights' list, an
 * article and a case study (served as documents only).
 */
const pages = [
  '/',
  '/contact',
  '/portfolio',
  '/services/cpanel-hosting',
  '/insights',
  `/insights/${firstOf('insights', '.md')}`,
  `/portfolio/${firstOf('case-studies', '.json')}`,
];

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

interface Lcp {
  tag: string;
  text: string;
  size: number;
}

/**
 * The page's largest contentful paint once every image it has loaded is painted and reported:
 * its element (tag and text) and its size. The load event does not wait for that: an image
 * decoded off the main thread (`decoding="async"`, as the covers are) is painted frames later,
 * and the browser reports a paint only once the frame is on screen, which on a busy machine can
 * be many frames later still. So the page's loaded images are decoded, and the reading waits
 * until the largest paint reported is at least as large as the largest of them on screen (its
 * own report, or a larger element's): then no loaded image can still change it. A reading that
 * never gets there is returned after 10 s, so that the test shows what it saw.
 */
function largestPaint(page: Page): Promise<Lcp> {
  return page.evaluate(async () => {
    const images = [...document.images].filter((image) => image.complete && image.naturalWidth);
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    const onScreen = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
      const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      return Math.max(0, width) * Math.max(0, height);
    };
    // A reported size is the painted area, which borders and rounding can make a little smaller.
    const awaited = 0.9 * Math.max(0, ...images.map(onScreen));
    return new Promise<Lcp>((resolve) => {
      let latest: Lcp = { tag: '', text: '', size: 0 };
      const observer = new PerformanceObserver((list) => {
        const entry = list.getEntries().at(-1) as PerformanceEntry & {
          element: Element | null;
          size: number;
        };
        latest = {
          tag: entry.element?.tagName ?? '',
          text: (entry.element?.textContent ?? '').replace(/\s+/g, ' ').trim(),
          size: entry.size,
        };
        if (latest.size >= awaited) done();
      });
      const timer = setTimeout(() => done(), 10_000);
      function done() {
        clearTimeout(timer);
        observer.disconnect();
        resolve(latest);
      }
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    });
  });
}

// Chromium only (@chromium): Firefox's largest-contentful-paint entries differ between two loads
// of the same page with every script refused both times (the home page's 51-character heading is
// a candidate in one load and missing in the next), so they cannot tell what a script changed.
for (const viewport of viewports) {
  test.describe(`the largest paint at ${viewport.width}x${viewport.height} @chromium`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of pages) {
      test(`${path}: is in the prerendered HTML and stays the same once scripts run`, async ({
        browser,
      }) => {
        // First the HTML and CSS alone (every script refused), then the full page.
        const bare = await browser.newContext({ viewport, serviceWorkers: 'block' });
        const bareTab = await bare.newPage();
        await bareTab.route(/\.m?js(\?|$)/, (route) => route.abort());
        await bareTab.goto(path, { waitUntil: 'load' });
        const withoutScripts = await largestPaint(bareTab);
        await bare.close();

        const full = await browser.newContext({ viewport, serviceWorkers: 'block' });
        const fullTab = await full.newPage();
        await fullTab.goto(path, { waitUntil: 'load' });
        await fullTab.waitForLoadState('networkidle');
        const withScripts = await largestPaint(fullTab);
        await full.close();

        expect(withoutScripts.tag, 'a text or image element').not.toBe('');
        expect(withoutScripts.size).toBeGreaterThan(0);
        // Hydration must not paint anything larger than what the server sent.
        expect(withScripts).toEqual(withoutScripts);
      });
    }
  });
}
