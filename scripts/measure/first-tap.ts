// Tap-to-answer times of the site's controls, as a visitor on a phone meets them: Lighthouse's
// mobile profile (4x CPU slowdown, slow 4G as DevTools applies it), a fresh profile each run, one
// tap (or key, or pointer move), timed from the input event to the first frame that shows the
// answer.
//
// The measurement (npm run measure:first-tap): every control, right after the first contentful
// paint (the page's script is still on its way) and once the page has settled (its load event has
// fired and its script has run; the forms' islands hydrate only when the visitor reaches for
// them, so the settled empty contact send is answered by the head script, a valid one by the
// island it wakes); median of 5 runs each. Marks a median over the 100 ms aim, and fails (exit 1)
// when one is over 300 ms.
//   npm run build && npm run measure:first-tap [-- --runs 5] [-- --only 'home:']
//
// The gate (npm run test:first-tap, part of npm test): one control of each kind of input (a tap,
// a key, a hover, a form's submit), at first paint only, the fastest of 3 runs each, failing
// over 300 ms. At first paint the head script answers every control, and it is the same code
// once settled, so first paint is the moment a regression shows (a tap left waiting for the
// page's script waits for it to come over slow 4G). A busy machine only adds time to a run, a
// regression adds it to every run: the fastest of three is what the code can do. 300 ms lies
// between the noise and a regression: the medians at first paint are 23 to 80 ms; single runs of
// the gate on a 2-core machine loaded 4 to 6 times over measured up to 244 ms (as did one run of
// the back-to-top before it was made cheaper); an answer held back by 400 ms measured 462 ms.
//   npm run build && npm run test:first-tap
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { chromiumArgs, findChromium, noChromiumMessage } from './chromium.ts';
import { startStaticServer } from './static-server.ts';

/** The aim: the answer on screen within this long of the input (ms); a figure over it is marked. */
export const TAP_TARGET_MS = 100;
/**
 * The gate: over this long the command fails. Between the aim and 200 ms (the Interaction to
 * Next Paint that Core Web Vitals call good) lie some settled taps on this page's 2-core
 * machines, and up to 235 ms when the machine runs other work too: the gate leaves room for
 * that, so that it fails on a regression, not on a busy machine.
 */
export const TAP_LIMIT_MS = 300;

/** DevTools' slow 4G, as Lighthouse's mobile profile applies it, and its 4x CPU slowdown. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 768 };

type Input = 'tap' | 'hover' | 'key';
type Mode = 'first paint' | 'settled';

interface Control {
  name: string;
  path: string;
  desktop?: boolean;
  /** What the visitor does first, not timed (type a name, scroll down). */
  prepare?: (page: Page) => Promise<void>;
  /** The element tapped or hovered, or focused before the Tab key is pressed. */
  target: string;
  input: Input;
  /** A function body, true once the page shows the answer. */
  answered: string;
  /**
   * Timed by the gate: the one control of its kind of input, at first paint; the estimator's
   * answer (an island's work, not the head script's) once settled.
   */
  gate?: 'tap' | 'key' | 'hover' | 'submit' | 'estimator';
  /** The moments it is timed at: both unless its answer exists only at one. */
  moments?: Mode[];
}

