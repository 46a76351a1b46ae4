// Renders the install-dialog screenshots of the web app manifest from the built site (run after
// `npm run build`, and again after a redesign: `node scripts/run-ts.mjs scripts/build/make-install-screenshots.ts`).
// The site is served to Chromium straight from dist/ through request routing: no server needed.
// The outputs are committed as assets (public/images/install-*.png).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const shots = [
  { file: 'public/images/install-narrow.png', width: 390, height: 844, path: '/' },
  { file: 'public/images/install-wide.png', width: 1280, height: 800, path: '/' },
];
const origin = 'http://localhost:4173';
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

export async function main(): Promise<number> {
  if (!existsSync('dist/index.html')) throw new Error('Build the site first: npm run build');
  const executablePath = ['/usr/bin/chromium', process.env.CHROME_PATH].find(
    (path) => path && existsSync(path),
  );
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  });
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== origin) return route.abort();
      let file = join('dist', decodeURIComponent(url.pathname));
      if (!extname(file)) file = join(file, 'index.html');
      if (!existsSync(file)) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({
        body: await readFile(file),
        contentType: types[extname(file)] ?? 'application/octet-stream',
      });
    });
    const page = await context.newPage();
    await page.goto(`${origin}${shot.path}`, { waitUntil: 'networkidle' });
    const png = await page.screenshot({ type: 'png' });
    await sharp(png).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(shot.file);
    console.log(`${shot.file} ${shot.width}x${shot.height}`);
    await context.close();
  }
  await browser.close();
  return 0;
}
