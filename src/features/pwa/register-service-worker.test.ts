// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/notify';
import { returnedMessageEvent } from '../../config/site';
import type { ReturnedMessageHandover, ReturnedMessageKept } from '../../config/site';
import { handleWorkerMessage } from './register-service-worker';
import {
  MESSAGE_RETURNED,
  MESSAGE_RETURNS_LATER,
  SEND_FAILED_FALLBACK,
  SEND_FAILED_TITLE,
} from './pwa-texts';

vi.mock('../../components/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const fields = { name: 'Sana', email: 'not-an-email', message: 'Queued' };

/** The contact feature's side of the hand-over, answering `kept`. */
function contactFormAnswers(kept: ReturnedMessageKept) {
  const seen: unknown[] = [];
  const listener = (event: Event) => {
    const handover = (event as CustomEvent<ReturnedMessageHandover>).detail;
    seen.push(handover.fields);
    handover.kept = kept;
  };
  window.addEventListener(returnedMessageEvent, listener);
  return { seen, stop: () => window.removeEventListener(returnedMessageEvent, listener) };
}

const reject = (message: string | null, withFields = true) =>
  handleWorkerMessage({
    type: 'OUTBOX_REJECTED',
    id: 'id-1',
    status: 422,
    message,
    fields: withFields ? fields : null,
  });

afterEach(() => vi.mocked(notify.error).mockClear());

describe('a queued message the server refused', () => {
  it.each([
    ['form', `Please enter a valid email address ${MESSAGE_RETURNED}`],
    ['later', `Please enter a valid email address ${MESSAGE_RETURNS_LATER}`],
    [null, 'Please enter a valid email address'],
  ] as const)('kept %s: the notice says why and where the message is', (kept, text) => {
    const form = contactFormAnswers(kept);
    reject('Please enter a valid email address');
    form.stop();
    expect(form.seen).toEqual([fields]);
    expect(notify.error).toHaveBeenCalledWith(SEND_FAILED_TITLE, text, { autoClose: false });
  });

  it('without a reason or fields: the fallback words, and nothing handed over', () => {
    const form = contactFormAnswers('form');
    reject(null, false);
    form.stop();
    expect(form.seen).toEqual([]);
    expect(notify.error).toHaveBeenCalledWith(SEND_FAILED_TITLE, SEND_FAILED_FALLBACK, {
      autoClose: false,
    });
  });
});
