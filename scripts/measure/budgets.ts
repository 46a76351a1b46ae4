// `npm run budgets` (node scripts/run-ts.mjs scripts/measure/budgets.ts).
// Performance budgets, from the built output (dist/) and the headers Netlify serves with it
// (dist/_headers and netlify.toml, read by Netlify's own parser). For every route of the table:
// - the JavaScript and CSS its prerendered HTML makes the browser load at once (scripts, module
//   preloads, stylesheets, including those held until after the first paint), gzip-compressed;
// - the first response: the document's headers plus its compressed HTML, which must fit in a
//   server's first congestion window (about 14 KB), or the page costs one more round trip;
// - the JavaScript of the whole load: the scripts the page loads at once, what they import, and
//   what they load once the page has loaded (the load-time imports of src/main.tsx), each
//   compressed with its response headers; and the number of
//   script requests;
// and for every file of the build, its response headers: a policy acts only on documents and
// workers, so any other response's headers stay under 2 KB. Also the service worker's
// first-visit cost (its precache, compressed as it is transferred). Fails (exit 1) naming the
// route or file and the figure. Run after `npm run build`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAllHeaders } from '@netlify/headers-parser';
import type { Header } from '@netlify/headers-parser';
import { routes } from '../../src/app/routes';
import { islands } from '../../src/app/islands';
import type { IslandEntry } from '../../src/app/islands';
import { domAttr } from '../../src/lib/dom-contract';
import { chunkGraphPath } from '../build/chunk-graph-path.ts';
import {
  insightsPrecacheBudget,
  precacheBudget,
  searchPrecacheBudget,
  precacheProblems,
  precacheSize,
} from '../build/precache-budget.ts';

export { precacheBudget, precacheSize };

/** The build's chunk graph (scripts/build/chunk-graph.ts): each script's imports and modules. */
export type ChunkGraph = Record<
  string,
  { imports: string[]; dynamicImports: string[]; modules: string[] }
>;
/** The largest response headers of one kind of built file. */
export interface HeaderKind {
  files: number;
  max: number;
  maxPath: string;
  budget: number;
}
export type BudgetRow = ReturnType<typeof checkBudgets>['rows'][number];
export type WireRow = ReturnType<typeof checkWire>['rows'][number];

/**
 * Budgets in bytes (gzip): initial JavaScript <= 8 KB and CSS <= 20 KB on every route. The
 * initial JavaScript is the page's script alone (src/main.tsx): React loads only with an island
 * a visitor reaches for (reached: 5.7 KB).
 */
export const defaultBudget = { js: 8 * 1024, css: 20 * 1024 };
/** Headers of a response that carries no policy (scripts, styles, images, the manifest). */
export const assetHeaderBudget = 2 * 1024;
/** Headers of a document or the service worker, which carry the policy. */
export const documentHeaderBudget = 3 * 1024;
/** The first response of a page, headers and compressed HTML: a first congestion window. */
export const firstResponseBudget = 14 * 1024;
/**
 * JavaScript over the whole load, compressed, headers included, and script requests: at most
 * 75 KB on the pages with a form (the home page's domain checker, the contact form) and 11.5 KB
 * on the others, in at most 12 requests (reached: 11.2 KB in two requests on every page, the
 * page's script and the field measurements' chunk, since a form's island loads when the visitor
 * reaches for it; docs/performance.md). A page that is its island (the estimator, which answers
 * every tap with a range) loads the island with it: at most the other pages' budget plus the
 * island's.
 */
export const wholeLoadBudget = { withForm: 75 * 1024, other: 11.5 * 1024, requests: 12 };
/**
 * What a form's island adds when the visitor first reaches for it (React, the island, what it
 * imports), compressed, headers included: at most 78 KB (reached: the domain checker 72.6 KB,
 * the contact form 75.2 KB, of which React's client is 63.5 KB).
 */
export const islandBudget = 78 * 1024;
/**
 * Bytes of the headers the platform adds to every response besides ours (status line, date,
 * content type and length, encoding, etag, server, cache status, request id): an allowance, as
 * Netlify's CDN sends them over HTTP/1.1 uncompressed (HTTP/2 compresses them further).
 */
export const platformHeaderBytes = 400;
/** Per-route overrides, by path, for a page that needs more than the default: none. */
export const routeBudgets: Record<string, { js?: number; css?: number }> = {};

