// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/notify';
import { CONTACT_DRAFT_KEY, WAITING_MESSAGES_KEY } from './contact-draft';
import { contactTexts, outboxLabel } from './contact-texts';
import { handleOutboxMessage } from './outbox-page';
import { outboxCount } from './outbox-state';

vi.mock('../../components/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const fields = { name: 'Sana', email: 'not-an-email', message: 'Queued' };

const reject = (message: string | null, withFields = true) =>
  handleOutboxMessage({
    type: 'OUTBOX_REJECTED',
    id: 'id-1',
    status: 422,
    message,
    fields: withFields ? fields : null,
  });

beforeEach(() => localStorage.clear());
afterEach(() => vi.mocked(notify.error).mockClear());

describe('a queued message the server refused', () => {
  it('goes back into an empty form, and the notice says why and where it is', () => {
    reject('Please enter a valid email address');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain('Queued');
    expect(notify.error).toHaveBeenCalledWith(
      contactTexts.errorTitle,
      `Please enter a valid email address ${contactTexts.returnedToForm}`,
      { autoClose: false },
    );
  });

  it('waits while the visitor writes another message, and the notice says so', () => {
    localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: '', email: '', message: 'Mine' }),
    );
    reject('Please enter a valid email address');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain('Mine');
    expect(localStorage.getItem(WAITING_MESSAGES_KEY)).toContain('Queued');
    expect(notify.error).toHaveBeenCalledWith(
      contactTexts.errorTitle,
      `Please enter a valid email address ${contactTexts.returnsLater}`,
      { autoClose: false },
    );
  });

  it('storage refusing the text: the notice says only why', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      reject('Please enter a valid email address');
    } finally {
      setItem.mockRestore();
    }
    expect(notify.error).toHaveBeenCalledWith(
      contactTexts.errorTitle,
      'Please enter a valid email address',
      { autoClose: false },
    );
  });

  it('without a reason or fields: the fallback words, and nothing handed over', () => {
    reject(null, false);
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    expect(notify.error).toHaveBeenCalledWith(
      contactTexts.errorTitle,
      contactTexts.failureFallback,
      {
        autoClose: false,
      },
    );
  });
});

describe('the outbox count', () => {
  it('follows what the worker reports', () => {
    handleOutboxMessage({ type: 'OUTBOX_COUNT', count: 2 });
    expect(outboxCount.value).toBe(2);
    expect(outboxLabel(2)).toBe('2 messages waiting to be sent');
    expect(outboxLabel(1)).toBe('1 message waiting to be sent');
    handleOutboxMessage({ type: 'OUTBOX_COUNT', count: 0 });
    expect(outboxCount.value).toBe(0);
  });
});
