import { describe, expect, it } from 'vitest';
import { contactIdOf, contactValuesOf, errorOf } from './contact-protocol';
import { isOutboxPageMessage, isOutboxWorkerMessage, replayOutcome } from './outbox-protocol';

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
    expect(errorOf({ error: { message: 'Invalid email address' } })?.message).toBe(
      'Invalid email address',
    );
    // An error without a message.
    for (const error of [{}, { message: '' }, { message: 42 }, 'Too many requests', '', true, []])
      expect(errorOf({ error })?.message, JSON.stringify(error)).toBe('Email service error');
    // No error at all: the caller shows the fallback.
    for (const body of [{}, { error: null }, { error: false }, null, 'text', 42])
      expect(errorOf(body), JSON.stringify(body)).toBeNull();
  });

  it('reads the id of a queued message', () => {
    expect(contactIdOf({ id: 'abc', name: 'A' })).toBe('abc');
    expect(contactIdOf({ id: 5 })).toBeNull();
    expect(contactIdOf(null)).toBeNull();
  });

  it("reads back the visitor's fields of a message, text only", () => {
    const sent = { id: 'x', name: 'Ayesha', email: 'a@b.pk', message: 'Hello', website: '' };
    expect(contactValuesOf(sent)).toEqual({ name: 'Ayesha', email: 'a@b.pk', message: 'Hello' });
    expect(contactValuesOf({ name: 'A', email: 7 })).toEqual({ name: 'A', email: '', message: '' });
    expect(contactValuesOf({ name: ' ', email: '', message: '' })).toBeNull();
    expect(contactValuesOf('{"name":"A"}')).toBeNull();
    expect(contactValuesOf(null)).toBeNull();
    expect(contactValuesOf([])).toBeNull();
  });

  it('recognises only our own messages', () => {
    expect(isOutboxWorkerMessage({ type: 'OUTBOX_COUNT', count: 1 })).toBe(true);
    expect(isOutboxWorkerMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isOutboxWorkerMessage('OUTBOX_COUNT')).toBe(false);
    expect(isOutboxPageMessage({ type: 'REPLAY_OUTBOX' })).toBe(true);
    expect(isOutboxPageMessage({ type: 'OUTBOX_COUNT' })).toBe(false);
  });
});