/** Files an HTML page loads at once: module scripts, module preloads and stylesheets. */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) js.add(src!);
  for (const [, href] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    js.add(href!);
  for (const [, href] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
    css.add(href!);
  return { js: [...js], css: [...css] };
}

/**
 * Requests that hold up the first paint besides the stylesheet: classic scripts with a src and
 * neither async nor defer. Module scripts are deferred by nature; JSON-LD has no src.
 */
export function renderBlockingScripts(html: string): string[] {
  const blocking: string[] = [];
  for (const [tag, src] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)) {
    if (/\stype="module"/.test(tag) || /\s(async|defer)[\s>=]/.test(tag)) continue;
    blocking.push(src!);
  }
  return blocking;
}

/**
 * Scripts the first paint may wait for: a module script or module preload requested at high
 * priority, outside the inert `<template>` that holds a page's scripts until after the first
 * paint (high-priority scripts fetched before the first paint compete with the stylesheet, and
 * Lighthouse counts them as blocking it), and every classic script that blocks the parser.
 */
export function scriptsBeforeFirstPaint(html: string): string[] {
  const outsideTemplates = html.replace(/<template\b[\s\S]*?<\/template>/g, '');
  const early: string[] = [];
  const tags = outsideTemplates.matchAll(
    /<script\b[^>]*\ssrc="([^"]+)"[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g,
  );
  for (const [tag, src, href] of tags) {
    if (/\sfetchpriority="low"/.test(tag) && (href || /\stype="module"/.test(tag))) continue;
    early.push((src ?? href)!);
  }
  return [...new Set([...early, ...renderBlockingScripts(html)])];
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Measures one prerendered page of a dist folder. */
export function measurePage(distDir: string, htmlFile: string) {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const assets = initialAssets(html);
  const size = (urls: string[]) =>
    urls
      .filter((url) => url.startsWith('/'))
      .reduce((sum, url) => sum + gzipSize(join(distDir, url)), 0);
  return {
    js: size(assets.js),
    css: size(assets.css),
    html: gzipSync(html, { level: 9 }).length,
    blocking: scriptsBeforeFirstPaint(html),
  };
}

/** Checks every route against its budget; returns rows and whether all pass. */
export function checkBudgets(distDir: string, paths: string[], budgets = routeBudgets) {
  const rows = paths.map((path) => {
    const file = path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
    const measured = measurePage(distDir, file);
    const budget = { ...defaultBudget, ...budgets[path] };
    return {
      path,
      ...measured,
      budget,
      ok: measured.js <= budget.js && measured.css <= budget.css && !measured.blocking.length,
    };
  });
  return { rows, ok: rows.every((row) => row.ok) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The header rules of a build: dist/_headers and netlify.toml, as Netlify parses them. */
export async function headerRules(distDir: string, netlifyConfigPath: string): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [join(distDir, '_headers')],
    netlifyConfigPath,
    configHeaders: [],
    minimal: false,
  });
  if (errors.length) throw new Error(errors.map((error) => error.message).join('\n'));
  // Not `minimal`: every rule comes with its compiled path pattern.
  return headers as Header[];
}

/**
 * The headers served for a path, and the names that two matching rules both set (Netlify joins
 * such values with a comma, `netlify serve` keeps the last: either way not what was meant).
 */
export function servedHeaders(rules: Header[], path: string) {
  const values: Record<string, string> = {};
  const conflicts: string[] = [];
  for (const rule of rules) {
    if (!rule.forRegExp.test(path)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      if (name in values) conflicts.push(name);
      values[name] = value;
    }
  }
  return { values, conflicts };
}

/** The bytes of a response's headers: ours as `Name: value` lines, plus the platform's. */
export function headerBytes(values: Record<string, unknown>): number {
  return Object.entries(values).reduce(
    (sum, [name, value]) => sum + name.length + 2 + String(value).length + 2,
    platformHeaderBytes,
  );
}

/** What kind of response a built file is, for the header budgets. */
export function responseKind(file: string): string {
  if (file === 'sw.js') return 'worker';
  if (file.endsWith('.html')) return 'document';
  const ext = extname(file);
  if (ext === '.js') return 'script';
  if (ext === '.css') return 'style';
  if (['.png', '.svg', '.ico', '.webp', '.jpg', '.avif'].includes(ext)) return 'image';
  if (ext === '.webmanifest') return 'manifest';
  return 'other';
}

