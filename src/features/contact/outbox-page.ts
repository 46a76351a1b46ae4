/**
 * The contact outbox, page side. It hears what the service worker's outbox did (delivered,
 * handed back, how many wait and why) and shows it; it puts handed-back messages back in the
 * form; and on every page load it reconciles its own copies of sent messages (sent-copies.ts)
 * with the outbox: a copy the outbox does not hold is sent again under its id, a copy the server
 * refuses goes back to the form. main.tsx starts it once the service worker is registered.
 */
import { notify } from '../../components/notify';
import { takeReturnedMessage } from './contact-draft';
import type { ReturnedMessageKept } from './contact-draft';
import { contactTexts, deliveredNotice } from './contact-texts';
import { contactValuesOf } from './contact-protocol';
import { OUTBOX_LOCK_NAME, OUTBOX_MAX_AGE_MS, isOutboxWorkerMessage } from './outbox-protocol';
import type {
  OutboxEntryView,
  OutboxPageMessage,
  OutboxReason,
  OutboxWorkerMessage,
} from './outbox-protocol';
import { outboxCount, outboxReason } from './outbox-state';
import { dropCopy, loadCopies, sendingNow } from './sent-copies';
import type { SentCopy } from './sent-copies';
import { sendContactMessage } from './send-contact-message';
import type { SendOutcome } from './send-contact-message';

/** While messages wait and a page is open, the outbox is tried again this often (ms). */
export const OUTBOX_RETRY_INTERVAL_MS = 60_000;
/** How long the page waits for its service worker before it reconciles without one (ms). */
const WORKER_READY_TIMEOUT_MS = 10_000;
/** How long the page waits for the worker to describe its outbox (ms). */
const STATE_TIMEOUT_MS = 5_000;

/** What the failure notice adds, by what the form did with the returned message. */
const whereItWent = {
  form: contactTexts.returnedToForm,
  later: contactTexts.returnsLater,
} as const;

/** Why a message came back, in the words of the notice. */
const returnedReason = (reason: OutboxReason | string) =>
  typeof reason === 'string'
    ? reason
    : reason.kind === 'server'
      ? reason.message
      : reason.kind === 'expired'
        ? contactTexts.expired
        : contactTexts.failureFallback;

function showReturned(reason: OutboxReason | string, kept: ReturnedMessageKept): void {
  const where = kept ? ` ${whereItWent[kept]}` : '';
  // Kept up until it is read.
  notify.error(contactTexts.errorTitle, `${returnedReason(reason)}${where}`, { autoClose: false });
}

async function tellWorker(message: OutboxPageMessage): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/**
 * Returned messages this page has already put back: the worker may report one again before it
 * hears "taken" (a second replay round, another tab's question); it gets one notice.
 */
const handedBack = new Set<string>();

/** Hands returned entries back to the form; the outbox lets one go once the form has it. */
function takeReturned(entries: readonly OutboxEntryView[], tell: typeof tellWorker): void {
  for (const entry of entries) {
    if (entry.state !== 'returned') continue;
    if (handedBack.has(entry.id)) {
      void tell({ type: 'OUTBOX_TAKEN', id: entry.id });
      continue;
    }
    const kept = takeReturnedMessage(entry.values, entry.id);
    if (!kept) continue;
    handedBack.add(entry.id);
    dropCopy(entry.id);
    showReturned(entry.reason, kept);
    void tell({ type: 'OUTBOX_TAKEN', id: entry.id });
  }
}

/** Shows what the service worker reports about the contact outbox. */
export function handleOutboxMessage(
  message: OutboxWorkerMessage,
  tell: typeof tellWorker = tellWorker,
): void {
  switch (message.type) {
    case 'OUTBOX_STATE': {
      const waiting = message.entries.filter((entry) => entry.state === 'waiting');
      outboxCount.value = waiting.length;
      outboxReason.value = waiting[0]?.reason ?? null;
      takeReturned(message.entries, tell);
      break;
    }
    case 'OUTBOX_DELIVERED': {
      dropCopy(message.id);
      const notice = deliveredNotice(message.delivery);
      notify.success(notice.title, notice.text);
      break;
    }
  }
}

