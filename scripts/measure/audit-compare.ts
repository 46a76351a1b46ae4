// A/B Lighthouse comparison of two builds on a shared, noisy machine: serves two dist folders
// (compressed, as the audit does) on two ports and alternates the runs (A, B, A, B...) so both
// see the same load. Prints medians, the B/A ratio, and each script's fetch priority and
// whether it was requested before the first contentful paint.
//   node scripts/run-ts.mjs scripts/measure/audit-compare.ts --a <distA> --b <distB> [--routes /,/contact] [--runs 5]
//        [--port 8970]    (A on port, B on port + 1)
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium, noChromiumMessage } from './chromium.ts';
import { startStaticServer } from './static-server.ts';

/** What one Lighthouse run of a page gives the comparison. */
interface RunResult {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKB: number;
  requests: number;
  lcpElement: string;
  observedFcp: number;
  observedLoad: number;
  scripts: { path: string; priority: string; beforeFcp: boolean }[];
}
type Metric = 'performance' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'jsKB' | 'requests';

/** A request as Lighthouse's network-requests audit lists it. */
interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  priority: string;
  networkRequestTime?: number;
}
/** The first item of Lighthouse's metrics audit: the observed timings. */
interface ObservedMetrics {
  observedFirstContentfulPaintTs: number;
  observedNavigationStartTs: number;
  observedLoad: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The items of an audit's table details. */
const itemsOf = (audit: { details?: object } | undefined): unknown[] =>
  audit?.details && 'items' in audit.details ? (audit.details.items as unknown[]) : [];

async function auditOnce(url: string, chromePath: string): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    const { audits } = lhr;
    const observed = itemsOf(audits.metrics)[0] as ObservedMetrics;
    const fcpTs = observed.observedFirstContentfulPaintTs;
    const navTs = observed.observedNavigationStartTs;
    const items = itemsOf(audits['network-requests']) as NetworkRequest[];
    const lcpElement = itemsOf(audits['largest-contentful-paint-element'])[0] as
      { items?: { node?: { snippet?: string } }[] } | undefined;
    const scripts = items.filter((item) => item.resourceType === 'Script');
    return {
      performance: (lhr.categories.performance?.score ?? 0) * 100,
      fcp: audits['first-contentful-paint']!.numericValue!,
      lcp: audits['largest-contentful-paint']!.numericValue!,
      tbt: audits['total-blocking-time']!.numericValue!,
      cls: audits['cumulative-layout-shift']!.numericValue!,
      jsKB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      requests: items.length,
      lcpElement: lcpElement?.items?.[0]?.node?.snippet ?? '',
      observedFcp: (fcpTs - navTs) / 1000,
      observedLoad: observed.observedLoad,
      scripts: scripts.map((item) => ({
        path: new URL(item.url).pathname,
        priority: item.priority,
        beforeFcp: (item.networkRequestTime ?? 0) * 1000 + navTs < fcpTs,
      })),
    };
  } finally {
    await chrome.kill();
  }
}

export async function main(args: string[]): Promise<number> {
  const option = (name: string, fallback?: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const dirs = { A: option('a'), B: option('b') };
  if (!dirs.A || !dirs.B) {
    console.error(
      'Usage: node scripts/run-ts.mjs scripts/measure/audit-compare.ts --a <distA> --b <distB> [--routes /] [--runs 5] [--port 8970]',
    );
    return 1;
  }
  const runs = Number(option('runs', '5'));
  const port = Number(option('port', '8970'));
  const routes = (option('routes') ?? '/').split(',');
  const chromePath = findChromium();
  if (!chromePath) {
    console.error(noChromiumMessage);
    return 1;
  }

  const servers = [
    await startStaticServer(resolve(dirs.A), port),
    await startStaticServer(resolve(dirs.B), port + 1),
  ];
  const metrics: Metric[] = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'jsKB', 'requests'];
  try {
    for (const route of routes) {
      const results: Record<'A' | 'B', RunResult[]> = { A: [], B: [] };
      for (let run = 0; run < runs; run += 1) {
        for (const [name, p] of [
          ['A', port],
          ['B', port + 1],
        ] as const) {
          results[name].push(await auditOnce(`http://localhost:${p}${route}`, chromePath));
        }
      }
      console.log(`\n${route} (median of ${runs}, interleaved)`);
      console.log(
        `${'metric'.padEnd(12)}${'A'.padStart(10)}${'B'.padStart(10)}${'B/A'.padStart(8)}`,
      );
      for (const metric of metrics) {
        const a = median(results.A.map((r) => r[metric]));
        const b = median(results.B.map((r) => r[metric]));
        const digits = metric === 'cls' ? 3 : metric === 'jsKB' ? 1 : 0;
        console.log(
          `${metric.padEnd(12)}${a.toFixed(digits).padStart(10)}${b.toFixed(digits).padStart(10)}${(a ? b / a : NaN).toFixed(2).padStart(8)}`,
        );
      }
      for (const name of ['A', 'B'] as const) {
        const list = results[name][0]!.scripts.map(
          (s) =>
            `${s.path.replace('/assets/', '')} ${s.priority}${s.beforeFcp ? ' before-FCP' : ''}`,
        ).join('; ');
        console.log(`${name} scripts (run 1): ${list}`);
        const first = results[name][0]!;
        console.log(
          `${name} LCP element: ${first.lcpElement.slice(0, 80)}; observed FCP ${Math.round(first.observedFcp)} ms, load ${Math.round(first.observedLoad)} ms`,
        );
      }
    }
  } finally {
    for (const server of servers) server.close();
  }
  return 0;
}
