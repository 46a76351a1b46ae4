import { describe, expect, it } from 'vitest';
import { FETCH_RETRIES, retryDelayMs } from './retry';

describe('retry rule (the specification)', () => {
  it('retries 3 times, 1 s doubling', () => {
    expect(FETCH_RETRIES).toBe(3);
    expect([0, 1, 2].map(retryDelayMs)).toEqual([1000, 2000, 4000]);
  });

  it('never waits more than 30 s, nor less than 1 s', () => {
    expect(retryDelayMs(5)).toBe(30_000);
    expect(retryDelayMs(50)).toBe(30_000);
    expect(retryDelayMs(-1)).toBe(1000);
  });
});