/** The URL path of a built file: pages by their pretty URL, other files as they are. */
export function urlPathOf(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) || '/' : path;
}

/** Every file of a build, relative to its folder (the build's own bookkeeping excluded). */
function builtFiles(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true })
    .map(String)
    .filter((file) => file !== '_headers')
    .filter((file) => statSync(join(distDir, file)).isFile());
}

/** Header bytes of every file of a build by kind; fails any over its budget or ambiguous. */
export function checkHeaders(distDir: string, rules: Header[]) {
  const kinds: Record<string, HeaderKind> = {};
  const failures: string[] = [];
  for (const file of builtFiles(distDir)) {
    const kind = responseKind(file);
    const path = urlPathOf(file);
    const { values, conflicts } = servedHeaders(rules, path);
    const bytes = headerBytes(values);
    const budget =
      kind === 'document' || kind === 'worker' ? documentHeaderBudget : assetHeaderBudget;
    const seen = (kinds[kind] ??= { files: 0, max: 0, maxPath: '', budget });
    seen.files += 1;
    if (bytes > seen.max) Object.assign(seen, { max: bytes, maxPath: path });
    if (bytes > budget)
      failures.push(`${path}: response headers ${bytes} B (budget ${budget} B for a ${kind})`);
    for (const name of new Set(conflicts))
      failures.push(`${path}: ${name} is set by more than one header rule`);
  }
  return { kinds, failures };
}

/** What every response must carry, and what a document or the worker must carry as well. */
export const requiredHeaders = {
  any: ['X-Content-Type-Options'],
  document: [
    'Content-Security-Policy',
    'Strict-Transport-Security',
    'Referrer-Policy',
    'Permissions-Policy',
    'Cross-Origin-Opener-Policy',
    'X-Frame-Options',
  ],
};

/**
 * Unknown paths: the not-found page answers them under their own path's headers. No page rule
 * names them (a pattern such as `/:page` would also match `/admin/`, whose editor has its own
 * opener policy), so they carry the headers of every response, and the page its policy in its
 * HTML.
 */
export const notFoundPaths = ['/no-such-page', '/services/no-such-page'];

/**
 * Fails every built file (and the not-found page at `unknownPaths`, whose policy is in its HTML)
 * whose response misses a header it needs: headers that act on documents are kept off assets,
 * so a page rule that stops matching a page must not go unnoticed.
 */
export function checkRequiredHeaders(
  distDir: string,
  rules: Header[],
  unknownPaths = notFoundPaths,
): string[] {
  const failures: string[] = [];
  const responses = [
    ...builtFiles(distDir).map((file) => ({ kind: responseKind(file), path: urlPathOf(file) })),
    ...unknownPaths.map((path) => ({ kind: 'not-found page', path })),
  ];
  for (const { kind, path } of responses) {
    const { values } = servedHeaders(rules, path);
    const needed = [
      ...requiredHeaders.any,
      ...(kind === 'document' || kind === 'worker' ? requiredHeaders.document : []),
    ];
    for (const name of needed)
      if (!(name in values)) failures.push(`${path}: no ${name} header (a ${kind})`);
  }
  return failures;
}

/** The page's script, which every page loads. */
const PAGE_SCRIPT_MODULE = 'src/main.tsx';
/**
 * Modules the page's script loads through a dynamic import on every page once it has loaded (the
 * field measurements, with web-vitals: all but a visitor who asked not to be tracked get them).
 */
export const afterLoadModules = ['src/features/vitals/vitals-beacon.ts'];

/**
 * The scripts of a page's whole load: those its HTML loads and what they import, by the build's
 * chunk graph (`.dist-chunks.json` beside dist/, written by scripts/build/chunk-graph.ts). What
 * every page runs once loaded (the worker's registration, the outbox check) is in the page's
 * script itself (src/main.tsx), and the islands' code is preloaded by the pages that have one;
 * code loaded through a dynamic import loads only on a visitor's action or when there is
 * something to show (the dock, the notices, the outbox's page side, the checker's lookups),
 * except what the page's script loads on every page once it has loaded (`afterLoadModules`),
 * which counts with the page's script.
 */
