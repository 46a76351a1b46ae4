/**
 * The contact outbox, page side: hears what the service worker's outbox did with a queued
 * message (sent, refused, how many wait), shows it, and hands a refused message back to the
 * form. main.tsx starts it once the service worker is registered.
 */
import { notify } from '../../components/notify';
import { takeReturnedMessage } from './contact-draft';
import { contactTexts } from './contact-texts';
import { isOutboxWorkerMessage } from './outbox-protocol';
import type { OutboxPageMessage, OutboxWorkerMessage } from './outbox-protocol';
import { outboxCount } from './outbox-state';

/** What the failure notice adds, by what the form did with the refused message. */
const whereItWent = {
  form: contactTexts.returnedToForm,
  later: contactTexts.returnsLater,
} as const;

/** Shows what the service worker reports about the contact outbox. */
export function handleOutboxMessage(message: OutboxWorkerMessage): void {
  switch (message.type) {
    case 'OUTBOX_COUNT':
      outboxCount.value = message.count;
      break;
    case 'OUTBOX_DELIVERED':
      notify.success(contactTexts.successTitle, contactTexts.successDescription);
      break;
    case 'OUTBOX_REJECTED': {
      // The form was cleared when the message was queued: the text goes back to it.
      const kept = message.fields !== null ? takeReturnedMessage(message.fields) : null;
      const reason = message.message ?? contactTexts.failureFallback;
      const where = kept ? ` ${whereItWent[kept]}` : '';
      // Kept up until it is read.
      notify.error(contactTexts.errorTitle, `${reason}${where}`, { autoClose: false });
      break;
    }
  }
}

async function tellWorker(message: OutboxPageMessage): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

let started = false;

/** Listens to the outbox, asks for its count, and replays it when the connection returns. */
export function startContactOutbox(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isOutboxWorkerMessage(event.data)) handleOutboxMessage(event.data);
  });
  // Browsers without Background Sync replay when the page sees the connection return.
  window.addEventListener('online', () => void tellWorker({ type: 'REPLAY_OUTBOX' }));
  void tellWorker({ type: 'GET_OUTBOX_COUNT' });
}
