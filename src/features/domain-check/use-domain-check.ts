import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify';
import { FETCH_RETRIES, retryDelayMs } from '../../config/retry';
import type { DomainSearch, SearchVerdict, SuggestionState } from './domain-search';
import type { UncheckedReason } from './domain-messages';
import { notices } from './domain-messages';
import type { Verdict } from './interpret';
import type { DomainInputError } from './normalize-domain';
import { CONNECTION_PROBE_MS, ownSiteReachable } from './own-site-reachable';

export interface SuggestionRow {
  domain: string;
  state: SuggestionState;
}

/** What the checker shows below its input. */
export type CheckView =
  | { phase: 'idle' }
  /** Nothing typed: the notice, and the same words under the field. */
  | { phase: 'empty' }
  | { phase: 'invalid'; error: Exclude<DomainInputError, 'empty'> }
  /**
   * Only when the connection is gone: the browser says so, or our own site does not answer
   * either. `attempt`: how many automatic retries have already been made (the specification).
   */
  | { phase: 'offline'; domain: string; attempt: number }
  /** Online, but the name could not be checked: the visitor is sent to the billing site. */
  | { phase: 'unchecked'; domain: string; reason: UncheckedReason }
  | {
      phase: 'result';
      domain: string;
      /** Undefined while the searched name's own lookup is pending. */
      verdict: Verdict | undefined;
      suggestions: SuggestionRow[];
      /** Set while waiting to retry after every source failed online: the retry number done. */
      retry?: number;
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

/** State and actions of the domain checker (the specification: idle, checking, result). */
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
    const current = () => run === runs.current;
    search.current?.cancel();
    if (!input.trim()) {
      setView({ phase: 'empty' });
      notify.error(notices.empty.title, notices.empty.description);
      return;
    }
    lastInput.current = input;

    const giveUp = (domain: string) => {
      setView({ phase: 'unchecked', domain, reason: 'failed' });
      notify.error(notices.failure.title, notices.failure.description);
    };
    /**
     * No answer from anywhere. Offline (the browser says so, or our own site is unreachable
     * too): the connection message, and a new check once the connection returns. Online: the
     * lookup services are down or blocked, so the check is retried (the specification) and then
     * the failure notice is shown, never the connection message.
     */
    const unreachable = async (domain: string, ownSiteFailed: boolean) => {
      const offline = !navigator.onLine || ownSiteFailed || !(await ownSiteReachable());
      if (!current()) return;
      // Our own site gone too is an outage, whatever the retry count: never blame the registries.
      if (offline) setView({ phase: 'offline', domain, attempt });
      else if (attempt >= FETCH_RETRIES) giveUp(domain);
      else
        setView((previous) =>
          previous.phase === 'result' ? { ...previous, retry: attempt } : previous,
        );
    };

    setLoading(true);
    try {
      search.current = await loadSearch();
    } catch {
      if (!current()) return;
      setLoading(false);
      // The lookup code is served by our own site: failing to load it says the connection is gone.
      await unreachable(input.trim(), true);
      return;
    }
    if (!current()) return;
    setLoading(false);

    // The normalised name, once the search has started (listeners are only called after that).
    let searched = input.trim();
    const onVerdict = (verdict: SearchVerdict) => {
      if (verdict === 'unreachable') {
        void unreachable(searched, false);
      } else if (verdict === 'failed') {
        giveUp(searched);
      } else if (verdict === 'unsupported') {
        setView({ phase: 'unchecked', domain: searched, reason: 'unsupported' });
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
    } else if (started.kind === 'unsupported') {
      // Nothing could answer for this suffix: say so at once instead of retrying.
      setView({ phase: 'unchecked', domain: started.domain, reason: 'unsupported' });
    } else {
      searched = started.domain;
      setView({
        phase: 'result',
        domain: started.domain,
        verdict: started.verdict,
        suggestions: started.suggestions,
      });
      if (started.verdict) announceVerdict(started.verdict);
    }
  }, []);

  // Offline: check again by itself once the connection returns, told by the browser's `online`
  // event or, when the browser still believes it is online (a dead connection, our own site
  // gone: no `online` event will come), by our own site answering again, asked every few
  // seconds. Online with lookup services that did not answer: the check is retried after 1, 2
  // and 4 s; if it still fails, the visitor is told (above).
  const retryAttempt = view.phase === 'result' ? view.retry : undefined;
  const waitingForConnection = view.phase === 'offline';
  useEffect(() => {
    if (!waitingForConnection) return;
    let stopped = false;
    const recheck = () => {
      if (stopped) return;
      stopped = true;
      void check(lastInput.current);
    };
    window.addEventListener('online', recheck);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const probe = () => {
      timer = setTimeout(() => {
        if (!navigator.onLine) return probe(); // the `online` event will come
        void ownSiteReachable().then((reachable) => (reachable ? recheck() : probe()));
      }, CONNECTION_PROBE_MS);
    };
    probe();
    return () => {
      stopped = true;
      window.removeEventListener('online', recheck);
      clearTimeout(timer);
    };
  }, [waitingForConnection, check]);
  useEffect(() => {
    if (retryAttempt === undefined || retryAttempt >= FETCH_RETRIES) return;
    const timer = setTimeout(
      () => void check(lastInput.current, retryAttempt + 1),
      retryDelayMs(retryAttempt),
    );
    return () => clearTimeout(timer);
  }, [retryAttempt, check]);

  useEffect(() => () => search.current?.cancel(), []);

  const checking = loading || (view.phase === 'result' && view.verdict === undefined);
  return { view, checking, check, preload };
}
