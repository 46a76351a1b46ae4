import { describe, expect, it } from 'vitest';
import { contactIdOf, contactValuesOf, errorOf, readContactAnswer } from './contact-protocol';
import { isOutboxPageMessage, isOutboxWorkerMessage } from './outbox-protocol';

describe('readContactAnswer', () => {
  const success = { ok: true, id: 'a', delivery: 'sent' };
  it.each([
    ['200 with the success body for the id', 200, success, 'delivered'],
    ['200 accepted', 200, { ...success, delivery: 'accepted' }, 'delivered'],
    ['200 duplicate', 200, { ...success, duplicate: true }, 'delivered'],
    ['200 for another id', 200, { ...success, id: 'b' }, 'retry-later'],
    ['200 without a body', 200, null, 'retry-later'],
    ['201 with the success body', 201, success, 'retry-later'],
    ['409 in-flight', 409, { error: { code: 'in-flight' } }, 'retry-later'],
    ['429 rate-limited', 429, { error: { code: 'rate-limited' } }, 'retry-later'],
    ['500 not-configured', 500, { error: { code: 'not-configured' } }, 'retry-later'],
    ['503 storage-failed', 503, { error: { code: 'storage-failed' } }, 'retry-later'],
    ['503 busy', 503, { error: { code: 'busy' } }, 'retry-later'],
    ['502 without a code', 502, { error: { message: 'x' } }, 'retry-later'],
    ['409 without a code', 409, {}, 'retry-later'],
    ['422 invalid', 422, { error: { code: 'invalid' } }, 'hand-back'],
    ['409 id-reused', 409, { error: { code: 'id-reused' } }, 'hand-back'],
    ['400 bad-request', 400, { error: { code: 'bad-request' } }, 'hand-back'],
    ['502 undeliverable', 502, { error: { code: 'undeliverable' } }, 'hand-back'],
    ['413 without a code', 413, null, 'hand-back'],
    ['403 without a code', 403, { error: { message: 'Cross-origin' } }, 'hand-back'],
    ['an unknown code: by its status', 418, { error: { code: 'teapot' } }, 'hand-back'],
  ])('%s: %s', (_label, status, body, kind) => {
    expect(readContactAnswer(status, body, 'a').kind).toBe(kind);
  });

  it('hands back the reason and the field messages', () => {
    expect(
      readContactAnswer(
        422,
        { error: { message: 'Invalid email address', code: 'invalid', fields: { email: 'Bad' } } },
        'a',
      ),
    ).toEqual({ kind: 'hand-back', message: 'Invalid email address', fields: { email: 'Bad' } });
    expect(readContactAnswer(400, null, 'a')).toMatchObject({
      message: 'Failed to send message. Please try again.',
    });
  });
});

describe('message bodies', () => {
  it("reads the server's error message as the contact form does (the specification)", () => {
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
    expect(isOutboxWorkerMessage({ type: 'OUTBOX_STATE', entries: [] })).toBe(true);
    expect(isOutboxWorkerMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isOutboxWorkerMessage('OUTBOX_COUNT')).toBe(false);
    expect(isOutboxPageMessage({ type: 'REPLAY_OUTBOX' })).toBe(true);
    expect(isOutboxPageMessage({ type: 'OUTBOX_STATE' })).toBe(false);
  });
});
