import { chromium } from '@playwright/test';
import { startStaticServer } from './static-server.mjs';
const server = await startStaticServer('dist', 4322);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('http://localhost:4322/');
await page.waitForTimeout(1500);
await browser.close();
server.close();
