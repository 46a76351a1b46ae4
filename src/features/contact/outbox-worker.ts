/// <reference lib="webworker" />
/**
 * The contact outbox, service worker side: a message the page could not send (offline, or the
 * server unreachable) is kept in a Background Sync queue and replayed when the network is back;
 * the page hears what became of it. src/sw.ts installs it next to precaching and navigation.
 */
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { FETCH_RETRIES, retryDelayMs } from '../../config/retry';
import {
  CONTACT_ENDPOINT,
  CONTACT_QUEUED_BODY,
  CONTACT_QUEUED_STATUS,
  contactIdOf,
  contactValuesOf,
  errorOf,
} from './contact-protocol';
import {
  OUTBOX_MAX_RETENTION_MINUTES,
  OUTBOX_QUEUE_NAME,
  isOutboxPageMessage,
  replayOutcome,
} from './outbox-protocol';
import type { OutboxWorkerMessage } from './outbox-protocol';

interface QueueEntry {
  request: Request;
  metadata?: object;
}

/** The part of Workbox's Queue the outbox uses (injected, so tests use a list in memory). */
export interface OutboxQueue {
  pushRequest(entry: QueueEntry): Promise<void>;
  shiftRequest(): Promise<QueueEntry | undefined>;
  unshiftRequest(entry: QueueEntry): Promise<void>;
  getAll(): Promise<QueueEntry[]>;
}

export interface OutboxDependencies {
  queue: OutboxQueue;
  fetch: (request: Request) => Promise<Response>;
  /** Posts to every window of the site. */
  tell: (message: OutboxWorkerMessage) => Promise<void>;
  online: () => boolean;
  wait?: (ms: number) => Promise<void>;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createContactOutbox(deps: OutboxDependencies) {
  const { queue, tell } = deps;
  const wait = deps.wait ?? defaultWait;

  async function tellCount(): Promise<void> {
    // getAll drops expired messages, so the count never includes them.
    const count = (await queue.getAll()).length;
    await tell({ type: 'OUTBOX_COUNT', count });
  }

  const idOf = (entry: QueueEntry) => {
    const id = (entry.metadata as { id?: unknown } | undefined)?.id;
    return typeof id === 'string' ? id : null;
  };

  /** Sends queued messages in order; stops (and rejects) at the first one that must wait. */
  async function drain(): Promise<void> {
    let entry: QueueEntry | undefined;
    while ((entry = await queue.shiftRequest())) {
      let response: Response;
      try {
        response = await deps.fetch(entry.request.clone());
      } catch (error) {
        await queue.unshiftRequest(entry);
        throw error;
      }
      const outcome = replayOutcome(response.status);
      if (outcome === 'retry') {
        await queue.unshiftRequest(entry);
        throw new Error(`The contact function answered ${response.status}; the message waits.`);
      }
      if (outcome === 'delivered') {
        await tell({ type: 'OUTBOX_DELIVERED', id: idOf(entry) });
      } else {
        const body: unknown = await response.json().catch(() => null);
        // The refused message leaves the queue: its text goes back to the page, not to waste.
        const sent: unknown = await entry.request.json().catch(() => null);
        await tell({
          type: 'OUTBOX_REJECTED',
          id: idOf(entry),
          status: response.status,
          message: errorOf(body)?.message ?? null,
          fields: contactValuesOf(sent),
        });
      }
      await tellCount();
    }
  }

  let replaying: Promise<void> | null = null;
  let replayAgain = false;

  /**
   * One replay at a time: the sync event, a page's message and the worker's start may all ask
   * at once. A request made while one runs makes it go round once more.
   */
  function replay(): Promise<void> {
    if (replaying) {
      replayAgain = true;
      return replaying;
    }
    replaying = (async () => {
      try {
        do {
          replayAgain = false;
          await drain();
        } while (replayAgain);
      } finally {
        replaying = null;
        await tellCount();
      }
    })();
    return replaying;
  }

  /**
   * The `online` event and the sync event can come a moment before requests get through again,
   * and a failed sync is retried by the browser only minutes later: try a few more times soon,
   * 1 s doubling (SPEC.md's retry rule), while the browser believes it is online.
   */
  async function replayWithRetries(): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await replay();
      } catch (error) {
        if (attempt >= FETCH_RETRIES || !deps.online()) throw error;
        await wait(retryDelayMs(attempt));
      }
    }
  }

  /** Sends the page's request; with no answer, keeps it and answers "queued". */
  async function send(request: Request): Promise<Response> {
    const backup = request.clone();
    try {
      // The function's answer goes straight back to the page, never into a cache.
      return await deps.fetch(request);
    } catch {
      // Offline or the server unreachable: keep the message and send it later.
      const id = contactIdOf(
        await backup
          .clone()
          .json()
          .catch(() => null),
      );
      await queue.pushRequest({ request: backup, metadata: { id } });
      await tellCount();
      return new Response(JSON.stringify(CONTACT_QUEUED_BODY), {
        status: CONTACT_QUEUED_STATUS,
        headers: { 'content-type': 'application/json' },
      });
    }
  }

  return { send, replay, replayWithRetries, tellCount };
}

/** Installs the outbox in the service worker: its route, its sync and its page messages. */
export function installContactOutbox(scope: ServiceWorkerGlobalScope): void {
  let outbox: ReturnType<typeof createContactOutbox> | null = null;
  const queue = new Queue(OUTBOX_QUEUE_NAME, {
    maxRetentionTime: OUTBOX_MAX_RETENTION_MINUTES,
    onSync: () => outbox!.replayWithRetries(),
  });
  outbox = createContactOutbox({
    queue,
    fetch: (request) => fetch(request),
    tell: async (message) => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage(message);
    },
    online: () => scope.navigator.onLine,
  });
  const contactOutbox = outbox;

  registerRoute(
    ({ url }) => url.origin === scope.location.origin && url.pathname === CONTACT_ENDPOINT,
    ({ request }) => contactOutbox.send(request),
    'POST',
  );

  scope.addEventListener('message', (event) => {
    if (!isOutboxPageMessage(event.data)) return;
    if (event.data.type === 'REPLAY_OUTBOX')
      event.waitUntil(contactOutbox.replayWithRetries().catch(() => undefined));
    else event.waitUntil(contactOutbox.tellCount());
  });

  // Browsers without Background Sync (and messages left from a stopped worker): try at start.
  void contactOutbox.replayWithRetries().catch(() => undefined);
}