/** What a resent copy's answer means for the copy. */
export function settleCopy(copy: SentCopy, outcome: SendOutcome): void {
  const { id } = copy.body;
  switch (outcome.kind) {
    case 'delivered': {
      dropCopy(id);
      const notice = deliveredNotice(outcome.delivery);
      notify.success(notice.title, notice.text);
      break;
    }
    case 'queued':
      // The outbox holds it now; the copy stays until the server confirms it.
      break;
    case 'failed': {
      // No answer, or a server error: the copy stays and is sent again at the next load.
      if (outcome.retry) break;
      const kept = takeReturnedMessage(contactValuesOf(copy.body), id);
      if (kept) dropCopy(id);
      showReturned(outcome.message, kept);
      break;
    }
  }
}

/** Asks the worker for its outbox, on a channel of its own; null when no worker answers. */
function askState(): Promise<OutboxEntryView[] | null> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), STATE_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      const data = event.data;
      resolve(isOutboxWorkerMessage(data) && data.type === 'OUTBOX_STATE' ? data.entries : null);
    };
    const ask: OutboxPageMessage = { type: 'GET_OUTBOX_STATE' };
    worker.postMessage(ask, [channel.port2]);
  });
}

/** Runs the task alone across tabs (and against the worker's replays) where Web Locks exist. */
function withLock(task: () => Promise<void>): Promise<void> {
  const locks = globalThis.navigator?.locks as LockManager | undefined;
  return locks ? locks.request(OUTBOX_LOCK_NAME, task) : task();
}

/**
 * Compares the page's copies with the outbox: what the outbox holds is its business; what it
 * does not hold is sent again, under the same id (the server recognises a message it already
 * has and answers success without mailing it twice).
 */
export async function reconcile(
  ask: () => Promise<OutboxEntryView[] | null> = askState,
  send: typeof sendContactMessage = sendContactMessage,
  tell: typeof tellWorker = tellWorker,
): Promise<void> {
  const copies = loadCopies();
  const entries = await ask();
  if (entries) handleOutboxMessage({ type: 'OUTBOX_STATE', entries }, tell);
  // With a worker in control that did not answer, leave the copies for the next load.
  if (!entries && globalThis.navigator?.serviceWorker?.controller) return;
  const held = new Set((entries ?? []).map((entry) => entry.id));
  const now = Date.now();
  for (const copy of copies) {
    if (held.has(copy.body.id) || sendingNow.has(copy.body.id)) continue;
    // Past the outbox's limit: delivered long ago by the worker while no page was open, or
    // handed back by it. Sent again months later, it could make a second mail.
    if (now - copy.since > OUTBOX_MAX_AGE_MS) {
      dropCopy(copy.body.id);
      continue;
    }
    settleCopy(copy, await send(copy.body));
  }
}

let started = false;

/**
 * Listens to the outbox, reconciles the page's copies with it, and asks it to replay: now (unless
 * `replayNow` is false: started because the worker has just kept or delivered a message), when
 * the connection returns, and every minute while messages wait (browsers without Background
 * Sync send only while a page is open).
 */
export function startContactOutbox(replayNow = true): void {
  if (started) return;
  started = true;
  const failed = (error: unknown) => console.error('Contact outbox reconciliation failed:', error);
  if (!('serviceWorker' in navigator)) {
    // No service worker (a private window in some browsers): the copies go straight out.
    void withLock(() => reconcile()).catch(failed);
    return;
  }
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isOutboxWorkerMessage(event.data)) handleOutboxMessage(event.data);
  });
  const replay = () => void tellWorker({ type: 'REPLAY_OUTBOX' });
  window.addEventListener('online', replay);
  window.setInterval(() => {
    if (outboxCount.value > 0 && navigator.onLine) replay();
  }, OUTBOX_RETRY_INTERVAL_MS);
  // Once the worker is ready; if it never gets ready (registration failed), without it.
  const ready = Promise.race([
    navigator.serviceWorker.ready,
    new Promise((resolve) => setTimeout(resolve, WORKER_READY_TIMEOUT_MS)),
  ]);
  void ready
    .then(() => withLock(() => reconcile()))
    .catch(failed)
    .finally(() => {
      if (replayNow) replay();
    });
}