export function wholeLoadScripts(html: string, graph: ChunkGraph): string[] {
  const files = new Set<string>();
  const queue = initialAssets(html).js.filter((url) => url.startsWith('/'));
  let pageScript = false;
  while (queue.length) {
    const url = queue.shift()!;
    if (files.has(url)) continue;
    files.add(url);
    const node = graph[url];
    if (!node) continue;
    queue.push(...node.imports);
    if (!pageScript && node.modules.includes(PAGE_SCRIPT_MODULE)) {
      pageScript = true;
      queue.push(
        ...Object.keys(graph).filter((chunk) =>
          graph[chunk]!.modules.some((module) => afterLoadModules.includes(module)),
        ),
      );
    }
  }
  return [...files];
}

/** The forms' islands a page has, by the host the prerenderer wrote for each. */
export function formIslandsOf(html: string): IslandEntry[] {
  return Object.entries(islands)
    .filter(([name, island]) => island.form && html.includes(`${domAttr.island}="${name}"`))
    .map(([, island]) => island);
}

/**
 * The scripts a page's forms add when the visitor first reaches for one: the chunks of its
 * islands and of the code that hydrates them, what they import, less what the page loaded.
 */
export function islandScripts(
  html: string,
  graph: ChunkGraph,
  loaded: readonly string[],
): string[] {
  const forms = formIslandsOf(html);
  if (!forms.length) return [];
  const modules = new Set(
    ['app/hydrate-island', ...forms.map((island) => island.module)].map(
      (module) => `src/${module}`,
    ),
  );
  const queue = Object.keys(graph).filter((url) =>
    graph[url]!.modules.some((module) => modules.has(module.replace(/\.tsx?$/, ''))),
  );
  const files = new Set<string>();
  while (queue.length) {
    const url = queue.shift()!;
    if (files.has(url) || loaded.includes(url)) continue;
    files.add(url);
    queue.push(...(graph[url]?.imports ?? []));
  }
  return [...files];
}

/** Per route: first response (headers + compressed HTML), whole-load JavaScript and requests. */
export function checkWire(distDir: string, paths: string[], rules: Header[], graph: ChunkGraph) {
  const rows = paths.map((path) => {
    const file = path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
    const html = readFileSync(join(distDir, file), 'utf8');
    const document = servedHeaders(rules, path);
    const documentHeaders = headerBytes(document.values);
    const firstResponse = documentHeaders + gzipSync(html, { level: 9 }).length;
    const scripts = wholeLoadScripts(html, graph);
    const wire = (urls: string[]) =>
      urls.reduce(
        (sum, url) =>
          sum + gzipSize(join(distDir, url)) + headerBytes(servedHeaders(rules, url).values),
        0,
      );
    const islandFiles = islandScripts(html, graph, scripts);
    // A page that is its island (the estimator) loads the island with the page.
    const withPage = formIslandsOf(html).some((entry) => entry.withPage);
    const requests = scripts.length + (withPage ? islandFiles.length : 0);
    const js = wire(withPage ? [...scripts, ...islandFiles] : scripts);
    const island = withPage ? 0 : wire(islandFiles);
    const jsBudget = withPage
      ? wholeLoadBudget.other + islandBudget
      : formIslandsOf(html).length
        ? wholeLoadBudget.withForm
        : wholeLoadBudget.other;
    const failures = [
      ...(firstResponse > firstResponseBudget
        ? [`${path}: first response ${kb(firstResponse)} KB (budget ${kb(firstResponseBudget)} KB)`]
        : []),
      ...(js > jsBudget
        ? [`${path}: JavaScript over the whole load ${kb(js)} KB (budget ${kb(jsBudget)} KB)`]
        : []),
      ...(island > islandBudget
        ? [`${path}: a form's island ${kb(island)} KB (budget ${kb(islandBudget)} KB)`]
        : []),
      ...(requests > wholeLoadBudget.requests
        ? [`${path}: ${requests} script requests (budget ${wholeLoadBudget.requests})`]
        : []),
    ];
    return {
      path,
      documentHeaders,
      firstResponse,
      js,
      jsBudget,
      island,
      requests,
      failures,
    };
  });
  return { rows, failures: rows.flatMap((row) => row.failures) };
}

