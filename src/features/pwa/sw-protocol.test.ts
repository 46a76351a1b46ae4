import { describe, expect, it } from 'vitest';
import {
  errorMessageOf,
  isPageMessage,
  isWorkerMessage,
  messageIdOf,
  replayOutcome,
  returnedMessageOf,
} from './sw-protocol';

describe('replayOutcome', () => {
  it('2xx delivered, 4xx rejected, 5xx kept for later', () => {
    expect(replayOutcome(200)).toBe('delivered');
    expect(replayOutcome(202)).toBe('delivered');
    expect(replayOutcome(400)).toBe('rejected');
    expect(replayOutcome(422)).toBe('rejected');
    expect(replayOutcome(500)).toBe('retry');
    expect(replayOutcome(503)).toBe('retry');
  });

  it('keeps timeouts and rate limits for later rather than dropping the message', () => {
    expect(replayOutcome(408)).toBe('retry');
    expect(replayOutcome(429)).toBe('retry');
  });
});

describe('message bodies', () => {
  it("reads the server's error message as the contact form does (SPEC.md section 8)", () => {
    expect(errorMessageOf({ error: { message: 'Invalid email address' } })).toBe(
      'Invalid email address',
    );
    // An error without a message.
    for (const error of [{}, { message: '' }, { message: 42 }, 'Too many requests', '', true, []])
      expect(errorMessageOf({ error }), JSON.stringify(error)).toBe('Email service error');
    // No error at all: the page shows the fallback.
    for (const body of [{}, { error: null }, { error: false }, null, 'text', 42])
      expect(errorMessageOf(body), JSON.stringify(body)).toBeNull();
  });

  it('reads the id of a queued message', () => {
    expect(messageIdOf({ id: 'abc', name: 'A' })).toBe('abc');
    expect(messageIdOf({ id: 5 })).toBeNull();
    expect(messageIdOf(null)).toBeNull();
  });

  it("reads back the visitor's fields of a queued message, strings only", () => {
    const sent = { id: 'x', name: 'Ayesha', email: 'a@b.pk', message: 'Hello', website: '' };
    expect(returnedMessageOf(sent)).toEqual({ name: 'Ayesha', email: 'a@b.pk', message: 'Hello' });
    expect(returnedMessageOf({ name: 'A', email: 'a@b.pk' })).toBeNull();
    expect(returnedMessageOf({ name: 'A', email: 'a@b.pk', message: 7 })).toBeNull();
    expect(returnedMessageOf('{"name":"A"}')).toBeNull();
    expect(returnedMessageOf(null)).toBeNull();
  });

  it('recognises only our own messages', () => {
    expect(isWorkerMessage({ type: 'OUTBOX_COUNT', count: 1 })).toBe(true);
    expect(isWorkerMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isWorkerMessage('OUTBOX_COUNT')).toBe(false);
    expect(isPageMessage({ type: 'REPLAY_OUTBOX' })).toBe(true);
    expect(isPageMessage({ type: 'OUTBOX_COUNT' })).toBe(false);
  });
});
