import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './e2e/chromium';
import { firefoxExecutable } from './e2e/firefox';
import { webkitTools } from './e2e/webkit';
import { mailboxUrl, outageMailboxUrl } from './e2e/mailbox';
import { alertSinkPort, alertSinkUrl, ALERT_SINK_SECRET } from './e2e/alert-sink';
import { servedEnv } from './e2e/served-env';

const port = Number(process.env.E2E_PORT ?? 8888);
// netlify serve's inner static server takes port 3999 unless told otherwise: set E2E_STATIC_PORT
// to run two suites side by side.
const staticPort = process.env.E2E_STATIC_PORT
  ? ` --staticServerPort ${process.env.E2E_STATIC_PORT}`
  : '';
export const baseURL = `http://localhost:${port}`;
/**
 * The tests that take their mailbox down run beside the others against a served site and a
 * mailbox of their own (ports below), so their outages never meet another test's mail.
 */
const mailboxOutages = '**/contact-delivery.spec.ts';
const outagePort = Number(process.env.E2E_OUTAGE_PORT ?? 8890);
const outageStaticPort = Number(process.env.E2E_OUTAGE_STATIC_PORT ?? 4001);
const outageSmtpPort = Number(process.env.SMTP_OUTAGE_PORT ?? 2536);
const outageBaseURL = `http://localhost:${outagePort}`;
// Reuse running servers only when asked (E2E_REUSE=1): a stale build must never be tested.
const reuse = process.env.E2E_REUSE === '1';
/** A test mailbox (test/contact-rigs/smtp-sink.mjs) answering at `url`. */
const mailbox = (url: string, env?: Record<string, string>) => ({
  command: 'node test/contact-rigs/smtp-sink.mjs',
  url: `${url}/`,
  reuseExistingServer: reuse,
  timeout: 20_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env,
});
/** The site as `npm start` serves it, at `url`, its contact function sending to `smtpPort`. */
const served = (url: string, startArgs: string, smtpPort: number | string) => ({
  command: `npm start -- ${startArgs}`,
  url: `${url}/`,
  reuseExistingServer: reuse,
  timeout: 240_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: servedEnv(smtpPort),
});

/**
 * Browser tests run against the production build served exactly as `npm start` serves it
 * (netlify serve --offline: built site plus functions).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One per core. Three were measured (900 s against 1,077 s for the same tests, the WebKit file
  // listed first), but the heavier load made tests fail a try that two have not: see
  // docs/decisions/test-suite.md.
  workers: 2,
  // CI: a test.only fails the run, and so does a test that passed only on its retry (flaky).
  // The one retry is there to record a trace of the failing test: a trace of every try cost
  // about a fifth of the browser tests' time.
  forbidOnly: !!process.env.CI,
  failOnFlakyTests: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./e2e/engine-counts.ts']],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    trace: 'on-first-retry',
  },
  projects: [
    {
      // Listed first so its tests, which wait out the contact function's one-minute retry delay,
      // start first; on its own site and mailbox, beside the other projects.
      name: 'mailbox-outages',
      testMatch: mailboxOutages,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 768 },
        baseURL: outageBaseURL,
      },
    },
    {
      name: 'chromium',
      // Chromium has Background Sync: the outbox's other path is tested by taking it away
      // (contact-outbox.spec.ts). @firefox-only: the test that Firefox still needs its patch.
      grepInvert: /@no-background-sync|@firefox-only/,
      testIgnore: mailboxOutages,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
    {
      // WebKitGTK through WebKitWebDriver under Xvfb (e2e/webkit.ts): Playwright cannot drive it,
      // so these tests open their own WebdriverIO session and use no Playwright page.
      // Workers take files in the order of the projects. This file runs its tests one after
      // another and waits about half its time (its sessions' start, the outbox's real minute):
      // listed between Chromium and Firefox, it starts as the last Chromium files do and runs
      // beside Firefox's, so no worker is left with it alone at the end.
      name: 'webkit',
      testMatch: '**/*.webkit.ts',
      // Starting a WebKit session takes up to a minute on a busy 2-core machine.
      timeout: 120_000,
      metadata: { tools: webkitTools() },
    },
    {
      // Debian's Firefox ESR over WebDriver BiDi (patches/playwright-core+*.patch: it does not
      // know the colour-scheme emulation command). Tests tagged @chromium need what only
      // Chromium gives Playwright: the DevTools protocol, an offline switch or request routing
      // that reaches the service worker, responses marked as served by it, or a fill() that React
      // hears (in Firefox it sets the value before an untrusted input event). The real-outage
      // tests stand in for them here. @firefox-crash: Firefox ESR 153's headless content process
      // crashes (SIGSEGV) while axe scans the open mega-menu. @chromium-screen: the screens of
      // e2e/sweep.spec.ts that Firefox, slower, leaves to Chromium (the /@chromium/ pattern).
      name: 'firefox',
      // Firefox runs the same tests about 1.5 times slower than Chromium on a 2-core machine.
      timeout: 90_000,
      grepInvert: /@chromium|@firefox-crash/,
      testIgnore: mailboxOutages,
      use: {
        ...devices['Desktop Firefox'],
        channel: 'moz-firefox',
        viewport: { width: 1366, height: 768 },
        launchOptions: { executablePath: firefoxExecutable() },
      },
    },
    {
      // What the served site answers to plain requests (headers, sitemap, canonical links,
      // JSON-LD, the function's refusals): once, with no browser launched.
      name: 'http',
      testMatch: '**/*.http.ts',
    },
  ],
  webServer: [
    // The test mailbox: the served function delivers real SMTP mail to it.
    mailbox(mailboxUrl),
    // The lead alerts' receiver: both served sites' functions send their alerts to it.
    {
      command: 'node test/contact-rigs/webhook-sink.mjs',
      url: `${alertSinkUrl}/received`,
      reuseExistingServer: reuse,
      timeout: 20_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { WEBHOOK_SINK_PORT: String(alertSinkPort), ALERT_WEBHOOK_SECRET: ALERT_SINK_SECRET },
    },
    served(baseURL, `--port ${port}${staticPort}`, process.env.SMTP_SINK_PORT ?? 2526),
    // The mailbox-outage tests' own mailbox and their own served site, its contact function
    // sending to that mailbox. Started after the first site: both serve the same stamped build
    // (build:if-stale finds it current).
    mailbox(outageMailboxUrl, {
      SMTP_SINK_PORT: String(outageSmtpPort),
      SMTP_SINK_HTTP_PORT: new URL(outageMailboxUrl).port,
    }),
    served(
      outageBaseURL,
      `--port ${outagePort} --staticServerPort ${outageStaticPort}`,
      outageSmtpPort,
    ),
  ],
});
