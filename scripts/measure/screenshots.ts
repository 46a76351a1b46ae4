// Screenshots of every prerendered page and the not-found page at phone and desktop size, in the
// light and the dark theme (the system's setting, emulated), into screenshots/.
// Reuses a server already answering on BASE_URL (default http://localhost:8888), otherwise
// starts `npm start` (which builds) and stops it afterwards.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../e2e/chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const baseUrl = process.env.BASE_URL ?? 'http://localhost:8888';
const outDir = join(root, 'screenshots');
const viewports = [
  { name: '390x844', width: 390, height: 844 },
  { name: '1366x768', width: 1366, height: 768 },
];
/** The themes, as the system's setting a first visit follows; the light one's files have no suffix. */
const schemes = ['light', 'dark'] as const;
const SERVER_START_TIMEOUT_MS = 240_000;

const answers = async () => {
  try {
    return (await fetch(`${baseUrl}/`)).ok;
  } catch {
    return false;
  }
};

async function startServer(): Promise<ChildProcess> {
  const port = new URL(baseUrl).port || '8888';
  const server = spawn('npm', ['start', '--', '--port', port], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (!(await answers())) {
    if (Date.now() > deadline || server.exitCode !== null) {
      stop(server);
      throw new Error(`The server did not answer on ${baseUrl}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return server;
}

function stop(server: ChildProcess): void {
  try {
    // The server runs in its own process group: end the group it leads, nothing else.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Every prerendered page: dist/<path>/index.html. */
async function pagePaths(dir = join(root, 'dist')): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of await readdir(dir)) {
    const full = join(dir, entry);
    if ((await stat(full)).isDirectory()) paths.push(...(await pagePaths(full)));
    else if (entry === 'index.html') {
      const path = `/${relative(join(root, 'dist'), dir)}`.replace(/\/$/, '');
      paths.push(path || '/');
    }
  }
  return paths.sort();
}

/** A path no page has: the not-found page (dist/404.html), shot as not-found-<size>.png. */
const NOT_FOUND_PATH = '/no-such-page';

const fileName = (path: string, viewport: { name: string }, scheme: (typeof schemes)[number]) =>
  `${path === '/' ? 'home' : path === NOT_FOUND_PATH ? 'not-found' : path.slice(1).replace(/\//g, '-')}-${viewport.name}${scheme === 'light' ? '' : `-${scheme}`}.png`;

export async function main(): Promise<number> {
  const server = (await answers()) ? null : await startServer();
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  try {
    await mkdir(outDir, { recursive: true });
    const paths = [...(await pagePaths()), NOT_FOUND_PATH];
    for (const scheme of schemes)
      for (const viewport of viewports) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          colorScheme: scheme,
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        // Only the local site is reachable here.
        await page.route(
          (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
          (route) => route.fulfill({ status: 204, body: '' }),
        );
        for (const path of paths) {
          await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
          // A full-page shot does not scroll: images below the first screen would stay
          // unloaded (loading="lazy") and show as empty boxes.
          await page.evaluate(() =>
            Promise.all(
              [...document.images].map((image) => {
                image.loading = 'eager';
                return image.decode().catch(() => undefined);
              }),
            ),
          );
          await page.screenshot({
            path: join(outDir, fileName(path, viewport, scheme)),
            fullPage: true,
          });
        }
        await context.close();
      }
    console.log(
      `${paths.length * viewports.length * schemes.length} screenshots in ${relative(root, outDir)}/`,
    );
  } finally {
    await browser.close();
    if (server) stop(server);
  }
  return 0;
}
