#!/usr/bin/env node
// Lighthouse audit of the production build, served locally as `npm start` serves it.
//   npm run audit                        every route, 3 runs each (medians)
//   npm run audit -- --runs 5            5 runs each
//   npm run audit -- --routes /,/contact only these routes
//   npm run audit -- --gate              fail unless accessibility, best practices and SEO are
//                                        100 and CLS <= 0.01 (what CI holds; timings are noisy)
//   npm run audit -- --floor /           also audit these routes' no-script floor: the same
//                                        build with every script removed (HTML and CSS only),
//                                        served on port + 1 and run alternately with the page,
//                                        so both see the same machine load; the table gives the
//                                        page's FCP and LCP as ratios of its floor's
//   npm run audit -- --port 8890         the local server's port (default 8890)
// The build is copied to a temporary folder and served from there, so a build started while the
// audit runs does not change what it measures.
// Writes reports/audit-<date>.md and .json (reports/ is ignored) and prints the table.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium, noChromiumMessage } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';
import { waitForUrl } from './wait-for-url.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const port = Number(option('port', '8890'));
const gate = args.includes('--gate');
const origin = `http://localhost:${port}`;
const floorOrigin = `http://localhost:${port + 1}`;
const floorRoutes = option('floor', '').split(',').filter(Boolean);

const chromePath = findChromium();
if (!chromePath) {
  console.error(noChromiumMessage);
  process.exit(1);
}
const chromeFlags = ['--headless=new', ...chromiumArgs];

/** A built page with every script removed: what paints with HTML and CSS alone. */
function withoutScripts(html) {
  return html
    .replace(/<template id="deferred-scripts">[\s\S]*?<\/template>/g, '')
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

async function startServer() {
  // A production build whose canonical links point at the audited origin (Lighthouse's SEO
  // audit flags canonicals on another domain), served compressed like Netlify's CDN does.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, VITE_SITE_ORIGIN: origin },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('npm run build failed');
  const snapshot = mkdtempSync(join(tmpdir(), 'audit-'));
  const site = join(snapshot, 'site');
  cpSync(join(root, 'dist'), site, { recursive: true });
  const servers = [await startStaticServer(site, port)];
  if (floorRoutes.length) {
    const floor = join(snapshot, 'floor');
    cpSync(site, floor, { recursive: true });
    rmSync(join(floor, 'sw.js'));
    for (const path of floorRoutes) {
      const file = join(floor, path === '/' ? 'index.html' : join(path.slice(1), 'index.html'));
      writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
    }
    servers.push(await startStaticServer(floor, port + 1));
  }
  return () => {
    for (const server of servers) server.close();
    rmSync(snapshot, { recursive: true, force: true });
  };
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const { categories, audits } = result.lhr;
    const items = audits['network-requests']?.details?.items ?? [];
    const jsBytes = items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const cssBytes = items
      .filter((item) => item.resourceType === 'Stylesheet')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      jsBytes,
      cssBytes,
      requests: items.length,
      // Which scripts made up jsBytes (first run's list goes to the JSON report).
      jsFiles: items
        .filter((item) => item.resourceType === 'Script')
        .map((item) => ({ url: new URL(item.url).pathname, bytes: item.transferSize ?? 0 })),
      failed: Object.values(audits)
        .filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
        )
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}

const fmt = {
  score: (v) => String(Math.round(v)),
  ms: (v) => `${Math.round(v)}`,
  cls: (v) => (Number.isFinite(v) ? v.toFixed(3) : 'n/a'),
  kb: (v) => (v / 1024).toFixed(1),
};

