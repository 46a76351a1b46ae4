import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useFormTakeover } from '../../components/hooks/use-form-takeover';
import { loadPagefind, searchSite } from './pagefind-client';
import type { SearchHit } from './pagefind-client';
import { QUERY_PARAM, SEARCH_PATH, answerText, planQuery, searchUrl } from './search-query';
import type { SearchAnswer } from './search-query';

/** The next result link from `index` by a key, or undefined when the key moves to the field. */
function nextIndex(key: string, index: number, count: number): number | 'field' | undefined {
  switch (key) {
    case 'ArrowDown':
      return index === count - 1 ? 0 : index + 1;
    case 'ArrowUp':
      return index === 0 ? 'field' : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'Escape':
      return 'field';
    default:
      return undefined;
  }
}

/**
 * The address follows the query, so a reload or a shared link shows the same results; the history
 * keeps one entry for the page, so the back button leaves the search.
 */
function followInAddress(query: string): void {
  if (location.pathname.replace(/\/$/, '') === SEARCH_PATH)
    history.replaceState(history.state, '', searchUrl(query));
}

/**
 * The site search (the search page's island): results as the visitor types, the query in the
 * address (`/search?q=…`, so a result can be shared and the back button comes back to it), a
 * status line a screen reader announces, ArrowDown from the field into the results, the arrow
 * keys, Home and End through them, Escape or ArrowUp from the first back to the field. Before it
 * hydrates (and with no script) the form sends its GET to this page.
 */
export function SiteSearch() {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [hits, setHits] = useState<SearchHit[]>([]);
  // Only the answer of the latest query is shown: an earlier one that ends later is dropped.
  const latest = useRef(0);

  const run = useCallback(async (raw: string) => {
    const turn = ++latest.current;
    const plan = planQuery(raw);
    if (!plan.run) {
      setHits([]);
      setAnswer(plan.answer);
      return;
    }
    try {
      const found = await searchSite(plan.query);
      if (turn !== latest.current) return;
      setHits(found);
      setAnswer(
        found.length
          ? { kind: 'results', query: plan.query, count: found.length }
          : { kind: 'no-results', query: plan.query },
      );
    } catch (error) {
      if (turn !== latest.current) return;
      console.error('Search failed:', error);
      setHits([]);
      setAnswer({ kind: 'failed' });
    }
  }, []);

  const form = useFormTakeover('Search', {
    send: (element) => void run(new FormData(element).get(QUERY_PARAM)?.toString() ?? ''),
  });

  // At hydration: what was typed before the island took the field (the field is uncontrolled,
  // so React keeps it; it goes into the address as a key typed later would), else the query in
  // the address.
  useEffect(() => {
    const input = field.current!;
    const asked = new URLSearchParams(location.search).get(QUERY_PARAM);
    if (!input.value && asked !== null) input.value = asked;
    else if (input.value !== (asked ?? '')) followInAddress(input.value);
    // Pagefind's files load now, so the first query does not wait for them.
    loadPagefind().catch(() => {});
    if (input.value || asked !== null) void run(input.value);
  }, [run]);

  const change = (value: string) => {
    followInAddress(value);
    void run(value);
  };

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  const fieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' || !hits.length) return;
    event.preventDefault();
    links()[0]?.focus();
  };

  const linkKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const all = links();
    const index = all.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    const next = nextIndex(event.key, index, all.length);
    if (next === undefined) return;
    event.preventDefault();
    if (next === 'field') field.current?.focus();
    else all[next]?.focus();
  };

  const statusId = `${id}-status`;
  return (
    <div className="site-search">
      <form
        ref={form}
        role="search"
        // Its own name: the header's search is a search landmark too.
        aria-label="Site search"
        action={SEARCH_PATH}
        method="get"
        className="site-search-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run(field.current?.value ?? '');
        }}
      >
        <label htmlFor={`${id}-field`} className="form-label">
          Search the site
        </label>
        <div className="site-search-row">
          <input
            ref={field}
            id={`${id}-field`}
            type="search"
            name={QUERY_PARAM}
            className="form-control"
            placeholder="e.g. shared hosting"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            aria-describedby={statusId}
            onChange={(event) => change(event.target.value)}
            onKeyDown={fieldKey}
          />
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </div>
      </form>
      <p id={statusId} role="status" className="site-search-status">
        {answer ? answerText(answer) : ''}
      </p>
      {hits.length > 0 && (
        <ol ref={list} className="site-search-results" aria-label="Results">
          {hits.map((hit) => (
            <li key={hit.url} className="site-search-result">
              <a href={hit.url} className="site-search-link" onKeyDown={linkKey}>
                <span className="site-search-kind">{hit.kind}</span>
                <span className="site-search-title">{hit.title}</span>
              </a>
              {hit.excerpt.length > 0 && (
                <p className="site-search-excerpt">
                  {hit.excerpt.map((part, index) =>
                    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                  )}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
