#!/usr/bin/env node
// A/B Lighthouse comparison of two builds on a shared, noisy machine: serves two dist folders
// (compressed, as the audit does) on two ports and alternates the runs (A, B, A, B...) so both
// see the same load. Prints medians, the B/A ratio, and each script's fetch priority and
// whether it was requested before the first contentful paint.
//   node scripts/measure/audit-compare.mjs --a <distA> --b <distB> [--routes /,/contact] [--runs 5]
//        [--port 8970]    (A on port, B on port + 1)
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium, noChromiumMessage } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const dirs = { A: option('a'), B: option('b') };
if (!dirs.A || !dirs.B) {
  console.error(
    'Usage: node scripts/measure/audit-compare.mjs --a <distA> --b <distB> [--routes /] [--runs 5] [--port 8970]',
  );
  process.exit(1);
}
const runs = Number(option('runs', '5'));
const port = Number(option('port', '8970'));
const routes = option('routes', '/').split(',');
const chromePath = findChromium();
if (!chromePath) {
  console.error(noChromiumMessage);
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const { audits } = lhr;
    const fcpTs = audits.metrics.details.items[0].observedFirstContentfulPaintTs;
    const navTs = audits.metrics.details.items[0].observedNavigationStartTs;
    const items = audits['network-requests'].details.items;
    const scripts = items.filter((item) => item.resourceType === 'Script');
    return {
      performance: lhr.categories.performance.score * 100,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      jsKB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      requests: items.length,
      lcpElement:
        audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? '',
      observedFcp: (fcpTs - navTs) / 1000,
      observedLoad: audits.metrics.details.items[0].observedLoad,
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

const servers = [
  await startStaticServer(resolve(dirs.A), port),
  await startStaticServer(resolve(dirs.B), port + 1),
];
const metrics = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'jsKB', 'requests'];
try {
  for (const route of routes) {
    const results = { A: [], B: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const [name, p] of [
        ['A', port],
        ['B', port + 1],
      ]) {
        results[name].push(await auditOnce(`http://localhost:${p}${route}`));
      }
    }
    console.log(`\n${route} (median of ${runs}, interleaved)`);
    console.log(`${'metric'.padEnd(12)}${'A'.padStart(10)}${'B'.padStart(10)}${'B/A'.padStart(8)}`);
    for (const metric of metrics) {
      const a = median(results.A.map((r) => r[metric]));
      const b = median(results.B.map((r) => r[metric]));
      const digits = metric === 'cls' ? 3 : metric === 'jsKB' ? 1 : 0;
      console.log(
        `${metric.padEnd(12)}${a.toFixed(digits).padStart(10)}${b.toFixed(digits).padStart(10)}${(a ? b / a : NaN).toFixed(2).padStart(8)}`,
      );
    }
    for (const name of ['A', 'B']) {
      const list = results[name][0].scripts
        .map(
          (s) =>
            `${s.path.replace('/assets/', '')} ${s.priority}${s.beforeFcp ? ' before-FCP' : ''}`,
        )
        .join('; ');
      console.log(`${name} scripts (run 1): ${list}`);
      const first = results[name][0];
      console.log(
        `${name} LCP element: ${first.lcpElement.slice(0, 80)}; observed FCP ${Math.round(first.observedFcp)} ms, load ${Math.round(first.observedLoad)} ms`,
      );
    }
  }
} finally {
  for (const server of servers) server.close();
}
