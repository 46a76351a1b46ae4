import { describe, expect, it } from 'vitest';
import { RETRY_PERIOD_MS, nextAttemptAt, retryDelayMs } from './retry-policy';

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
});
