import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify';
import { FETCH_RETRIES, retryDelayMs } from '../../config/retry';
import type { DomainSearch, SearchVerdict, SuggestionState } from './domain-search';
import { notices } from './domain-messages';
import type { Verdict } from './interpret';
import type { DomainInputError } from './normalize-domain';

export interface SuggestionRow {
  domain: string;
  state: SuggestionState;
}

/** What the checker shows below its input. */
export type CheckView =
  | { phase: 'idle' }
  | { phase: 'invalid'; error: Exclude<DomainInputError, 'empty'> }
  /** `attempt`: how many automatic retries have already been made (SPEC.md section 7). */
  | { phase: 'offline'; domain: string; attempt: number }
  | {
      phase: 'result';
      domain: string;
      /** Undefined while the searched name's own lookup is pending. */
      verdict: Verdict | undefined;
      suggestions: SuggestionRow[];
    };

// The lookup logic is a separate chunk, fetched when the visitor reaches for the checker. One
// search (and so one 5-minute cache) serves the page for as long as it is open.
let sharedSearch: Promise<DomainSearch> | undefined;
function loadSearch(): Promise<DomainSearch> {
  sharedSearch ??= import('./domain-search').then(
    (module) => module.createDomainSearch(),
    (error: unknown) => {
      sharedSearch = undefined; // a flaky network may let a later attempt succeed
      throw error;
    },
  );
  return sharedSearch;
}

function announceVerdict(verdict: Verdict) {
  const notice = notices[verdict];
  if (verdict === 'available') notify.success(notice.title, notice.description);
  else notify.warning(notice.title, notice.description);
}

/** State and actions of the domain checker (SPEC.md section 4: idle, checking, result). */
export function useDomainCheck() {
  const [view, setView] = useState<CheckView>({ phase: 'idle' });
  const [loading, setLoading] = useState(false);
  const search = useRef<DomainSearch | undefined>(undefined);
  const lastInput = useRef('');
  const runs = useRef(0);

  const preload = useCallback(() => {
    loadSearch().catch(() => undefined);
  }, []);

  /** `attempt` > 0: an automatic retry of the same name after every source failed. */
  const check = useCallback(async (input: string, attempt = 0) => {
    const run = ++runs.current;
    search.current?.cancel();
    if (!input.trim()) {
      setView({ phase: 'idle' });
      notify.error(notices.empty.title, notices.empty.description);
      return;
    }
    lastInput.current = input;
    setLoading(true);
    try {
      search.current = await loadSearch();
    } catch {
      if (run !== runs.current) return;
      setLoading(false);
      if (!navigator.onLine) setView({ phase: 'offline', domain: input.trim(), attempt });
      else notify.error(notices.failure.title, notices.failure.description);
      return;
    }
    if (run !== runs.current) return;
    setLoading(false);

    const onVerdict = (verdict: SearchVerdict) => {
      // Unreachable while the browser says it is online, after every retry: waiting for an
      // 'online' event that will not come would leave the visitor hanging.
      const givenUp = verdict === 'unreachable' && navigator.onLine && attempt >= FETCH_RETRIES;
      if (verdict === 'failed' || givenUp) {
        setView({ phase: 'idle' });
        notify.error(notices.failure.title, notices.failure.description);
      } else if (verdict === 'unreachable') {
        setView((previous) => ({
          phase: 'offline',
          domain: previous.phase === 'result' ? previous.domain : input.trim(),
          attempt,
        }));
      } else {
        setView((previous) => (previous.phase === 'result' ? { ...previous, verdict } : previous));
        announceVerdict(verdict);
      }
    };
    const onSuggestion = (domain: string, state: SuggestionState) =>
      setView((previous) =>
        previous.phase === 'result'
          ? {
              ...previous,
              suggestions: previous.suggestions.map((row) =>
                row.domain === domain ? { domain, state } : row,
              ),
            }
          : previous,
      );

    const started = search.current.start(input, { onVerdict, onSuggestion });
    if (started.kind === 'invalid') {
      if (started.error === 'empty') return; // handled above; kept for exhaustiveness
      setView({ phase: 'invalid', error: started.error });
    } else if (started.kind === 'offline') {
      setView({ phase: 'offline', domain: started.domain, attempt });
    } else {
      setView({
        phase: 'result',
        domain: started.domain,
        verdict: started.verdict,
        suggestions: started.suggestions,
      });
      if (started.verdict) announceVerdict(started.verdict);
    }
  }, []);

  // Offline: check again by itself once the connection returns. On patchy data the browser may
  // believe it is online all along, so the check is also retried after 1, 2 and 4 s; if it still
  // fails, the visitor is told (above).
  const offlineAttempt = view.phase === 'offline' ? view.attempt : undefined;
  useEffect(() => {
    if (offlineAttempt === undefined) return;
    const retry = () => void check(lastInput.current);
    window.addEventListener('online', retry);
    const timer =
      navigator.onLine && offlineAttempt < FETCH_RETRIES
        ? setTimeout(
            () => void check(lastInput.current, offlineAttempt + 1),
            retryDelayMs(offlineAttempt),
          )
        : undefined;
    return () => {
      window.removeEventListener('online', retry);
      clearTimeout(timer);
    };
  }, [offlineAttempt, check]);

  useEffect(() => () => search.current?.cancel(), []);

  const checking = loading || (view.phase === 'result' && view.verdict === undefined);
  return { view, checking, check, preload };
}
