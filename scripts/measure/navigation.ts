// Tap-to-next-page times, as a visitor on a phone meets them: Lighthouse's mobile profile (4x CPU
// slowdown, slow 4G as DevTools applies it), the service worker in control (a first visit
// installs it; every later page comes from its precache). On the phone menu of one page the
// visitor taps a link to another page, timed from the tap to the next page's first contentful
// paint: a document navigation reads the new document's `first-contentful-paint` entry (and its
// `timeOrigin`); a client-side navigation, which paints no new document, is timed to the first
// frame that shows the next page's heading. Median of 5 runs, each in a fresh profile.
//   npm run build && npm run measure:navigation [-- --runs 5] [-- --from /about-us --to /contact]
//   npm run measure:navigation -- --dist-a old-dist --dist-b dist   (two builds side by side)
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { chromiumArgs, findChromium, noChromiumMessage } from './chromium.ts';
import { startStaticServer } from './static-server.ts';

/** DevTools' slow 4G, as Lighthouse's mobile profile applies it, and its 4x CPU slowdown. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

/** One run's figures (ms): tap to the next page's first paint; which kind of navigation it was. */
export interface Run {
  ms: number;
  document: boolean;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The value after `--name`, if given. */
export const option = (args: string[], name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

/** What the page records around the tap (kept in sessionStorage: it outlives the document). */
function armPage(page: Page, to: string): Promise<void> {
  return page.evaluate((target) => {
    const started = document.querySelector('h1')?.textContent ?? '';
    window.addEventListener(
      'pointerdown',
      (event) => sessionStorage.setItem('tapAt', String(performance.timeOrigin + event.timeStamp)),
      { capture: true, once: true },
    );
    // A client-side navigation keeps this document: the frame that first shows the next page.
    const frame = (time: number) => {
      const heading = document.querySelector('h1')?.textContent ?? '';
      if (location.pathname === target && heading !== started)
        sessionStorage.setItem('shownAt', String(performance.timeOrigin + time));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, to);
}

async function tapToNextPage(
  origin: string,
  browser: Browser,
  from: string,
  to: string,
): Promise<Run> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    // The first visit installs the worker; the measured visit is one it controls.
    await page.goto(`${origin}${from}`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${from}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);

    // The phone menu opens (not timed), then the visitor taps the link.
    await page.tap('.navbar-toggler');
    const link = page.locator(`#main-navigation a[href="${to}"]:visible`).first();
    await link.waitFor({ state: 'visible' });
    const box = (await link.boundingBox())!;
    const before = await page.evaluate(() => performance.timeOrigin);
    await armPage(page, to);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`${origin}${to}`, { timeout: 60_000 });
    // The throttling is the page's (its DevTools target), so it holds for the next document too.
    const result = await page.waitForFunction(
      (previous) => {
        const tapAt = Number(sessionStorage.getItem('tapAt'));
        if (performance.timeOrigin !== previous) {
          const [paint] = performance.getEntriesByName('first-contentful-paint');
          return paint ? { ms: performance.timeOrigin + paint.startTime - tapAt, doc: true } : 0;
        }
        const shownAt = Number(sessionStorage.getItem('shownAt'));
        return shownAt ? { ms: shownAt - tapAt, doc: false } : 0;
      },
      before,
      { timeout: 60_000, polling: 50 },
    );
    const { ms, doc } = (await result.jsonValue()) as { ms: number; doc: boolean };
    return { ms, document: doc };
  } finally {
    await context.close();
  }
}

async function serve(dir: string): Promise<{ origin: string; server: Server }> {
  const server = await startStaticServer(dir, 0);
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export async function main(args: string[]): Promise<number> {
  const runs = Number(option(args, 'runs') ?? 5);
  const from = option(args, 'from') ?? '/about-us';
  const to = option(args, 'to') ?? '/contact';
  const dists: [string, string][] = [];
  const a = option(args, 'dist-a');
  const b = option(args, 'dist-b');
  if (a) dists.push(['A', a]);
  if (b) dists.push(['B', b]);
  if (!dists.length) dists.push(['build', option(args, 'dist') ?? 'dist']);
  for (const [, dir] of dists)
    if (!existsSync(`${dir}/index.html`)) {
      console.error(`No built site in ${dir} (run npm run build first).`);
      return 1;
    }
  const executablePath = findChromium([]);
  if (!executablePath) {
    console.error(noChromiumMessage);
    return 1;
  }
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const served = await Promise.all(dists.map(([, dir]) => serve(dir)));
  console.log(
    `Tap on a phone-menu link (${from} -> ${to}) to the next page's first contentful paint (ms), median of ${runs}, ${CPU_SLOWDOWN}x CPU, slow 4G, service worker in control\n`,
  );
  console.log(`${'build'.padEnd(32)}${'navigation'.padEnd(14)}median   runs`);
  try {
    for (const [index, [label, dir]] of dists.entries()) {
      const results: Run[] = [];
      // One after the other, never side by side: the runs share the machine's cores.
      for (let run = 0; run < runs; run++)
        results.push(await tapToNextPage(served[index]!.origin, browser, from, to));
      const kinds = new Set(
        results.map((result) => (result.document ? 'document' : 'client-side')),
      );
      const times = results.map((result) => result.ms);
      console.log(
        `${`${label} (${dir})`.padEnd(32)}${[...kinds].join('+').padEnd(14)}${String(Math.round(median(times))).padEnd(9)}${times.map(Math.round).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
    for (const { server } of served) server.close();
  }
  return 0;
}
