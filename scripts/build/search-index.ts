/**
 * The site search's index, made by the production build with Pagefind from what it prerendered:
 * every page the search shows (by its route: src/features/search/search-kinds.ts), each FAQ and
 * each hosting plan as a result of its own (src/app/search-records.ts), and the words staff gave
 * a page to be found by. Written to dist/pagefind/, before the service worker's precache list is
 * made, so the worker precaches it (all of it while it fits its budget; above it, the articles' and
 * case studies' fragments are left out oldest first: scripts/build/search-precache.ts); a staff
 * edit is in the index of the next build. Beside it, the titles file names each article and case
 * study by its result's id, so a result whose fragment is not cached still shows offline.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { createIndex, close } from 'pagefind';
import type { Plugin } from 'vite';
import { searchKindOf } from '../../src/features/search/search-kinds.ts';
import type { SearchableRoute } from '../../src/features/search/search-kinds.ts';
import type { SearchRecord } from '../../src/app/search-records.ts';
import { outDirOf } from './out-dir.ts';
import { ALIASES_META, RESULT_TITLES_FILE } from '../../src/features/search/pagefind-client.ts';
import type { ResultTitle } from '../../src/features/search/pagefind-client.ts';
import { ssrOutDir } from './prerender-plugin.ts';

/** Where the index and Pagefind's script go, under the output folder. */
export const SEARCH_FOLDER = 'pagefind';

/**
 * What Pagefind writes that the search does not use: its ready-made interfaces and highlighter,
 * the worker (the search runs on the page's thread) and the WebAssembly for unknown languages
 * (the index is English only).
 */
export const isUnusedSearchFile = (name: string): boolean =>
  /^pagefind-(component-ui|modular-ui|ui|highlight|worker)\./.test(name) ||
  name === 'wasm.unknown.pagefind';

/**
 * Parts of a page the index leaves out: the FAQs' list (each FAQ is a result of its own) and
 * forms (their labels and messages are no content).
 */
export const excludedParts = ['[data-accordion]', 'form'];

/** How much a page's search aliases weigh against its text (Pagefind's scale: 1 is body text). */
export const ALIAS_WEIGHT = 5;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A page's HTML as the index reads it: its kind as metadata, and its aliases as weighted text
 * at the end of its main element and as metadata of their own (a match there ranks the page up:
 * its weight: src/features/search/pagefind-client.ts). Only the index sees them; the page served is
 * unchanged.
 */
export function pageForIndex(html: string, kind: string, aliases: readonly string[]): string {
  const end = html.lastIndexOf('</main>');
  if (end < 0) throw new Error('A built page has no <main>.');
  const text = aliases.map(escapeHtml).join('. ');
  const extra = `<p data-pagefind-meta="kind:${escapeHtml(kind)}"></p>${
    aliases.length
      ? `<p data-pagefind-weight="${ALIAS_WEIGHT}" data-pagefind-meta="${ALIASES_META}">${text}</p>`
      : ''
  }`;
  return `${html.slice(0, end)}${extra}${html.slice(end)}`;
}

/**
 * The kinds of result whose fragments grow with the content staff publish: the precache may leave
 * them out (scripts/build/search-precache.ts), so the titles file names each of them.
 */
export const runtimeCachedKinds: readonly string[] = ['article', 'caseStudy'];

/** Where Pagefind writes a result's fragment (its text, title and metadata), by its id. */
export const FRAGMENT_FOLDER = 'fragment';
export const fragmentFileOf = (id: string): string =>
  `${SEARCH_FOLDER}/${FRAGMENT_FOLDER}/${id}.pf_fragment`;

const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/** The JSON of a fragment file as Pagefind writes it: gzipped, after its signature. */
export function readFragment(bytes: Uint8Array): unknown {
  const signed = (data: Uint8Array) =>
    Buffer.from(data.subarray(0, FRAGMENT_SIGNATURE.length)).toString() === FRAGMENT_SIGNATURE;
  const data = signed(bytes) ? bytes : gunzipSync(bytes);
  if (!signed(data)) throw new Error('not a Pagefind fragment (no signature)');
  return JSON.parse(Buffer.from(data.subarray(FRAGMENT_SIGNATURE.length)).toString('utf8'));
}

