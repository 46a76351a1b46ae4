import { Workbox } from 'workbox-window';
import { notify } from '../../components/notify';
import { returnedMessageEvent } from '../../config/site';
import type { ReturnedMessageHandover } from '../../config/site';
import { pwaState } from './pwa-state';
import {
  MESSAGE_RETURNED,
  MESSAGE_RETURNS_LATER,
  MESSAGE_SENT_DESCRIPTION,
  MESSAGE_SENT_TITLE,
  SEND_FAILED_FALLBACK,
  SEND_FAILED_TITLE,
} from './pwa-texts';
import { isWorkerMessage } from './sw-protocol';
import type { PageMessage, WorkerMessage } from './sw-protocol';

/** The service worker file vite-plugin-pwa builds from src/sw.ts. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Installed apps stay open for days: look for a new deployment this often (ms). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let workbox: Workbox | null = null;
let reloadAccepted = false;

/** What the failure notice adds, by what the contact form did with the refused message. */
const whereItWent = { form: MESSAGE_RETURNED, later: MESSAGE_RETURNS_LATER } as const;

/** Shows what the service worker reports about the contact outbox. */
export function handleWorkerMessage(message: WorkerMessage): void {
  switch (message.type) {
    case 'OUTBOX_COUNT':
      pwaState.outboxCount.value = message.count;
      break;
    case 'OUTBOX_DELIVERED':
      notify.success(MESSAGE_SENT_TITLE, MESSAGE_SENT_DESCRIPTION);
      break;
    case 'OUTBOX_REJECTED': {
      // The form was cleared when the message was queued: hand the text back to it (the
      // contact feature makes it the draft, or keeps it until the message being written is sent).
      const returned: ReturnedMessageHandover = { fields: message.fields, kept: null };
      if (message.fields !== null)
        window.dispatchEvent(new CustomEvent(returnedMessageEvent, { detail: returned }));
      const reason = message.message ?? SEND_FAILED_FALLBACK;
      const where = returned.kept ? ` ${whereItWent[returned.kept]}` : '';
      // Kept up until it is read.
      notify.error(SEND_FAILED_TITLE, `${reason}${where}`, { autoClose: false });
      break;
    }
  }
}

async function tellWorker(message: PageMessage): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/**
 * Registers the service worker (production builds only) and wires its messages, the outbox
 * replay on `online`, and the update prompt. Nothing here ever reloads the page by itself.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || workbox) return;
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox = wb;

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isWorkerMessage(event.data)) handleWorkerMessage(event.data);
  });
  // Browsers without Background Sync replay when the page sees the connection return.
  window.addEventListener('online', () => void tellWorker({ type: 'REPLAY_OUTBOX' }));

  wb.addEventListener('waiting', () => {
    pwaState.updateWaiting.value = true;
  });
  // Another tab accepted the update and the new worker took over this one too: offer the
  // reload here as well rather than reloading under someone's fingers.
  let hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadAccepted) window.location.reload();
    else if (hadController) pwaState.updateWaiting.value = true;
    hadController = true;
  });

  await wb.register();
  void tellWorker({ type: 'GET_OUTBOX_COUNT' });
  window.setInterval(() => void wb.update(), UPDATE_CHECK_INTERVAL_MS);
}

/** The visitor accepted the new version: activate it, and reload once it controls the page. */
export async function acceptUpdate(): Promise<void> {
  reloadAccepted = true;
  pwaState.updateWaiting.value = false;
  const registration = await navigator.serviceWorker?.getRegistration();
  const skip: PageMessage = { type: 'SKIP_WAITING' };
  if (registration?.waiting) registration.waiting.postMessage(skip);
  // Already activated (by another tab): this page only needs the reload.
  else window.location.reload();
}
