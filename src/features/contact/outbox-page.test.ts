// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/notify';
import { loadDraft } from './contact-draft';
import { CONTACT_DRAFT_KEY, WAITING_MESSAGES_KEY } from './contact-storage-keys';
import type { ContactRequestBody } from './contact-protocol';
import { contactTexts, outboxLabel, reasonText } from './contact-texts';
import { handleOutboxMessage, reconcile } from './outbox-page';
import { OUTBOX_MAX_AGE_MS } from './outbox-protocol';
import type { OutboxEntryView, OutboxPageMessage } from './outbox-protocol';
import { outboxCount, outboxReason } from './outbox-state';
import { keepCopy, loadCopies } from './sent-copies';
import type { SendOutcome } from './send-contact-message';

vi.mock('../../components/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const message = (id: string, email = 'sana@example.com'): ContactRequestBody => ({
  id,
  name: 'Sana',
  email,
  message: `Message ${id}`,
});

const returned = (id: string, reason: OutboxEntryView['reason']): OutboxEntryView => ({
  id,
  state: 'returned',
  reason,
  values: { name: 'Sana', email: 'not-an-email', message: `Message ${id}` },
});

const waiting = (id: string, reason: OutboxEntryView['reason']): OutboxEntryView => ({
  id,
  state: 'waiting',
  reason,
  values: null,
});

/** Records what the page tells the worker. */
function worker() {
  const told: OutboxPageMessage[] = [];
  return { told, tell: async (msg: OutboxPageMessage) => void told.push(msg) };
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
});

describe('what the worker reports', () => {
  it('the count and the reason the first message waits', () => {
    const { tell } = worker();
    handleOutboxMessage(
      {
        type: 'OUTBOX_STATE',
        entries: [
          waiting('a', { kind: 'server', message: 'Busy' }),
          waiting('b', { kind: 'offline' }),
        ],
      },
      tell,
    );
    expect(outboxCount.value).toBe(2);
    expect(outboxReason.value).toEqual({ kind: 'server', message: 'Busy' });
    expect(outboxLabel(2)).toBe('2 messages waiting to be sent');
    expect(reasonText(outboxReason.value!)).toBe('Last answer: Busy');
    expect(reasonText({ kind: 'unreachable' })).toBe('Our server could not be reached.');
    handleOutboxMessage({ type: 'OUTBOX_STATE', entries: [] }, tell);
    expect(outboxCount.value).toBe(0);
    expect(outboxReason.value).toBeNull();
  });

  it('a delivery drops the copy and says so, in the words of how far it got', () => {
    keepCopy(message('a'));
    keepCopy(message('b'));
    handleOutboxMessage({ type: 'OUTBOX_DELIVERED', id: 'a', delivery: 'sent' });
    expect(loadCopies().map((copy) => copy.body.id)).toEqual(['b']);
    expect(notify.success).toHaveBeenCalledWith(
      contactTexts.successTitle,
      contactTexts.successDescription,
    );
    handleOutboxMessage({ type: 'OUTBOX_DELIVERED', id: 'b', delivery: 'accepted' });
    expect(notify.success).toHaveBeenLastCalledWith(
      'Message received',
      "Your message is safely with us and will reach our team shortly. We'll get back to you as soon as possible.",
    );
  });

  it('a returned message goes back into the form with its id; only then may the outbox drop it', () => {
    const { told, tell } = worker();
    keepCopy(message('a', 'not-an-email'));
    handleOutboxMessage(
      {
        type: 'OUTBOX_STATE',
        entries: [returned('a', { kind: 'server', message: 'Invalid email address' })],
      },
      tell,
    );
    expect(loadDraft()).toEqual({
      values: { name: 'Sana', email: 'not-an-email', message: 'Message a' },
      submission: { id: 'a', text: expect.any(String) },
    });
    expect(told).toEqual([{ type: 'OUTBOX_TAKEN', id: 'a' }]);
    expect(loadCopies()).toEqual([]);
    expect(notify.error).toHaveBeenCalledWith(
      contactTexts.errorTitle,
      `Invalid email address ${contactTexts.returnedToForm}`,
      { autoClose: false },
    );
    // Reported again before the worker heard "taken": not taken twice, one notice.
    handleOutboxMessage(
      { type: 'OUTBOX_STATE', entries: [returned('a', { kind: 'expired' })] },
      tell,
    );
    expect(localStorage.getItem(WAITING_MESSAGES_KEY)).toBeNull();
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(told).toEqual([
      { type: 'OUTBOX_TAKEN', id: 'a' },
      { type: 'OUTBOX_TAKEN', id: 'a' },
    ]);
  });

  it('while the visitor writes another message, a returned one waits, and says so', () => {
    const { tell } = worker();
    localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: '', email: '', message: 'Mine' }),
    );
    handleOutboxMessage(
      { type: 'OUTBOX_STATE', entries: [returned('b', { kind: 'expired' })] },
      tell,
    );
    expect(loadDraft()?.values.message).toBe('Mine');
    expect(localStorage.getItem(WAITING_MESSAGES_KEY)).toContain('Message b');
    expect(notify.error).toHaveBeenCalledWith(
      contactTexts.errorTitle,
      `Your message could not be sent within 7 days. ${contactTexts.returnsLater}`,
      { autoClose: false },
    );
  });

  it('storage refusing the text: the outbox keeps it (not told "taken")', () => {
    const { told, tell } = worker();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      handleOutboxMessage(
        { type: 'OUTBOX_STATE', entries: [returned('c', { kind: 'expired' })] },
        tell,
      );
    } finally {
      setItem.mockRestore();
    }
    expect(told).toEqual([]);
  });
});

