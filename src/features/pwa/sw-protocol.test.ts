import { describe, expect, it } from 'vitest';
import { isSkipWaitingMessage } from './sw-protocol';

describe('isSkipWaitingMessage', () => {
  it('recognises only the page asking the waiting worker to take over', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    for (const other of [{ type: 'REPLAY_OUTBOX' }, 'SKIP_WAITING', null, {}, []])
      expect(isSkipWaitingMessage(other), JSON.stringify(other)).toBe(false);
  });
});
