/**
 * Loads the contact outbox's page side (outbox-page.ts) only when it has work, so that the usual
 * page load, with no message waiting anywhere, downloads none of it. It has work when:
 * - the page keeps copies of sent messages not yet confirmed (sent-copies.ts), or storage cannot
 *   be read (then nobody can tell);
 * - the service worker's outbox holds entries (waiting, or handed back);
 * - the worker tells this page about its outbox later (a message queued by the form on this
 *   page, a delivery by Background Sync): those messages are kept and handed over once loaded.
 *   An announced empty outbox (the worker announces its state whenever it starts) is no work.
 * Small on purpose: it runs on every page load.
 */
import { SENT_COPIES_KEY, isOutboxWorkerMessage } from './outbox-protocol';
import type { OutboxPageMessage, OutboxWorkerMessage } from './outbox-protocol';
import { localStore } from './safe-storage';
/** How long the page waits for the worker to say whether its outbox holds anything (ms). */
const COUNT_TIMEOUT_MS = 5_000;

/** What the page side offers the watcher. */
export interface OutboxPageSide {
  /** `replayNow`: ask the worker to replay at once (false when the worker has just acted). */
  startContactOutbox: (replayNow?: boolean) => void;
  handleOutboxMessage: (message: OutboxWorkerMessage) => void;
}

/** The parts of `navigator.serviceWorker` the watcher uses. */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'addEventListener' | 'removeEventListener' | 'controller'
>;

/** Whether the page keeps copies of sent messages; true when storage cannot be read. */
export function hasSentCopies(storage: Storage | null = localStore()): boolean {
  try {
    return storage === null || storage.getItem(SENT_COPIES_KEY) !== null;
  } catch {
    return true;
  }
}

/** How many entries the controlling worker's outbox holds; 0 without a worker or an answer. */
export function workerOutboxSize(
  container: WorkerContainer | undefined,
  timeoutMs = COUNT_TIMEOUT_MS,
): Promise<number> {
  const worker = container?.controller;
  if (!worker) return Promise.resolve(0);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(0);
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      channel.port1.close();
      const data = event.data;
      const state = isOutboxWorkerMessage(data) && data.type === 'OUTBOX_STATE' ? data : null;
      resolve(Array.isArray(state?.entries) ? state.entries.length : 0);
    };
    const ask: OutboxPageMessage = { type: 'GET_OUTBOX_STATE' };
    worker.postMessage(ask, [channel.port2]);
  });
}

/**
 * Starts the page side once there is work, now or later; `load` imports it. Resolves when the
 * check on this load is done (true if the page side was started).
 */
export async function watchContactOutbox(
  load: () => Promise<OutboxPageSide> = () => import('./outbox-page'),
  container: WorkerContainer | undefined = globalThis.navigator?.serviceWorker,
  storage: Storage | null = localStore(),
): Promise<boolean> {
  let starting: Promise<void> | null = null;
  const heard: OutboxWorkerMessage[] = [];
  const onMessage = (event: Event) => {
    const { data } = event as MessageEvent<unknown>;
    if (!isOutboxWorkerMessage(data)) return;
    // An empty outbox is no work: the worker announces its state each time it starts (a first
    // visit's worker too), and this page has nothing waiting for it.
    if (data.type === 'OUTBOX_STATE' && !data.entries.length) return;
    heard.push(data);
    // The worker has just acted (kept a message this page sent, delivered one): no replay now,
    // or a worker alive after the page has closed would send it then (the page side's timer
    // and the next visit do).
    start(false);
  };
  const start = (replayNow: boolean) =>
    (starting ??= load().then((side) => {
      // The page side listens from here on; what was heard before it did is handed over once.
      container?.removeEventListener('message', onMessage);
      side.startContactOutbox(replayNow);
      for (const message of heard.splice(0)) side.handleOutboxMessage(message);
    }));
  container?.addEventListener('message', onMessage);
  // Without a worker the page side sends the copies itself.
  if (hasSentCopies(storage) || (await workerOutboxSize(container)) > 0) {
    await start(true);
    return true;
  }
  return starting !== null;
}