describe('reconciling the page copies with the outbox on load', () => {
  const sender = (answer: (body: ContactRequestBody) => SendOutcome) => {
    const sent: ContactRequestBody[] = [];
    const send = async (body: ContactRequestBody) => {
      sent.push(body);
      return answer(body);
    };
    return { sent, send };
  };

  it('sends again, under the same id, only what the outbox does not hold', async () => {
    keepCopy(message('held'));
    keepCopy(message('lost'));
    const { sent, send } = sender(() => ({ kind: 'delivered', delivery: 'sent' }));
    const { tell } = worker();
    await reconcile(async () => [waiting('held', { kind: 'offline' })], send, tell);
    expect(sent).toEqual([message('lost')]);
    expect(loadCopies().map((copy) => copy.body.id)).toEqual(['held']);
    expect(notify.success).toHaveBeenCalledTimes(1);
  });

  it('a copy the outbox takes in again stays; one without an answer stays for the next load', async () => {
    keepCopy(message('a'));
    keepCopy(message('b'));
    const { send } = sender((body) =>
      body.id === 'a'
        ? {
            kind: 'queued',
            queued: { queued: true, id: 'a', reason: 'offline', backgroundSync: false },
          }
        : { kind: 'failed', retry: true, message: 'x', fields: {} },
    );
    await reconcile(async () => [], send, worker().tell);
    expect(loadCopies().map((copy) => copy.body.id)).toEqual(['a', 'b']);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a copy the server refuses comes back to the form with its id and the reason', async () => {
    keepCopy(message('a', 'not-an-email'));
    const { send } = sender(() => ({
      kind: 'failed',
      retry: false,
      message: 'Invalid email address',
      fields: { email: 'Invalid email address' },
    }));
    await reconcile(async () => [], send, worker().tell);
    expect(loadDraft()?.submission?.id).toBe('a');
    expect(loadCopies()).toEqual([]);
    expect(notify.error).toHaveBeenCalledWith(
      contactTexts.errorTitle,
      `Invalid email address ${contactTexts.returnedToForm}`,
      { autoClose: false },
    );
  });

  it("a copy older than the outbox's limit is dropped, never sent again (it went long ago, or the outbox gave up)", async () => {
    const now = Date.now();
    keepCopy(message('old'), now - OUTBOX_MAX_AGE_MS - 60_000);
    keepCopy(message('recent'), now - OUTBOX_MAX_AGE_MS + 60_000);
    const { sent, send } = sender(() => ({ kind: 'delivered', delivery: 'sent' }));
    await reconcile(async () => [], send, worker().tell);
    expect(sent.map((body) => body.id)).toEqual(['recent']);
    expect(loadCopies()).toEqual([]);
  });

  it('with no worker to ask, every copy is sent again (the server recognises repeats)', async () => {
    keepCopy(message('a'));
    const { sent, send } = sender(() => ({ kind: 'delivered', delivery: 'accepted' }));
    await reconcile(async () => null, send, worker().tell);
    expect(sent.map((body) => body.id)).toEqual(['a']);
    expect(loadCopies()).toEqual([]);
  });
});
