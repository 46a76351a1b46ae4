import { LOOKUP_CACHE_TTL_MS } from './domain-rules';
import type { Verdict } from './interpret';

export interface AvailabilityCache {
  get(domain: string): Verdict | undefined;
  set(domain: string, verdict: Verdict): void;
}

/** Verdicts kept in memory for a while, so a repeated search answers at once. */
export function createAvailabilityCache(
  ttlMs: number = LOOKUP_CACHE_TTL_MS,
  now: () => number = Date.now,
): AvailabilityCache {
  const entries = new Map<string, { verdict: Verdict; expires: number }>();
  return {
    get(domain) {
      const entry = entries.get(domain);
      if (!entry) return undefined;
      if (now() >= entry.expires) {
        entries.delete(domain);
        return undefined;
      }
      return entry.verdict;
    },
    set(domain, verdict) {
      entries.set(domain, { verdict, expires: now() + ttlMs });
    },
  };
}
