/**
 * Which of the site search's files the service worker precaches. The rule: while all of them fit
 * their budget (searchPrecacheBudget), all are precached. Above it, the fragments of articles and
 * case studies (each result's text, the part that grows with every piece staff publish) are left
 * out, oldest first, until the rest fits; the worker keeps each one when a search first reads it
 * (src/sw.ts). Pagefind's script and WebAssembly, the index's entry, meta and chunks, the titles
 * file and the other results' fragments are always precached, so a search answers offline and
 * lists every result it finds: one whose fragment is not kept yet shows its title and kind from
 * the titles file (src/features/search/pagefind-client.ts). Leaving fragments out is no build
 * failure: the build says so in one line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULT_TITLES_FILE } from '../../src/features/search/pagefind-client.ts';
import type { ResultTitle } from '../../src/features/search/pagefind-client.ts';
import { searchPrecacheBudget, transferSize } from './precache-budget.ts';
import { SEARCH_FOLDER, fragmentFileOf } from './search-index.ts';

/** A file of the search and its size as transferred. */
export interface SearchFileSize {
  url: string;
  bytes: number;
}

/** What the precache leaves out of the search's files, and the size of what it keeps. */
export interface SearchPrecacheChoice {
  leftOut: string[];
  bytes: number;
}

/**
 * The search's files to leave out of the precache: none while `files` fit `budget`; above it,
 * from the end of `leavable` (the fragments that may be left out, newest first) until the rest
 * fits, or until none is left. A name in `leavable` that is not among `files` is ignored.
 */
export function chooseSearchPrecache(
  files: readonly SearchFileSize[],
  leavable: readonly string[],
  budget: number,
): SearchPrecacheChoice {
  if (!Number.isFinite(budget) || budget < 0)
    throw new Error(`The search's precache budget must be a size in bytes, not ${budget}.`);
  const sizes = new Map<string, number>();
  for (const file of files) {
    if (!Number.isFinite(file.bytes) || file.bytes < 0)
      throw new Error(`${file.url}: its size must be a number of bytes, not ${file.bytes}.`);
    sizes.set(file.url, file.bytes);
  }
  let bytes = [...sizes.values()].reduce((total, size) => total + size, 0);
  const leftOut: string[] = [];
  const candidates = [...new Set(leavable)].filter((url) => sizes.has(url)).reverse();
  for (const url of candidates) {
    if (bytes <= budget) break;
    leftOut.push(url);
    bytes -= sizes.get(url)!;
  }
  return { leftOut, bytes };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The build's one line when fragments are left out, or when the rest is still over budget. */
export function searchPrecacheWarning(
  choice: SearchPrecacheChoice,
  leavable: number,
  budget: number,
): string | null {
  const over = choice.bytes > budget;
  if (!choice.leftOut.length && !over) return null;
  const left = `${choice.leftOut.length} of ${leavable} article and case study fragments are not precached (the worker keeps each when a search first reads it)`;
  return over
    ? `Site search: ${left}; the rest is ${kb(choice.bytes)} KB compressed, still over its precache budget of ${kb(budget)} KB: the index itself has outgrown it.`
    : `Site search: over its precache budget of ${kb(budget)} KB, ${left}; precached: ${kb(choice.bytes)} KB compressed.`;
}

/** A precache manifest entry as Workbox hands it to a manifest transform. */
interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Reads the titles file the index build wrote; an index without one has nothing to leave out. */
function readTitles(outDir: string): Record<string, ResultTitle> {
  const file = join(outDir, SEARCH_FOLDER, RESULT_TITLES_FILE);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ResultTitle>)
    : {};
}

/**
 * The fragment files that may be left out, newest first: those of the titles file, in the order
 * of `newestFirst` (the articles' and case studies' paths); one it does not list counts as oldest.
 */
export function leavableFragments(
  titles: Record<string, ResultTitle>,
  newestFirst: readonly string[],
): string[] {
  const rank = new Map(newestFirst.map((path, index) => [path, index]));
  const position = (id: string) => rank.get(titles[id]!.url) ?? newestFirst.length;
  return Object.keys(titles)
    .sort((a, b) => position(a) - position(b) || a.localeCompare(b))
    .map(fragmentFileOf);
}

/**
 * Workbox's manifest transform (vite.config.ts) that applies the rule above to the search's files
 * in the precache list, and prints the build's line when it leaves any out.
 */
export function searchPrecacheTransform(options: {
  outDir: () => string;
  /** The articles' and case studies' paths, newest first. */
  newestFirst: () => readonly string[];
  budget?: number;
  warn?: (line: string) => void;
}) {
  const { budget = searchPrecacheBudget, warn = (line: string) => console.warn(line) } = options;
  return <Entry extends ManifestEntry>(entries: Entry[]) => {
    const outDir = options.outDir();
    const files = entries
      .filter((entry) => entry.url.startsWith(`${SEARCH_FOLDER}/`))
      .map((entry) => ({ url: entry.url, bytes: transferSize(outDir, entry.url).compressed }));
    const leavable = leavableFragments(readTitles(outDir), options.newestFirst());
    const choice = chooseSearchPrecache(files, leavable, budget);
    const line = searchPrecacheWarning(choice, leavable.length, budget);
    if (line) warn(line);
    const leftOut = new Set(choice.leftOut);
    return { manifest: entries.filter((entry) => !leftOut.has(entry.url)), warnings: [] };
  };
}
