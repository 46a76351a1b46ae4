import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The measurements that need the site served as the browser tests serve it (built site,
 * functions and the test mailbox): each runs its action several times and prints the median.
 *   npm run measure:offline-ready | measure:replay-delay | measure:lookup-speed
 * They time, they do not gate: the browser tests each keep a single-run check of the same figure.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.measure.ts',
  retries: 0,
  workers: 1,
  reporter: [['list']],
  // Five runs of a slow action.
  timeout: 300_000,
  projects: base.projects!.filter(({ name }) => name === 'chromium' || name === 'firefox'),
  webServer: [base.webServer].flat().map((server) => ({ ...server!, cwd: root })),
});
