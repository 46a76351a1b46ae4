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
// It audits the build in dist/ as it is, building it first (`npm run build:if-stale`) only when
// dist/ is missing or its stamp says it is not the build of this tree. The build is copied to a
// temporary folder and served from there, so a build started while the audit runs does not
// change what it measures. In that copy every URL of the build's origin becomes a URL of the
// audited origin (http://localhost:<port>), as a deploy there would name itself in canonical
// links, Open Graph URLs, structured data, the sitemap and robots.txt (Lighthouse's SEO audit
// flags a canonical link on another origin); the audit fails if a page's canonical link still
// names another origin.
// Writes reports/audit-<date>.md and .json (reports/ is ignored) and prints the table.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Server } from 'node:http';
import { routes } from '../../src/app/routes';
import { chromiumArgs, findChromium, noChromiumMessage } from './chromium.ts';
import { retargetBuild } from './retarget-origin.ts';
import { startStaticServer } from './static-server.ts';
import { waitForUrl } from './wait-for-url.ts';

const root = resolve(import.meta.dirname, '../..');
const chromeFlags = ['--headless=new', ...chromiumArgs];
const lighthouseVersion = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version;

/** The command line's choices (see the top of this file). */
interface Options {
  runs: number;
  port: number;
  gate: boolean;
  origin: string;
  floorOrigin: string;
  floorRoutes: string[];
  only: string[];
}

function readOptions(args: string[]): Options {
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
  };
  const port = Number(option('port', '8890'));
  return {
    runs: Number(option('runs', '3')),
    port,
    gate: args.includes('--gate'),
    origin: `http://localhost:${port}`,
    floorOrigin: `http://localhost:${port + 1}`,
    floorRoutes: option('floor', '').split(',').filter(Boolean),
    only: option('routes', '').split(',').filter(Boolean),
  };
}

/** What one Lighthouse run measures of a page. */
interface AuditResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number | undefined;
  lcp: number | undefined;
  tbt: number | undefined;
  cls: number | undefined;
  bytes: number | undefined;
  jsBytes: number;
  cssBytes: number;
  requests: number;
  jsFiles: { url: string; bytes: number }[];
  failed: string[];
}
type Metric = Exclude<keyof AuditResult, 'jsFiles' | 'failed'>;

/** One line of the report: a route's medians, or its no-script floor's (`floorOf`). */
type Row = Record<Metric, number> & {
  path: string;
  runs: number;
  jsFiles: AuditResult['jsFiles'];
  failed: string[];
  floor?: { fcp: number; lcp: number };
  floorOf?: string;
};

