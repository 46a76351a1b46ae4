import { describe, expect, it } from 'vitest';
import {
  ALERT_RETRY_DELAYS_MS,
  RETRY_PERIOD_MS,
  alertNextAttemptAt,
  alertRetryDelayMs,
  nextAttemptAt,
  retryDelayMs,
} from './retry-policy';
import { ALERT_DEADLINE_MS } from './alerts';

const MINUTE = 60_000;

describe('retry policy', () => {
  it('waits 1, 5, 15 and 60 minutes after the 1st to 4th failed attempt, then hourly', () => {
    expect([1, 2, 3, 4, 5, 30].map(retryDelayMs)).toEqual(
      [1, 5, 15, 60, 60, 60].map((minutes) => minutes * MINUTE),
    );
  });

  it('gives up once the next attempt would fall more than 3 days after arrival', () => {
    const received = Date.parse('2026-01-01T00:00:00Z');
    const receivedAt = new Date(received).toISOString();
    expect(RETRY_PERIOD_MS).toBe(3 * 24 * 60 * MINUTE);
    const lastHour = received + RETRY_PERIOD_MS - 60 * MINUTE;
    expect(nextAttemptAt(receivedAt, 10, lastHour)).toBe(received + RETRY_PERIOD_MS);
    expect(nextAttemptAt(receivedAt, 10, lastHour + 1)).toBeNull();
    expect(nextAttemptAt(receivedAt, 1, received)).toBe(received + MINUTE);
  });

  it('alerts wait 15 s, 30 s, then 45 s after every later failed attempt', () => {
    expect([1, 2, 3, 4, 100, 4000].map(alertRetryDelayMs)).toEqual([
      15_000, 30_000, 45_000, 45_000, 45_000, 45_000,
    ]);
    // Hostile counts still give a delay of the schedule.
    expect([0, -3, Number.NaN].map(alertRetryDelayMs).every((ms) => ms > 0 && ms <= MINUTE)).toBe(
      true,
    );
  });

  it('an alert failing at its deadline is due again before the next 1-minute run', () => {
    // The longest wait between two attempts' starts: the deadline plus the longest delay.
    expect(ALERT_DEADLINE_MS + Math.max(...ALERT_RETRY_DELAYS_MS)).toBeLessThan(MINUTE);
  });

  it('alerts keep their schedule up to the retry period, then give up', () => {
    const received = Date.parse('2026-01-01T00:00:00Z');
    const receivedAt = new Date(received).toISOString();
    const day = 24 * 60 * MINUTE;
    expect(alertNextAttemptAt(receivedAt, 1, received)).toBe(received + 15_000);
    expect(alertNextAttemptAt(receivedAt, 500, received + 2 * day)).toBe(
      received + 2 * day + 45_000,
    );
    const last = received + RETRY_PERIOD_MS - 45_000;
    expect(alertNextAttemptAt(receivedAt, 4000, last)).toBe(received + RETRY_PERIOD_MS);
    expect(alertNextAttemptAt(receivedAt, 4000, last + 1)).toBeNull();
  });

  it("a service's wait only pushes an alert later, and a long one is honoured", () => {
    const received = Date.parse('2026-01-01T00:00:00Z');
    const receivedAt = new Date(received).toISOString();
    expect(alertNextAttemptAt(receivedAt, 3, received, 0)).toBe(received + 45_000);
    expect(alertNextAttemptAt(receivedAt, 3, received, 5_000)).toBe(received + 45_000);
    expect(alertNextAttemptAt(receivedAt, 1, received, 20 * MINUTE)).toBe(received + 20 * MINUTE);
    expect(alertNextAttemptAt(receivedAt, 1, received, RETRY_PERIOD_MS - 1)).toBe(
      received + RETRY_PERIOD_MS - 1,
    );
    // Longer than what is left of the retry period: undeliverable, never sooner than asked.
    expect(alertNextAttemptAt(receivedAt, 1, received, RETRY_PERIOD_MS + 1)).toBeNull();
  });

  it('the mail keeps its own schedule', () => {
    expect(retryDelayMs(1)).toBe(MINUTE);
    expect(retryDelayMs(2)).toBe(5 * MINUTE);
  });
});