export const controls: Control[] = [
  {
    name: 'home: hero currency USD',
    path: '/',
    gate: 'tap',
    target: '.hero-offer [data-currency-choice="USD"]',
    input: 'tap',
    answered: `return getComputedStyle(document.querySelector('.hero-offer [data-price="USD"]')).display !== 'none'`,
  },
  {
    name: 'home: Marketing service tab',
    path: '/',
    target: '[role="tab"]:nth-child(2)',
    input: 'tap',
    answered: `return !document.querySelectorAll('[role="tabpanel"]')[1].hidden`,
  },
  {
    name: 'home: plans currency USD',
    path: '/',
    target: '.hosting-plans [data-currency-choice="USD"]',
    input: 'tap',
    answered: `return getComputedStyle(document.querySelector('.hosting-plans [data-price="USD"]')).display !== 'none'`,
  },
  {
    name: 'cPanel page: plans currency USD',
    path: '/services/cpanel-hosting',
    target: '.hosting-plans [data-currency-choice="USD"]',
    input: 'tap',
    answered: `return getComputedStyle(document.querySelector('.hosting-plans [data-price="USD"]')).display !== 'none'`,
  },
  {
    name: 'WhatsApp button',
    path: '/about-us',
    target: '.whatsapp-toggle',
    input: 'tap',
    answered: `return document.querySelector('.whatsapp-card').matches(':popover-open')`,
  },
  {
    name: 'phone menu',
    path: '/about-us',
    target: '.navbar-toggler',
    input: 'tap',
    answered: `return getComputedStyle(document.getElementById('main-navigation')).display !== 'none'`,
  },
  {
    name: 'phone menu: Our Services list',
    path: '/about-us',
    prepare: (page) => page.tap('.navbar-toggler'),
    target: '.mega-menu-toggle',
    input: 'tap',
    answered: `return getComputedStyle(document.querySelector('.mega-menu-panel')).display !== 'none'`,
  },
  {
    name: 'FAQ item',
    path: '/faqs',
    target: '.faq-accordion details:nth-child(3) summary',
    input: 'tap',
    answered: `return document.querySelector('.faq-accordion details:nth-child(3)').open`,
  },
  {
    name: 'portfolio filter',
    path: '/portfolio',
    target: '.portfolio-filters [data-filter]:nth-child(2)',
    input: 'tap',
    answered: `return document.querySelector('.portfolio-filters [data-filter]:nth-child(2)').getAttribute('aria-pressed') === 'true' && document.querySelector('.portfolio-gallery li[hidden]') !== null`,
  },
  {
    name: 'back-to-top',
    path: '/portfolio',
    prepare: async (page) => {
      await page.evaluate(() => scrollTo(0, 2000));
      await page.waitForSelector('.back-to-top', { state: 'visible' });
    },
    target: '.back-to-top',
    input: 'tap',
    answered: `return scrollY < 2000`,
  },
  {
    name: 'mega-menu, hover (desktop)',
    path: '/about-us',
    gate: 'hover',
    desktop: true,
    target: '.mega-menu-toggle',
    input: 'hover',
    answered: `return getComputedStyle(document.querySelector('.mega-menu-panel')).display !== 'none'`,
  },
  {
    name: 'mega-menu, keyboard (desktop)',
    path: '/about-us',
    gate: 'key',
    desktop: true,
    target: '.navbar-nav .nav-item:nth-child(2) a',
    input: 'key',
    answered: `return document.querySelector('.mega-menu-toggle').getAttribute('aria-expanded') === 'true'`,
  },
  {
    name: 'contact form: Send, empty fields',
    path: '/contact',
    gate: 'submit',
    target: '.contact-form [type="submit"]',
    input: 'tap',
    // The field messages, in both moments (a refused send never shows a busy label).
    answered: `return (document.getElementById('contact-name-error')?.textContent ?? '') !== '' && document.querySelector('.contact-form [aria-invalid="true"]') !== null`,
  },
  {
    name: 'domain checker: Check a name',
    path: '/',
    prepare: (page) => page.fill('.domain-checker-input', 'example'),
    target: '.domain-checker-button',
    input: 'tap',
    answered: `return document.querySelector('.domain-checker-button').textContent === 'Checking...' || document.querySelector('.domain-verdict, .domain-checker-message:not([id$="-error"])') !== null`,
  },
  {
    // The range is the island's answer, worked out in the browser: before its chunk has come
    // over slow 4G the tap is kept (the card stays ticked) and answered when the island starts,
    // a load time rather than an answer; once settled the island answers each tap.
    name: 'estimator: an answer card',
    path: '/estimate',
    gate: 'estimator',
    moments: ['settled'],
    prepare: async (page) => {
      await page.waitForSelector('.estimator[data-hydrated]', { state: 'attached' });
      await page.evaluate(() => {
        const range = document.querySelector('.estimator [role="status"]')!;
        (window as unknown as { __rangeBefore: string }).__rangeBefore = range.textContent!;
      });
    },
    target: '.estimator-step .estimator-choice',
    input: 'tap',
    answered: `return document.querySelector('.estimator [role="status"]').textContent !== window.__rangeBefore`,
  },
];

