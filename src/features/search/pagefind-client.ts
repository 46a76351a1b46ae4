import { excerptParts } from './search-excerpt';
import type { ExcerptPart } from './search-excerpt';
import { searchKindLabel } from './search-kinds';

/** Where the build writes the index and Pagefind's script (scripts/build/search-index.ts). */
export const PAGEFIND_FOLDER = '/pagefind/';

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
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    query: string,
  ) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
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

/** The results of a normalized, searchable query, best first. */
export async function searchSite(query: string): Promise<SearchHit[]> {
  const api = await loadPagefind();
  const found = await api.search(query);
  const data = await Promise.all(
    (found?.results ?? []).slice(0, MAX_HITS).map((result) => result.data()),
  );
  return data.map((item) => ({
    url: item.url,
    title: item.meta.title ?? item.url,
    kind: searchKindLabel(item.meta.kind ?? ''),
    excerpt: excerptParts(item.excerpt),
  }));
}