/**
 * The titles file's entry for a fragment's result, when its kind is one the precache may leave
 * out; null for the others, and for anything that is not a fragment of this index.
 */
export function resultTitleOf(fragment: unknown): ResultTitle | null {
  if (typeof fragment !== 'object' || fragment === null) return null;
  const { url, meta } = fragment as { url?: unknown; meta?: Record<string, unknown> };
  const title = meta?.title;
  const kind = meta?.kind;
  if (typeof url !== 'string' || typeof title !== 'string' || typeof kind !== 'string') return null;
  return runtimeCachedKinds.includes(kind) ? { url, title, kind } : null;
}

/** Reads every fragment of the index in `folder` and writes the titles file beside it. */
export async function writeResultTitles(folder: string): Promise<Record<string, ResultTitle>> {
  const titles: Record<string, ResultTitle> = {};
  const names = (await readdir(join(folder, FRAGMENT_FOLDER))).sort();
  for (const name of names) {
    const id = name.replace(/\.pf_fragment$/, '');
    if (id === name) continue;
    const title = resultTitleOf(readFragment(await readFile(join(folder, FRAGMENT_FOLDER, name))));
    if (title) titles[id] = title;
  }
  await writeFile(join(folder, RESULT_TITLES_FILE), JSON.stringify(titles));
  return titles;
}

/** The route path a page file serves (`services/x/index.html` -> `/services/x`). */
export const routePathOf = (file: string): string =>
  `/${file.split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/';

interface EntryServer {
  routes: readonly SearchableRoute[];
  searchRecords: () => Promise<SearchRecord[]>;
  searchAliasesByPath: () => Promise<Record<string, string[]>>;
}

/** Builds the index into `<outDir>/pagefind/`; returns how many records it holds. */
export async function writeSearchIndex(
  outDir: string,
  pageFiles: readonly string[],
  entry: EntryServer,
): Promise<number> {
  const { index, errors } = await createIndex({
    rootSelector: 'main',
    excludeSelectors: excludedParts,
    forceLanguage: 'en',
  });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const problems: string[] = [];
  const check = ({ errors: found }: { errors: string[] }, what: string) => {
    for (const error of found) problems.push(`${what}: ${error}`);
  };
  try {
    const routes = new Map(entry.routes.map((route) => [route.path, route]));
    const aliases = await entry.searchAliasesByPath();
    let count = 0;
    for (const file of pageFiles) {
      const path = routePathOf(file);
      const route = routes.get(path);
      const kind = route && searchKindOf(route);
      if (!kind) continue;
      const html = await readFile(join(outDir, file), 'utf8');
      check(
        await index.addHTMLFile({
          url: path,
          content: pageForIndex(html, kind, aliases[path] ?? []),
        }),
        path,
      );
      count++;
    }
    for (const record of await entry.searchRecords()) {
      check(
        await index.addCustomRecord({
          url: record.url,
          content: record.content,
          language: 'en',
          meta: {
            title: record.title,
            kind: record.kind,
            ...(record.aliases.length ? { [ALIASES_META]: record.aliases.join('. ') } : {}),
          },
        }),
        record.url,
      );
      count++;
    }
    const folder = join(outDir, SEARCH_FOLDER);
    check(await index.writeFiles({ outputPath: folder }), 'writing the index');
    if (problems.length) throw new Error(`Pagefind: ${problems.join('; ')}`);
    for (const name of await readdir(folder))
      if (isUnusedSearchFile(name)) await rm(join(folder, name));
    await writeResultTitles(folder);
    return count;
  } finally {
    await close();
  }
}

/**
 * Build plugin (client build): after the prerenderer has written the pages, and before the
 * service worker's precache list is made (both in closeBundle: this one first), writes the index.
 */
export function searchIndex(pageFiles: () => readonly string[]): Plugin<{ outDir: () => string }> {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'agency:search-index',
    // Where the index is: what the precache's choice of the search's files reads.
    api: { outDir: () => outDir },
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = outDirOf(config);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const entryFile = pathToFileURL(resolve(root, ssrOutDir, 'entry-server.js')).href;
        const entry = (await import(`${entryFile}?t=${Date.now()}`)) as EntryServer;
        const count = await writeSearchIndex(outDir, pageFiles(), entry);
        console.log(`Search index: ${count} records in ${SEARCH_FOLDER}/`);
      },
    },
  };
}