function table(rows) {
  const head =
    '| route | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | total KB | JS KB | CSS KB | requests | FCP / floor | LCP / floor |';
  const sep = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const ratio = (value, floor) => (floor ? (value / floor).toFixed(3) : '');
  const lines = rows.map(
    (r) =>
      `| ${r.path} | ${fmt.score(r.performance)} | ${fmt.score(r.accessibility)} | ${fmt.score(r.bestPractices)} | ${fmt.score(r.seo)} | ${fmt.ms(r.fcp)} | ${fmt.ms(r.lcp)} | ${fmt.ms(r.tbt)} | ${fmt.cls(r.cls)} | ${fmt.kb(r.bytes)} | ${fmt.kb(r.jsBytes)} | ${fmt.kb(r.cssBytes)} | ${r.requests} | ${ratio(r.fcp, r.floor?.fcp)} | ${ratio(r.lcp, r.floor?.lcp)} |`,
  );
  return [head, sep, ...lines].join('\n');
}

async function main() {
  const stop = await startServer();
  try {
    await waitForUrl(`${origin}/`, 10_000);
    const entry = join(root, '.ssr', 'entry-server.js');
    const { routes } = await import(pathToFileURL(entry).href);
    const only = option('routes', '').split(',').filter(Boolean);
    const paths = routes
      .map((route) => route.path)
      .filter((path) => !only.length || only.includes(path));
    if (floorRoutes.length) await waitForUrl(`${floorOrigin}/`, 10_000);
    const summarize = (path, results) => {
      const row = { path, runs };
      for (const key of Object.keys(results[0]).filter((k) => !['failed', 'jsFiles'].includes(k))) {
        row[key] = median(results.map((result) => result[key]));
      }
      row.jsFiles = results[0].jsFiles;
      row.failed = [...new Set(results.flatMap((result) => result.failed))];
      return row;
    };
    const rows = [];
    for (const path of paths) {
      const results = [];
      const floorResults = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await auditOnce(`${origin}${path}`));
        if (floorRoutes.includes(path)) floorResults.push(await auditOnce(`${floorOrigin}${path}`));
      }
      const row = summarize(path, results);
      rows.push(row);
      console.log(
        `${path}: perf ${fmt.score(row.performance)}, a11y ${fmt.score(row.accessibility)}, bp ${fmt.score(row.bestPractices)}, seo ${fmt.score(row.seo)}, LCP ${fmt.ms(row.lcp)} ms, TBT ${fmt.ms(row.tbt)} ms, CLS ${fmt.cls(row.cls)}${row.failed.length ? `; failing audits: ${row.failed.join(', ')}` : ''}`,
      );
      if (floorResults.length) {
        const floor = summarize(`${path} (no-script floor)`, floorResults);
        row.floor = { fcp: floor.fcp, lcp: floor.lcp };
        floor.floorOf = path;
        rows.push(floor);
        console.log(
          `${floor.path}: FCP ${fmt.ms(floor.fcp)} ms, LCP ${fmt.ms(floor.lcp)} ms; page/floor FCP ${(row.fcp / floor.fcp).toFixed(3)}, LCP ${(row.lcp / floor.lcp).toFixed(3)}`,
        );
      }
    }
    const date = new Date().toISOString().slice(0, 10);
    const machine = `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
    const markdown = `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile, median of ${runs} run(s) per route, ${date}, ${machine}\n\n${table(rows)}\n`;
    mkdirSync(join(root, 'reports'), { recursive: true });
    writeFileSync(join(root, 'reports', `audit-${date}.md`), markdown);
    writeFileSync(join(root, 'reports', `audit-${date}.json`), JSON.stringify(rows, null, 2));
    console.log(`\n${markdown}`);
    if (gate) {
      const failures = rows
        .filter((r) => !r.floorOf)
        .flatMap((r) => [
          ...(r.accessibility < 100 ? [`${r.path}: accessibility ${r.accessibility}`] : []),
          ...(r.bestPractices < 100 ? [`${r.path}: best practices ${r.bestPractices}`] : []),
          ...(r.seo < 100 ? [`${r.path}: SEO ${r.seo}`] : []),
          ...(r.cls > 0.01 ? [`${r.path}: CLS ${r.cls}`] : []),
        ]);
      if (failures.length) {
        console.error(`Audit gate failed:\n${failures.join('\n')}`);
        process.exitCode = 1;
      } else
        console.log('Audit gate passed (accessibility, best practices, SEO 100; CLS <= 0.01).');
    }
  } finally {
    stop();
  }
}

await main();