export function formatWireTable(rows: WireRow[]): string {
  const lines = [
    'route                                   headers B   first response KB (14.0)   whole-load JS KB (budget)   script requests (12)   form island KB (78.0)',
  ];
  for (const row of rows) {
    lines.push(
      `${row.failures.length ? '✗' : ' '} ${row.path.padEnd(38)}${String(row.documentHeaders).padEnd(12)}${kb(row.firstResponse).padEnd(27)}${`${kb(row.js)} (${kb(row.jsBudget)})`.padEnd(28)}${String(row.requests).padEnd(23)}${row.island ? kb(row.island) : '-'}`,
    );
  }
  return lines.join('\n');
}

export function formatHeaderKinds(kinds: Record<string, HeaderKind>): string {
  const lines = ['response kind   files   largest headers B (budget)   at'];
  for (const [kind, { files, max, maxPath, budget }] of Object.entries(kinds).sort()) {
    lines.push(
      `  ${kind.padEnd(14)}${String(files).padEnd(8)}${`${max} (${budget})`.padEnd(29)}${maxPath}`,
    );
  }
  return lines.join('\n');
}

export function formatTable(rows: BudgetRow[]): string {
  const lines = [
    'route                                   JS gz KB (budget)   CSS gz KB (budget)   HTML gz KB',
  ];
  for (const row of rows) {
    lines.push(
      `${row.ok ? ' ' : '✗'} ${row.path.padEnd(38)}${`${kb(row.js)} (${kb(row.budget.js)})`.padEnd(20)}${`${kb(row.css)} (${kb(row.budget.css)})`.padEnd(21)}${kb(row.html)}${row.blocking.length ? `  before first paint: ${row.blocking.join(', ')}` : ''}`,
    );
  }
  return lines.join('\n');
}

export async function main(): Promise<number> {
  const root = resolve(import.meta.dirname, '../..');
  const distDir = join(root, 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error('No build found: run `npm run build` first.');
    return 1;
  }
  const paths = routes.map((route) => route.path);
  const { rows, ok } = checkBudgets(distDir, paths);
  console.log(formatTable(rows));
  const precache = precacheSize(distDir);
  const precacheFailures = precacheProblems(distDir);
  const precacheOk = !precacheFailures.length;
  const siteOk = precache.compressed <= precacheBudget;
  const insightsOk = precache.insights.compressed <= insightsPrecacheBudget;
  console.log(
    `\n${siteOk ? ' ' : '✗'} service worker precache: ${precache.entries} files, ${kb(precache.raw)} KB raw, ${kb(precache.compressed)} KB compressed (budget ${kb(precacheBudget)}), worker script included`,
  );
  console.log(
    `${insightsOk ? ' ' : '✗'} precached insights pages: ${precache.insights.entries} files, ${kb(precache.insights.compressed)} KB compressed (budget ${kb(insightsPrecacheBudget)})`,
  );
  const searchOk = precache.search.compressed <= searchPrecacheBudget;
  console.log(
    `${searchOk ? ' ' : '✗'} precached site search (script, WebAssembly, index): ${precache.search.entries} files, ${kb(precache.search.compressed)} KB compressed (budget ${kb(searchPrecacheBudget)})`,
  );

  const graphFile = chunkGraphPath(distDir);
  if (!existsSync(graphFile)) {
    console.error(`No ${graphFile}: run \`npm run build\` again.`);
    return 1;
  }
  const rules = await headerRules(distDir, join(root, 'netlify.toml'));
  const headers = checkHeaders(distDir, rules);
  console.log(`\nResponse headers (ours + ${platformHeaderBytes} B the platform adds):\n`);
  console.log(formatHeaderKinds(headers.kinds));
  const graph = JSON.parse(readFileSync(graphFile, 'utf8')) as ChunkGraph;
  const wire = checkWire(distDir, paths, rules, graph);
  console.log('\nOn the wire (compressed, headers included):\n');
  console.log(formatWireTable(wire.rows));

  const failures = [
    ...precacheFailures,
    ...headers.failures,
    ...checkRequiredHeaders(distDir, rules),
    ...wire.failures,
  ];
  for (const failure of failures) console.error(`✗ ${failure}`);
  if (!ok || !precacheOk || failures.length) {
    console.error('\nBudget exceeded: see the lines marked ✗.');
    return 1;
  }
  console.log('\nAll routes, responses and the precache within budget.');
  return 0;
}
