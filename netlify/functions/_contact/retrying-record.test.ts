import { describe, expect, it } from 'vitest';
import { alertNextAttemptAt, RETRY_PERIOD_MS } from './retry-policy';
import {
  MAX_AMBIGUOUS_ATTEMPTS,
  PERMANENT_GRACE_MS,
  claimed,
  failed,
  succeeded,
} from './retrying-record';
import type { Failure, RetryingRecord } from './retrying-record';

const received = Date.parse('2026-05-01T10:00:00Z');
const fresh: RetryingRecord = {
  status: 'pending',
  receivedAt: new Date(received).toISOString(),
  updatedAt: new Date(received).toISOString(),
  attempts: 0,
};
const notSent: Failure = { reason: 'not sent: ECONNRESET', ambiguous: false, permanent: false };
const lost: Failure = { reason: 'no answer within 5000 ms', ambiguous: true, permanent: false };
const refused: Failure = {
  reason: 'HTTP 404 channel_not_found',
  ambiguous: false,
  permanent: true,
};

/** Attempts once a minute from `start` with `failure` until given up on; the last verdict. */
function attemptUntilDone(failure: (minute: number) => Failure, start = received) {
  let record = fresh;
  for (let minute = 0; ; minute += 1) {
    const time = start + minute * 60_000;
    const result = failed(claimed(record, time), failure(minute), time, alertNextAttemptAt);
    record = result.record;
    if (result.verdict.status === 'undeliverable') return { ...result, minute };
  }
}

describe('the retrying record', () => {
  it('not sent: tried again for the whole retry period, then out of time', () => {
    const { verdict, minute, record } = attemptUntilDone(() => notSent);
    expect(verdict.why).toBe('expired');
    expect(minute * 60_000).toBeGreaterThan(RETRY_PERIOD_MS - 2 * 60_000);
    expect(record.ambiguousAttempts).toBeUndefined();
  });

  it('ambiguous: given up on as unconfirmed after MAX_AMBIGUOUS_ATTEMPTS, whatever came between', () => {
    const { verdict, minute, record } = attemptUntilDone((m) => (m % 3 === 2 ? lost : notSent));
    expect(verdict.why).toBe('unconfirmed');
    expect(record.ambiguousAttempts).toBe(MAX_AMBIGUOUS_ATTEMPTS);
    expect(minute).toBe(5);
  });

  it('refused for good: tried for the grace from the first refusal, then refused', () => {
    const { verdict, minute, record } = attemptUntilDone(() => refused);
    expect(verdict.why).toBe('refused');
    expect(minute * 60_000).toBe(PERMANENT_GRACE_MS);
    expect(record.permanentSince).toBe(fresh.receivedAt);
    expect(record.lastError).toBe(refused.reason);
  });

  it('a refusal that stops (a token fixed) starts the grace again', () => {
    const { verdict, minute } = attemptUntilDone((m) => (m === 5 ? notSent : refused));
    expect(verdict.why).toBe('refused');
    expect(minute * 60_000).toBe(6 * 60_000 + PERMANENT_GRACE_MS);
  });

  it("the service's wait pushes the next attempt later, never sooner", () => {
    const time = received + 60_000;
    const wait = 10 * 60_000;
    const { verdict } = failed(fresh, { ...notSent, retryAfterMs: wait }, time, alertNextAttemptAt);
    expect(verdict).toEqual({ status: 'pending', why: 'retry', next: time + wait });
  });

  it('keeps a long reason short, and a success drops the failure fields', () => {
    const { record } = failed(
      fresh,
      { ...refused, reason: 'x'.repeat(5_000) },
      received,
      alertNextAttemptAt,
    );
    expect(record.lastError).toHaveLength(500);
    const sent = succeeded(record, received + 1_000, {});
    expect(sent.status).toBe('sent');
    expect(sent).not.toHaveProperty('lastError');
    expect(sent).not.toHaveProperty('permanentSince');
    expect(sent).not.toHaveProperty('nextAttemptAt');
  });
});
