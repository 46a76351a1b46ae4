/**
 * The service worker's first-visit cost, checked by the production build itself: every first
 * visit downloads the whole precache, so the build fails when it is over its budget (naming the
 * largest files) or when it holds staff's uploads or their image variants, which the worker
 * caches when first shown instead (vite.config.ts leaves them out of the precache). The site
 * search's files never fail it: they keep within their budget by leaving fragments out
 * (scripts/build/search-precache.ts).
 * `npm run budgets` prints the same figure.
 */
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { compressible } from '../measure/static-server.ts';
import { outDirOf } from './out-dir.ts';
import { INSIGHTS_PATH, PRECACHED_ARTICLES } from '../../src/content/insights.ts';
import { SEARCH_FOLDER } from './search-index.ts';

/**
 * The service worker's precache, compressed as transferred on the first visit: the site itself
 * (everything but the insights' pages).
 */
export const precacheBudget = 450 * 1024;
/**
 * The insights' precached pages (the list's first page and the newest PRECACHED_ARTICLES
 * articles), on top: 10 KB each (a page is 7-9 KB; header, footer and inline scripts included).
 */
export const insightsPrecacheBudget = (PRECACHED_ARTICLES + 1) * 10 * 1024;
const isInsightsPage = (url: string) => url.startsWith(`${INSIGHTS_PATH.slice(1)}/`);
/**
 * The site search's files (scripts/build/search-index.ts), on top: Pagefind's script (13 KB
 * compressed), its WebAssembly (58 KB), the index's chunks (50 KB for 48 records, about 0.7 KB
 * more per article) and a fragment per result (44 KB, about 1.6 KB more per article). Precached
 * so that search answers offline. No build fails on it: above it, the articles' and case studies'
 * fragments are left out of the precache, oldest first (scripts/build/search-precache.ts).
 */
export const searchPrecacheBudget = 180 * 1024;
const isSearchFile = (url: string) => url.startsWith(`${SEARCH_FOLDER}/`);

/**
 * What must never be precached: staff's uploads and the image variants the build makes
 * (scripts/build/images.ts writes them in a `variants/` folder beside their original).
 */
export const isNeverPrecached = (url: string): boolean =>
  url.startsWith('images/portfolio/') ||
  url.startsWith('images/insights/') ||
  url.startsWith('images/social/') ||
  url.includes('/variants/');

/** A built file's size, and its size as transferred: gzip-compressed if it is text. */
export function transferSize(distDir: string, url: string): { raw: number; compressed: number } {
  const bytes = readFileSync(join(distDir, url));
  const compressed = compressible.has(extname(url))
    ? gzipSync(bytes, { level: 9 }).length
    : bytes.length;
  return { raw: bytes.length, compressed };
}

/**
 * The files the precache manifest (injected into dist/sw.js) downloads, each gzip-compressed
 * if it is text, plus the worker script itself; the largest first. The insights' pages
 * (`insights`) and the site search's files (`search`) are counted apart, against their own
 * budgets.
 */
export function precacheSize(distDir: string) {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map(
    ([, url]) => url!,
  );
  if (!urls.length) throw new Error('dist/sw.js has no precache manifest.');
  const files = [...urls, 'sw.js'].map((url) => ({ url, ...transferSize(distDir, url) }));
  files.sort((a, b) => b.compressed - a.compressed);
  const site = files.filter((file) => !isInsightsPage(file.url) && !isSearchFile(file.url));
  const insights = files.filter((file) => isInsightsPage(file.url));
  const search = files.filter((file) => isSearchFile(file.url));
  const sum = (list: typeof files, key: 'raw' | 'compressed') =>
    list.reduce((total, file) => total + file[key], 0);
  return {
    entries: site.length - 1,
    raw: sum(site, 'raw'),
    compressed: sum(site, 'compressed'),
    files: site,
    insights: { entries: insights.length, compressed: sum(insights, 'compressed') },
    search: { entries: search.length, compressed: sum(search, 'compressed') },
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** What is wrong with the precache of a build (empty when it is within its budget). */
export function precacheProblems(distDir: string, budget = precacheBudget): string[] {
  const size = precacheSize(distDir);
  const problems = size.files
    .filter((file) => isNeverPrecached(file.url))
    .map(
      (file) => `${file.url} is precached: uploads are cached when first shown, never precached`,
    );
  if (size.compressed > budget)
    problems.push(
      `the precache is ${kb(size.compressed)} KB compressed, over its budget of ${kb(budget)} KB (${size.entries} files). Largest: ${size.files
        .slice(0, 5)
        .map((file) => `${file.url} ${kb(file.compressed)} KB`)
        .join(', ')}`,
    );
  if (size.insights.compressed > insightsPrecacheBudget)
    problems.push(
      `the insights' precached pages are ${kb(size.insights.compressed)} KB compressed, over their budget of ${kb(insightsPrecacheBudget)} KB (${size.insights.entries} files)`,
    );
  return problems;
}

/**
 * Build plugin: after the service worker and its precache list are written (place it after
 * VitePWA), fails the build on any precache problem.
 */
export function precacheBudgetCheck(): Plugin {
  let outDir = 'dist';
  return {
    name: 'agency:precache-budget',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error?: Error) {
        if (error) return;
        const problems = precacheProblems(outDir);
        if (problems.length) throw new Error(`Service worker precache: ${problems.join('; ')}`);
        const size = precacheSize(outDir);
        console.log(
          `Precache: ${size.entries} files, ${kb(size.compressed)} KB compressed (budget ${kb(precacheBudget)} KB); the insights' pages ${size.insights.entries} files, ${kb(size.insights.compressed)} KB (budget ${kb(insightsPrecacheBudget)} KB); the site search ${size.search.entries} files, ${kb(size.search.compressed)} KB (budget ${kb(searchPrecacheBudget)} KB)`,
        );
      },
    },
  };
}
