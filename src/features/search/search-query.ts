/**
 * The site search's rules for what a visitor types, and the words it answers with: pure, so the
 * search page, its tests and the build share them.
 */

import { SEARCH_PATH, SEARCH_QUERY_PARAM } from '../../lib/route-paths';

export { SEARCH_PATH };
/** The search page's query parameter. */
export const QUERY_PARAM = SEARCH_QUERY_PARAM;

/** The longest text the search runs: longer queries are cut (at a word boundary if there is one). */
export const MAX_QUERY_CHARS = 100;
/** The longest part of a query an answer quotes; longer ones end with an ellipsis. */
export const MAX_QUOTED_CHARS = 60;

/**
 * The query as the search runs it: control characters dropped, spaces collapsed and trimmed,
 * cut to MAX_QUERY_CHARS (at the last space before the limit when there is one).
 */
export function normalizeQuery(raw: string): string {
  const text = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= MAX_QUERY_CHARS) return text;
  const cut = text.slice(0, MAX_QUERY_CHARS);
  const space = cut.lastIndexOf(' ');
  return (space > MAX_QUERY_CHARS / 2 ? cut.slice(0, space) : cut).trim();
}

/** Whether a normalized query can match anything: it holds a letter or a digit (any script). */
export const isSearchable = (query: string): boolean => /[\p{L}\p{N}]/u.test(query);

/** A query as an answer quotes it: at most MAX_QUOTED_CHARS characters (whole code points). */
export function quoteQuery(query: string): string {
  const chars = [...query];
  return chars.length <= MAX_QUOTED_CHARS ? query : `${chars.slice(0, MAX_QUOTED_CHARS).join('')}…`;
}

/** What the search says about a query: the words of its status line (read by screen readers). */
export const searchWords = {
  empty: 'Type what you are looking for: a service, a hosting plan or a question.',
  noResults: (query: string) => `No results for “${quoteQuery(query)}”.`,
  results: (count: number, query: string) =>
    `${count} ${count === 1 ? 'result' : 'results'} for “${quoteQuery(query)}”.`,
  failed:
    'Search could not load. Check your connection and try again, or browse the menu: every page is linked there.',
} as const;

/** What the search page shows for a query before and after it runs. */
export type SearchAnswer =
  | { kind: 'empty' }
  | { kind: 'no-results'; query: string }
  | { kind: 'results'; query: string; count: number }
  | { kind: 'failed' };

/** The status line for an answer. */
export function answerText(answer: SearchAnswer): string {
  switch (answer.kind) {
    case 'empty':
      return searchWords.empty;
    case 'no-results':
      return searchWords.noResults(answer.query);
    case 'results':
      return searchWords.results(answer.count, answer.query);
    case 'failed':
      return searchWords.failed;
  }
}

/**
 * What to do with what the visitor typed: nothing to search (empty, or only punctuation and
 * symbols, which no word of the site is made of: answered at once), or the normalized query.
 */
export function planQuery(
  raw: string,
): { run: false; answer: SearchAnswer } | { run: true; query: string } {
  const query = normalizeQuery(raw);
  if (!query) return { run: false, answer: { kind: 'empty' } };
  if (!isSearchable(query)) return { run: false, answer: { kind: 'no-results', query } };
  return { run: true, query };
}

/** The search page's address for a query (`/search` alone for an empty one). */
export function searchUrl(raw: string): string {
  const query = normalizeQuery(raw);
  return query ? `${SEARCH_PATH}?${new URLSearchParams({ [QUERY_PARAM]: query })}` : SEARCH_PATH;
}
