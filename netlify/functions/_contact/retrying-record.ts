/**
 * The retrying record, shared by the mail (message-store.ts) and the lead alerts
 * (alert-store.ts): claimed by a compare-and-swap to `sending`, attempted, and its outcome
 * recorded. A failure is judged here, by the same rules for both:
 * - not sent (refused before the request was written: DNS, connect, TLS, a connect timeout):
 *   tried again on the record's schedule for the whole retry period;
 * - ambiguous (written, and no answer): may have arrived; after MAX_AMBIGUOUS_ATTEMPTS of these
 *   the record is given up on, so it is never sent over and over;
 * - permanent (the service refused it for good): tried again for PERMANENT_GRACE_MS from the
 *   first such refusal (time to fix a token or a template), then given up on.
 */

/** A "sending" record older than this is from an attempt that died: it may be taken over. */
export const STALE_SENDING_MS = 30_000;

/**
 * Attempts whose answer was lost after the service had the whole request: after this many the
 * record is not tried again (each one may have delivered it), and staff are told to look.
 */
export const MAX_AMBIGUOUS_ATTEMPTS = 2;

/** How long permanent refusals are tried again before the record is given up on. */
export const PERMANENT_GRACE_MS = 10 * 60_000;

export type RecordStatus = 'pending' | 'sending' | 'sent' | 'undeliverable';

/** What every retrying record has. */
export interface Attempted {
  status: RecordStatus;
  updatedAt: string;
  attempts: number;
  nextAttemptAt?: string;
}

export interface RetryingRecord extends Attempted {
  receivedAt: string;
  lastError?: string;
  ambiguousAttempts?: number;
  /** When the service first refused it for good, in the current run of such refusals. */
  permanentSince?: string;
}

/** A failed attempt, as the sender classified it. */
export interface Failure {
  reason: string;
  /** Written, and no answer: the service may have it. */
  ambiguous: boolean;
  /** Refused for good by the service. */
  permanent: boolean;
  /** The service's own wait (429, Retry-After), which may only push the next attempt later. */
  retryAfterMs?: number;
}

/** The retry schedule: the next attempt's time, or null past the retry period. */
export type Schedule = (
  receivedAt: string,
  attempts: number,
  now: number,
  serviceWaitMs?: number,
) => number | null;

export interface Verdict {
  status: 'pending' | 'undeliverable';
  /** Why: tried again, or given up on as unconfirmed, refused for good, or out of time. */
  why: 'retry' | 'unconfirmed' | 'refused' | 'expired';
  next: number | null;
}

const iso = (time: number) => new Date(time).toISOString();

/** Whether a record may be claimed for an attempt now. `force`: staff resend, any status but sent. */
export function isDue(record: Attempted, now: number, force = false): boolean {
  if (record.status === 'sent') return false;
  if (record.status === 'sending') return now - Date.parse(record.updatedAt) > STALE_SENDING_MS;
  if (force) return true;
  if (record.status === 'undeliverable') return false;
  return !record.nextAttemptAt || Date.parse(record.nextAttemptAt) <= now;
}

/** The record as claimed: `sending`, one attempt more. */
export function claimed<T extends Attempted>(record: T, now: number): T {
  return { ...record, status: 'sending', attempts: record.attempts + 1, updatedAt: iso(now) };
}

/** The record after a failed attempt at `time`, and the verdict on it. */
export function failed<T extends RetryingRecord>(
  record: T,
  failure: Failure,
  time: number,
  schedule: Schedule,
): { record: T; verdict: Verdict } {
  const ambiguous = (record.ambiguousAttempts ?? 0) + (failure.ambiguous ? 1 : 0);
  const permanentSince = failure.permanent ? (record.permanentSince ?? iso(time)) : undefined;
  let verdict: Verdict;
  if (ambiguous >= MAX_AMBIGUOUS_ATTEMPTS)
    verdict = { status: 'undeliverable', why: 'unconfirmed', next: null };
  else if (permanentSince && time - Date.parse(permanentSince) >= PERMANENT_GRACE_MS)
    verdict = { status: 'undeliverable', why: 'refused', next: null };
  else {
    const next = schedule(record.receivedAt, record.attempts, time, failure.retryAfterMs);
    verdict =
      next === null
        ? { status: 'undeliverable', why: 'expired', next }
        : { status: 'pending', why: 'retry', next };
  }
  const {
    nextAttemptAt: _previous,
    permanentSince: _since,
    ambiguousAttempts: _ambiguous,
    ...rest
  } = record;
  return {
    verdict,
    record: {
      ...rest,
      status: verdict.status,
      updatedAt: iso(time),
      lastError: failure.reason.slice(0, 500),
      ...(ambiguous > 0 ? { ambiguousAttempts: ambiguous } : {}),
      ...(permanentSince ? { permanentSince } : {}),
      ...(verdict.next === null ? {} : { nextAttemptAt: iso(verdict.next) }),
    } as T,
  };
}

/** The record after a delivered attempt at `time`, with what the sender reports of it. */
export function succeeded<T extends RetryingRecord>(record: T, time: number, extra: Partial<T>): T {
  const { nextAttemptAt: _due, lastError: _error, permanentSince: _since, ...rest } = record;
  return { ...rest, status: 'sent', updatedAt: iso(time), ...extra } as T;
}
