#!/usr/bin/env node
// Performance budgets: for every route of the table, the JavaScript and CSS its prerendered
// HTML makes the browser load at once (scripts, module preloads, stylesheets, including those
// held until after the first paint), gzip-compressed; and the service worker's first-visit cost
// (its precache, compressed as it is transferred). Fails (exit 1) when a route exceeds its
// budget or requests a script the first paint may wait for (only the stylesheet may come
// before it), or when the precache exceeds its budget. Run after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { compressible } from './static-server.mjs';

/** Budgets in bytes (gzip): initial JavaScript <= 85 KB and CSS <= 20 KB on every route. */
export const defaultBudget = { js: 85 * 1024, css: 20 * 1024 };
/** The service worker's precache, compressed as transferred on the first visit. */
export const precacheBudget = 450 * 1024;
/** Per-route overrides, by path, for a page that needs more than the default: none today. */
/** @type {Record<string, { js?: number; css?: number }>} */
export const routeBudgets = {};

/** Files an HTML page loads at once: module scripts, module preloads and stylesheets. */
export function initialAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) js.add(src);
  for (const [, href] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    js.add(href);
  for (const [, href] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
    css.add(href);
  return { js: [...js], css: [...css] };
}

/**
 * Requests that hold up the first paint besides the stylesheet: classic scripts with a src and
 * neither async nor defer. Module scripts are deferred by nature; JSON-LD has no src.
 */
export function renderBlockingScripts(html) {
  const blocking = [];
  for (const [tag, src] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)) {
    if (/\stype="module"/.test(tag) || /\s(async|defer)[\s>=]/.test(tag)) continue;
    blocking.push(src);
  }
  return blocking;
}

/**
 * Scripts the first paint may wait for: a module script or module preload requested at high
 * priority, outside the inert `<template>` that holds a page's scripts until after the first
 * paint (high-priority scripts fetched before the first paint compete with the stylesheet, and
 * Lighthouse counts them as blocking it), and every classic script that blocks the parser.
 */
export function scriptsBeforeFirstPaint(html) {
  const outsideTemplates = html.replace(/<template\b[\s\S]*?<\/template>/g, '');
  const early = [];
  const tags = outsideTemplates.matchAll(
    /<script\b[^>]*\ssrc="([^"]+)"[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g,
  );
  for (const [tag, src, href] of tags) {
    if (/\sfetchpriority="low"/.test(tag) && (href || /\stype="module"/.test(tag))) continue;
    early.push(src ?? href);
  }
  return [...new Set([...early, ...renderBlockingScripts(html)])];
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The service worker's first-visit cost: the files its precache manifest (injected into
 * dist/sw.js) downloads, each gzip-compressed if it is text, plus the worker script itself.
 */
export function precacheSize(distDir) {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map(
    ([, url]) => url,
  );
  if (!urls.length) throw new Error('dist/sw.js has no precache manifest.');
  let raw = 0;
  let compressed = 0;
  for (const url of [...urls, 'sw.js']) {
    const file = join(distDir, url);
    const size = readFileSync(file).length;
    raw += size;
    compressed += compressible.has(extname(file)) ? gzipSize(file) : size;
  }
  return { entries: urls.length, raw, compressed };
}

/** Measures one prerendered page of a dist folder. */
export function measurePage(distDir, htmlFile) {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const assets = initialAssets(html);
  const size = (urls) =>
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
export function checkBudgets(distDir, paths, budgets = routeBudgets) {
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

const kb = (bytes) => (bytes / 1024).toFixed(1);

export function formatTable(rows) {
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

async function main() {
  const root = resolve(import.meta.dirname, '..');
  const distDir = join(root, 'dist');
  const entry = join(root, '.ssr', 'entry-server.js');
  if (!existsSync(entry) || !existsSync(join(distDir, 'index.html'))) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
  const { routes } = await import(pathToFileURL(entry).href);
  const { rows, ok } = checkBudgets(
    distDir,
    routes.map((route) => route.path),
  );
  console.log(formatTable(rows));
  const precache = precacheSize(distDir);
  const precacheOk = precache.compressed <= precacheBudget;
  console.log(
    `\n${precacheOk ? ' ' : '✗'} service worker precache: ${precache.entries} files, ${kb(precache.raw)} KB raw, ${kb(precache.compressed)} KB compressed (budget ${kb(precacheBudget)}), worker script included`,
  );
  if (!ok || !precacheOk) {
    console.error('\nBudget exceeded: see the lines marked ✗.');
    process.exit(1);
  }
  console.log('\nAll routes and the precache within budget.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