/** A network request as Lighthouse's network-requests audit lists it. */
interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** A built page with every script removed: what paints with HTML and CSS alone. */
function withoutScripts(html: string): string {
  return html
    .replace(/<template id="deferred-scripts">[\s\S]*?<\/template>/g, '')
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

async function startServer(
  { origin, port, floorRoutes }: Options,
  paths: readonly string[],
): Promise<() => void> {
  // The current build, made the ordinary way (with the origin the build variables give).
  const build = spawnSync('npm', ['run', 'build:if-stale'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) throw new Error('npm run build:if-stale failed');
  const snapshot = mkdtempSync(join(tmpdir(), 'audit-'));
  const site = join(snapshot, 'site');
  cpSync(join(root, 'dist'), site, { recursive: true });
  try {
    retargetBuild(site, origin, paths);
  } catch (error) {
    rmSync(snapshot, { recursive: true, force: true });
    throw error;
  }
  // Served compressed like Netlify's CDN does.
  const servers: Server[] = [await startStaticServer(site, port)];
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

const median = (values: unknown[]): number => {
  const sorted = values
    .filter((value): value is number => typeof value === 'number')
    .sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A category's score (0-1; a category without one counts as 0). */
const score = (category: { score: number | null } | undefined) => category?.score ?? 0;
/** An audit's measured value, if it has one (the medians skip those it lacks). */
const numeric = (audit: { numericValue?: number } | undefined) => audit?.numericValue;

async function auditOnce(url: string, chromePath: string): Promise<AuditResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { categories, audits } = result.lhr;
    const details = audits['network-requests']?.details;
    const items = (details && 'items' in details ? details.items : []) as NetworkRequest[];
    const jsBytes = items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const cssBytes = items
      .filter((item) => item.resourceType === 'Stylesheet')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      performance: score(categories.performance) * 100,
      accessibility: score(categories.accessibility) * 100,
      bestPractices: score(categories['best-practices']) * 100,
      seo: score(categories.seo) * 100,
      fcp: numeric(audits['first-contentful-paint']),
      lcp: numeric(audits['largest-contentful-paint']),
      tbt: numeric(audits['total-blocking-time']),
      cls: numeric(audits['cumulative-layout-shift']),
      bytes: numeric(audits['total-byte-weight']),
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
  score: (v: number) => String(Math.round(v)),
  ms: (v: number) => `${Math.round(v)}`,
  cls: (v: number) => (Number.isFinite(v) ? v.toFixed(3) : 'n/a'),
  kb: (v: number) => (v / 1024).toFixed(1),
};

function table(rows: Row[]): string {
  const head =
    '| route | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | total KB | JS KB | CSS KB | requests | FCP / floor | LCP / floor |';
  const sep = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const ratio = (value: number, floor: number | undefined) =>
    floor ? (value / floor).toFixed(3) : '';
  const lines = rows.map(
    (r) =>
      `| ${r.path} | ${fmt.score(r.performance)} | ${fmt.score(r.accessibility)} | ${fmt.score(r.bestPractices)} | ${fmt.score(r.seo)} | ${fmt.ms(r.fcp)} | ${fmt.ms(r.lcp)} | ${fmt.ms(r.tbt)} | ${fmt.cls(r.cls)} | ${fmt.kb(r.bytes)} | ${fmt.kb(r.jsBytes)} | ${fmt.kb(r.cssBytes)} | ${r.requests} | ${ratio(r.fcp, r.floor?.fcp)} | ${ratio(r.lcp, r.floor?.lcp)} |`,
  );
  return [head, sep, ...lines].join('\n');
}

export async function main(args: string[]): Promise<number> {
  const options = readOptions(args);
  const { runs, gate, origin, floorOrigin, floorRoutes, only } = options;
  const chromePath = findChromium();
  if (!chromePath) {
    console.error(noChromiumMessage);
    return 1;
  }
  const paths = routes
    .map((route) => route.path)
    .filter((path) => !only.length || only.includes(path));
  const stop = await startServer(options, paths);
  try {
    await waitForUrl(`${origin}/`, 10_000);
    if (floorRoutes.length) await waitForUrl(`${floorOrigin}/`, 10_000);
    const summarize = (path: string, results: AuditResult[]): Row => {
      const first = results[0]!;
      const medians = Object.fromEntries(
        (Object.keys(first) as (keyof AuditResult)[])
          .filter((k) => !['failed', 'jsFiles'].includes(k))
          .map((key) => [key, median(results.map((result) => result[key]))]),
      ) as Record<Metric, number>;
      return {
        path,
        runs,
        ...medians,
        jsFiles: first.jsFiles,
        failed: [...new Set(results.flatMap((result) => result.failed))],
      };
    };
    const rows: Row[] = [];
    for (const path of paths) {
      const results: AuditResult[] = [];
      const floorResults: AuditResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await auditOnce(`${origin}${path}`, chromePath));
        if (floorRoutes.includes(path))
          floorResults.push(await auditOnce(`${floorOrigin}${path}`, chromePath));
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
    const markdown = `Lighthouse ${lighthouseVersion} mobile, median of ${runs} run(s) per route, ${date}, ${machine}\n\n${table(rows)}\n`;
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
        return 1;
      }
      console.log('Audit gate passed (accessibility, best practices, SEO 100; CLS <= 0.01).');
    }
    return 0;
  } finally {
    stop();
  }
}
