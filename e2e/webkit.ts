import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { test as base } from '@playwright/test';
import { remote } from 'webdriverio';
import type { ChainablePromiseElement } from 'webdriverio';
import { portRange } from './outage';

/**
 * WebKitGTK (the engine of every browser on iPhone and iPad, and of Safari) for the `webkit`
 * project: Playwright cannot drive it, so each worker starts a virtual display (Xvfb) and
 * WebKitWebDriver, and each test gets a fresh MiniBrowser session (a new, empty profile) through
 * WebdriverIO in classic WebDriver mode. Nothing is downloaded.
 *
 * Side by side: WEBKIT_DISPLAYS ("21-29") and WEBKIT_DRIVER_PORTS ("26210-26219") keep the
 * displays and driver ports in a range; unset, any free ones are taken.
 */
export const noWebKitMessage =
  'No WebKitGTK WebDriver found: run `apt-get install -y --no-install-recommends webkit2gtk-driver xvfb xauth` (Debian/Ubuntu).';

const miniBrowsers = [
  process.env.WEBKIT_BROWSER,
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
];

/** The engine's pieces, or one line saying how to get them (the engine never skips silently). */
export function webkitTools(): { driver: string; browser: string; xvfb: string } {
  const driver = ['/usr/bin/WebKitWebDriver'].find(existsSync);
  const browser = miniBrowsers.find((path) => Boolean(path && existsSync(path)));
  const xvfb = ['/usr/bin/Xvfb'].find(existsSync);
  if (!driver || !browser || !xvfb) throw new Error(noWebKitMessage);
  return { driver, browser, xvfb };
}

export type WebKit = WebdriverIO.Browser;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  if (!(await exited(child, 5000))) child.kill('SIGKILL');
}

/** A virtual display: the first free one of WEBKIT_DISPLAYS, or one Xvfb picks itself. */
async function startXvfb(
  xvfb: string,
  worker: number,
): Promise<{ display: string; child: ChildProcess }> {
  const args = ['-screen', '0', '1366x900x24', '-nolisten', 'tcp', '-nolisten', 'unix'];
  const range = portRange(process.env.WEBKIT_DISPLAYS);
  if (!range) {
    const child = spawn(xvfb, ['-displayfd', '1', ...args], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const display = await new Promise<string>((resolve, reject) => {
      child.stdout!.once('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
      child.once('exit', () => reject(new Error('Xvfb did not start')));
    });
    return { display, child };
  }
  for (let number = range[0] + worker; number <= range[1]; number += 1) {
    const child = spawn(xvfb, [`:${number}`, ...args], { stdio: 'ignore' });
    // A display in use makes Xvfb exit at once; one that is still running after a second is ours.
    if (!(await exited(child, 1000))) return { display: `:${number}`, child };
  }
  throw new Error(`No free display in WEBKIT_DISPLAYS=${process.env.WEBKIT_DISPLAYS}`);
}

async function startDriver(driver: string, display: string, worker: number) {
  const range = portRange(process.env.WEBKIT_DRIVER_PORTS);
  const candidates = range
    ? Array.from({ length: range[1] - range[0] + 1 }, (_, index) => range[0] + index).slice(worker)
    : [await freePort()];
  for (const port of candidates) {
    const child = spawn(driver, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
    });
    // Listening within 10 s, or it exited (port in use): try the next one.
    for (let waited = 0; waited < 10_000 && child.exitCode === null; waited += 100) {
      const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return { port, child };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop(child);
  }
  throw new Error(`WebKitWebDriver did not start (ports ${candidates.join(', ')})`);
}

export const test = base.extend<
  { webkit: WebKit },
  { webkitDriver: { port: number; browser: string } }
>({
  webkitDriver: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const { driver, browser, xvfb } = webkitTools();
      const display = await startXvfb(xvfb, workerInfo.parallelIndex);
      try {
        const server = await startDriver(driver, display.display, workerInfo.parallelIndex);
        try {
          await use({ port: server.port, browser });
        } finally {
          await stop(server.child);
        }
      } finally {
        await stop(display.child);
      }
    },
    { scope: 'worker' },
  ],
  webkit: async ({ webkitDriver }, use) => {
    const session = await remote({
      hostname: '127.0.0.1',
      port: webkitDriver.port,
      logLevel: 'silent', // failures are thrown to the test
      connectionRetryTimeout: 60_000,
      // WebKitGTK's own capability is not in WebdriverIO's types.
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: webkitDriver.browser, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    try {
      await session.setWindowSize(1366, 900);
      await use(session);
    } finally {
      await session.deleteSession().catch(() => undefined);
    }
  },
});

export { expect } from '@playwright/test';

/**
 * Problems the page reports from now on: uncaught errors, unhandled rejections and console
 * errors. Classic WebDriver has no console log, so this is installed right after a page has
 * loaded and read back with `pageProblems`.
 */
export async function watchPage(browser: WebKit): Promise<void> {
  await browser.execute(() => {
    const win = window as unknown as { __problems?: string[] };
    if (win.__problems) return;
    const problems: string[] = [];
    win.__problems = problems;
    window.addEventListener('error', (event) => problems.push(`error: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) =>
      problems.push(`unhandledrejection: ${String(event.reason)}`),
    );
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      problems.push(`console.error: ${args.map(String).join(' ')}`);
      original(...args);
    };
  });
}

export async function pageProblems(browser: WebKit): Promise<string[]> {
  return browser.execute(
    () => (window as unknown as { __problems?: string[] }).__problems ?? ['not watched'],
  );
}

/**
 * One tap on `control`, as a visitor makes it: the page is first brought to the control in one
 * step, as the visitor's own scroll does, and the tap lands where the control then is.
 * WebKitWebDriver's click scrolls a control that is out of view into view itself, and under the
 * site's `scroll-behavior: smooth` that scroll is animated: the click's point is taken while the
 * page is still moving, so it lands on whatever is under it a moment later (a link, another
 * section), and the page goes on moving after the tap.
 */
export async function tap(
  browser: WebKit,
  control: ChainablePromiseElement | WebdriverIO.Element,
): Promise<void> {
  const element = (await control) as WebdriverIO.Element;
  await browser.execute(
    (target: Element) => target.scrollIntoView({ block: 'center', behavior: 'instant' }),
    element as unknown as Element,
  );
  await element.click();
}

/** Polls `read` until it returns true (or throws with `what` after `timeoutMs`). */
export async function until(
  what: string,
  read: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
): Promise<void> {
  const started = Date.now();
  let last: unknown;
  while (Date.now() - started < timeoutMs) {
    try {
      if (await read()) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`,
  );
}
