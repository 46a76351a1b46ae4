import type { AvailabilityCache } from './availability-cache';
import { createAvailabilityCache } from './availability-cache';
import type { Verdict } from './interpret';
import type { LookupOptions, LookupOutcome } from './lookup-domain';
import { lookupDomain } from './lookup-domain';
import { isCheckable } from './lookup-sources';
import type { DomainInputError } from './normalize-domain';
import { normalizeDomain } from './normalize-domain';
import { suggestionDomains } from './suggestions';

/** The verdict for the searched name; 'failed' is an unexpected error. */
export type SearchVerdict = LookupOutcome | 'failed';
/** A suggestion row: pending until its own answer arrives; 'unknown' if it could not be checked. */
export type SuggestionState = 'pending' | Verdict | 'unknown';

export interface SearchListener {
  onVerdict(verdict: SearchVerdict): void;
  onSuggestion(domain: string, state: SuggestionState): void;
}

export type SearchStart =
  | { kind: 'invalid'; error: DomainInputError }
  | { kind: 'offline'; domain: string }
  /** No RDAP service and no DNS route for this suffix: nothing is asked. */
  | { kind: 'unsupported'; domain: string }
  | {
      kind: 'started';
      domain: string;
      /** Known at once when cached; otherwise reported through the listener. */
      verdict: Verdict | undefined;
      suggestions: { domain: string; state: SuggestionState }[];
    };

export interface DomainSearchDeps {
  lookup?: (domain: string, options: LookupOptions) => Promise<LookupOutcome>;
  cache?: AvailabilityCache;
  isOnline?: () => boolean;
}

export interface DomainSearch {
  /**
   * Normalises the input and, when it is a domain and the browser is online, looks it up with
   * its suggestions. Cached answers come back at once in the result; the rest go to the
   * listener as they arrive.
   * Starting a search aborts the previous one, whose late answers are never reported.
   */
  start(input: string, listener: SearchListener): SearchStart;
  /** Aborts the current search; nothing more is reported for it. */
  cancel(): void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function createDomainSearch({
  lookup = lookupDomain,
  cache = createAvailabilityCache(),
  isOnline = () => navigator.onLine,
}: DomainSearchDeps = {}): DomainSearch {
  let current: AbortController | undefined;

  /** A verdict from the cache, or a lookup whose decisive answer is cached. */
  function check(domain: string, signal: AbortSignal): Verdict | Promise<LookupOutcome> {
    const cached = cache.get(domain);
    if (cached) return cached;
    return lookup(domain, { signal }).then((outcome) => {
      if (outcome === 'available' || outcome === 'taken') cache.set(domain, outcome);
      return outcome;
    });
  }

  function cancel() {
    current?.abort();
    current = undefined;
  }

  function start(input: string, listener: SearchListener): SearchStart {
    cancel();
    const target = normalizeDomain(input);
    if (!target.ok) return { kind: 'invalid', error: target.error };
    if (!isCheckable(target.domain)) return { kind: 'unsupported', domain: target.domain };
    if (!isOnline()) return { kind: 'offline', domain: target.domain };

    const controller = new AbortController();
    current = controller;
    const { signal } = controller;
    const live = () => current === controller && !signal.aborted;
    const suggestions = suggestionDomains(target.base, target.domain);

    const verdict = check(target.domain, signal);
    if (typeof verdict !== 'string') {
      verdict.then(
        (outcome) => {
          if (!live()) return;
          // No source could be reached: the suggestions cannot be either.
          if (outcome === 'unreachable') cancel();
          listener.onVerdict(outcome);
        },
        (error: unknown) => {
          if (live() && !isAbort(error)) listener.onVerdict('failed');
        },
      );
    }

    const rows = suggestions.map((domain) => {
      const state = check(domain, signal);
      if (typeof state === 'string') return { domain, state };
      state.then(
        (outcome) => {
          if (live())
            listener.onSuggestion(
              domain,
              outcome === 'unreachable' || outcome === 'unsupported' ? 'unknown' : outcome,
            );
        },
        (error: unknown) => {
          if (live() && !isAbort(error)) listener.onSuggestion(domain, 'unknown');
        },
      );
      return { domain, state: 'pending' as const };
    });
    return {
      kind: 'started',
      domain: target.domain,
      verdict: typeof verdict === 'string' ? verdict : undefined,
      suggestions: rows,
    };
  }

  return { start, cancel };
}
