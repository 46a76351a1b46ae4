import { excerptParts } from './search-excerpt';
import type { ExcerptPart } from './search-excerpt';
import { searchKindLabel } from './search-kinds';

/** Where the build writes the index and Pagefind's script (scripts/build/search-index.ts). */
export const PAGEFIND_FOLDER = '/pagefind/';

/**
 * The file the build writes beside the index (scripts/build/search-index.ts): the address, title
 * and kind of each article and case study, by its result's id. Precached with the index, so a
 * result whose fragment (its text, kept apart by Pagefind) is not cached still shows offline.
 */
export const RESULT_TITLES_FILE = 'titles.json';
/** What the titles file says of one result. */
export interface ResultTitle {
  url: string;
  title: string;
  /** The kind's key (src/features/search/search-kinds.ts). */
  kind: string;
}

/**
 * The fragments of articles and case studies the precache leaves out (scripts/build/
 * search-precache.ts): the service worker keeps each one when a search first reads it.
 */
export const SEARCH_FRAGMENTS_CACHE = 'search-fragments';
/** Whether a location is one of Pagefind's result fragments. */
export const isSearchFragment = (pathname: string): boolean =>
  /^\/pagefind\/fragment\/[^/]+\.pf_fragment$/.test(pathname);

/** The metadata field of a result's aliases (the build writes it: scripts/build/search-index.ts). */
export const ALIASES_META = 'aliases';
/**
 * How much a query matching a result's metadata adds to its score (Pagefind's ranking, on top of
 * the text's): its title (Pagefind's default) and the aliases staff gave it, which name what the
 * result is (a service's own name among them: a visitor naming a service looks for it before an
 * article on the subject).
 */
export const metaWeights = { title: 5, [ALIASES_META]: 8 };

/** What the search page shows of one result. */
export interface SearchHit {
  url: string;
  title: string;
  /** The kind's label: Service, FAQ, Article… */
  kind: string;
  excerpt: ExcerptPart[];
}

/** The part of Pagefind's browser API the search uses. */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
/** One result as Pagefind finds it: its id, and its data, read from its fragment. */
export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
}

/** The most results a query shows. */
export const MAX_HITS = 10;

let pagefind: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind's script, index entry and WebAssembly once (the service worker has them in its
 * precache after the first visit). Search runs on the page's thread: no worker script to load
 * and keep, and the page's policy is the one that allows its WebAssembly. A failed load is
 * forgotten, so the next query tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const url = `${PAGEFIND_FOLDER}pagefind.js`;
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    await module.options({ noWorker: true, excerptLength: 24, ranking: { metaWeights } });
    await module.init();
    return module;
  })().catch((error: unknown) => {
    pagefind = undefined;
    throw error;
  });
  return pagefind;
}

let titles: Promise<Record<string, ResultTitle>> | undefined;

/** The titles file, loaded once when first needed; a failed load is forgotten. */
function loadTitles(): Promise<Record<string, ResultTitle>> {
  titles ??= fetch(`${PAGEFIND_FOLDER}${RESULT_TITLES_FILE}`)
    .then((response) => {
      if (!response.ok) throw new Error(`${RESULT_TITLES_FILE}: HTTP ${response.status}`);
      return response.json() as Promise<Record<string, ResultTitle>>;
    })
    .catch((error: unknown) => {
      titles = undefined;
      throw error;
    });
  return titles;
}

/**
 * The hits of Pagefind's results, best first, at most MAX_HITS. A result whose fragment cannot be
 * read (offline, and neither precached nor kept yet) shows its title and kind from the titles
 * file, without an excerpt; one the titles file does not name either fails the search.
 */
export async function hitsOf(
  results: readonly PagefindResult[],
  titlesOf: () => Promise<Record<string, ResultTitle>> = loadTitles,
): Promise<SearchHit[]> {
  return Promise.all(
    results.slice(0, MAX_HITS).map(async (result): Promise<SearchHit> => {
      let item: PagefindResultData;
      try {
        item = await result.data();
      } catch (error) {
        const known = await titlesOf().catch(() => ({}) as Record<string, ResultTitle>);
        if (!Object.hasOwn(known, result.id)) throw error;
        const { url, title, kind } = known[result.id]!;
        return { url, title, kind: searchKindLabel(kind), excerpt: [] };
      }
      return {
        url: item.url,
        title: item.meta.title ?? item.url,
        kind: searchKindLabel(item.meta.kind ?? ''),
        excerpt: excerptParts(item.excerpt),
      };
    }),
  );
}

/** The results of a normalized, searchable query, best first. */
export async function searchSite(query: string): Promise<SearchHit[]> {
  const api = await loadPagefind();
  const found = await api.search(query);
  return hitsOf(found?.results ?? []);
}