/** Arms the page: the time of the next input, and of the first frame on which `answered` holds. */
function arm(page: Page, answered: string): Promise<void> {
  return page.evaluate((body) => {
    const done = new Function(body) as () => boolean;
    const state = { start: 0, end: 0 };
    (window as unknown as { __tap: typeof state }).__tap = state;
    for (const type of ['pointerdown', 'keydown', 'pointermove'])
      window.addEventListener(
        type,
        (event) => {
          if (!state.start) state.start = event.timeStamp;
        },
        { capture: true },
      );
    // The frame's callback runs as the frame that will show the change is produced.
    const frame = () => {
      if (state.start && done()) state.end = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, answered);
}

async function tapToAnswer(page: Page, control: Control): Promise<number> {
  await control.prepare?.(page);
  const target = page.locator(control.target).first();
  // A visitor scrolls to a control, then taps it: the scroll's own frames are not the answer's.
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // The input goes to the control's centre as a phone's would: not through Playwright's tap(),
  // whose check that the event reaches the target runs a hit test inside the timed events.
  const box = (await target.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await arm(page, control.answered);
  if (control.input === 'hover') await page.mouse.move(centre.x, centre.y);
  else if (control.input === 'key') {
    await target.focus();
    await page.keyboard.press('Tab');
  } else await page.touchscreen.tap(centre.x, centre.y);
  const handle = await page.waitForFunction(
    () => {
      const state = (window as unknown as { __tap: { start: number; end: number } }).__tap;
      return state.end ? state.end - state.start : 0;
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

async function measure(
  origin: string,
  browser: Browser,
  control: Control,
  mode: Mode,
): Promise<number> {
  // A new context is a fresh profile: no cache, storage or service worker from an earlier run.
  const context = await browser.newContext({
    viewport: control.desktop ? DESKTOP : PHONE,
    hasTouch: !control.desktop,
    isMobile: !control.desktop,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (mode === 'first paint') {
      await page.goto(`${origin}${control.path}`, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
    } else {
      await page.goto(`${origin}${control.path}`, { waitUntil: 'load', timeout: 60_000 });
      // The page's script, inserted from its template after the first paint, has been fetched
      // and has run (a module script runs once it and its imports are in).
      await page.waitForSelector('head > script[type="module"][src]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
    }
    return await tapToAnswer(page, control);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function main(args: string[]): Promise<number> {
  // --gate: the short check of npm test (see the top of this file).
  const gate = args.includes('--gate');
  const runsAt = args.indexOf('--runs');
  const runs = gate ? 3 : runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
  // --only <text>: the controls whose name has it (to look at one again).
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? args[onlyAt + 1]! : '';
  const chosen = controls.filter((c) => c.name.includes(only) && (!gate || c.gate));
  const modesOf = (control: Control): Mode[] =>
    gate
      ? [control.moments?.length === 1 ? control.moments[0]! : 'first paint']
      : (control.moments ?? ['first paint', 'settled']);
  const executablePath = findChromium([]);
  if (!executablePath) {
    console.error(noChromiumMessage);
    return 1;
  }
  // A copy of the build, served on a port of its own, as the audit does: a build started while
  // it measures (`npm start` builds when dist/ is not this tree's) never changes what it reads.
  const snapshot = mkdtempSync(join(tmpdir(), 'first-tap-'));
  cpSync('dist', snapshot, { recursive: true });
  const server = (await startStaticServer(snapshot, 0)) as Server;
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const failures: string[] = [];
  console.log(
    gate
      ? `Tap to answer (ms), fastest of ${runs} per kind of input (at first paint; the estimator once settled), ${CPU_SLOWDOWN}x CPU, slow 4G; fails over ${TAP_LIMIT_MS} ms\n`
      : `Tap to answer (ms), median of ${runs}, ${CPU_SLOWDOWN}x CPU, slow 4G; aim ${TAP_TARGET_MS} ms (✗ over it), fails over ${TAP_LIMIT_MS} ms\n`,
  );
  const allModes: Mode[] = ['first paint', 'settled'];
  console.log(
    `${'control'.padEnd(36)}${gate ? 'fastest' : `${'at first paint'.padEnd(26)}once settled`}`,
  );
  try {
    for (const control of chosen) {
      const cells: string[] = [];
      const modes = modesOf(control);
      for (const mode of gate ? modes : allModes) {
        // A moment the control is not timed at keeps its column, empty.
        if (!modes.includes(mode)) {
          cells.push('-'.padEnd(26));
          continue;
        }
        const times: number[] = [];
        for (let run = 0; run < runs; run++)
          times.push(await measure(origin, browser, control, mode));
        const value = gate ? Math.min(...times) : median(times);
        const over = value > TAP_TARGET_MS;
        if (value > TAP_LIMIT_MS)
          failures.push(`${control.name}, ${mode}: ${Math.round(value)} ms`);
        cells.push(
          gate
            ? `${Math.round(value)} (${times.map(Math.round).join(', ')}) ${mode}`
            : `${over ? '✗ ' : ''}${Math.round(value)} (${times.map(Math.round).join(', ')})`.padEnd(
                26,
              ),
        );
      }
      console.log(`${control.name.padEnd(36)}${cells.join('')}`);
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(snapshot, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`\nOver ${TAP_LIMIT_MS} ms:\n${failures.map((f) => `- ${f}`).join('\n')}`);
    return 1;
  }
  return 0;
}
