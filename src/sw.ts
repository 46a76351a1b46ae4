/// <reference lib="webworker" />
// The service worker: precache everything at install, answer navigations from the precache
// (each route its own prerendered page, unknown paths the 404 page), and keep contact messages
// that could not be sent in a Background Sync outbox until they can.
import { Queue } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { FETCH_RETRIES, retryDelayMs } from './config/retry';
import { isPageNavigation, navigationTarget } from './features/pwa/navigation-target';
import {
  CONTACT_FUNCTION_PATH,
  OUTBOX_MAX_RETENTION_MINUTES,
  OUTBOX_QUEUE_NAME,
  QUEUED_BODY,
  QUEUED_STATUS,
  errorMessageOf,
  isPageMessage,
  messageIdOf,
  replayOutcome,
  returnedMessageOf,
} from './features/pwa/sw-protocol';
import type { WorkerMessage } from './features/pwa/sw-protocol';

declare const self: ServiceWorkerGlobalScope;

// A new version waits until the visitor accepts the reload (SKIP_WAITING); the first one takes
// control at once so the outbox works during the very first visit.
clientsClaim();
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Navigations: the precached page of the exact route, or the not-found page with a 404.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && isPageNavigation(url.pathname),
  async ({ request, url }) => {
    const target = navigationTarget(url.pathname, (page) => getCacheKeyForURL(page) !== undefined);
    const cached = await matchPrecache(target.url);
    // Not precached (should not happen): let the network answer.
    if (!cached) return fetch(request);
    if (target.status === 200) return cached;
    return new Response(cached.body, {
      status: 404,
      statusText: 'Not Found',
      headers: cached.headers,
    });
  },
);

// Scripts, styles, pages, icons, the manifest: served from the precache. Requests to other
// hosts and the function's responses have no route, so they are never cached.
precacheAndRoute(self.__WB_MANIFEST);

// ---- Contact outbox ----

type QueueEntry = NonNullable<Awaited<ReturnType<Queue['shiftRequest']>>>;

interface OutboxMetadata {
  id: string | null;
}

const outbox = new Queue(OUTBOX_QUEUE_NAME, {
  maxRetentionTime: OUTBOX_MAX_RETENTION_MINUTES,
  onSync: () => replayWithRetries(),
});

async function tellClients(message: WorkerMessage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

async function tellCount(): Promise<void> {
  // getAll drops expired messages, so the count never includes them.
  const count = (await outbox.getAll()).length;
  await tellClients({ type: 'OUTBOX_COUNT', count });
}

const idOf = (entry: QueueEntry) => (entry.metadata as OutboxMetadata | undefined)?.id ?? null;

/** Sends queued messages in order; stops (and rejects) at the first one that must wait. */
async function drainOutbox(): Promise<void> {
  let entry: QueueEntry | undefined;
  while ((entry = await outbox.shiftRequest())) {
    let response: Response;
    try {
      response = await fetch(entry.request.clone());
    } catch (error) {
      await outbox.unshiftRequest(entry);
      throw error;
    }
    const outcome = replayOutcome(response.status);
    if (outcome === 'retry') {
      await outbox.unshiftRequest(entry);
      throw new Error(`The contact function answered ${response.status}; the message waits.`);
    }
    if (outcome === 'delivered') {
      await tellClients({ type: 'OUTBOX_DELIVERED', id: idOf(entry) });
    } else {
      const body: unknown = await response.json().catch(() => null);
      // The refused message leaves the queue: its text goes back to the page, not to waste.
      const sent: unknown = await entry.request.json().catch(() => null);
      await tellClients({
        type: 'OUTBOX_REJECTED',
        id: idOf(entry),
        status: response.status,
        message: errorMessageOf(body),
        fields: returnedMessageOf(sent),
      });
    }
    await tellCount();
  }
}

let replaying: Promise<void> | null = null;
let replayAgain = false;

/**
 * One replay at a time: the sync event, a page's message and the worker's start may all ask at
 * once. A request made while one runs makes it go round once more.
 */
function replayOutbox(): Promise<void> {
  if (replaying) {
    replayAgain = true;
    return replaying;
  }
  replaying = (async () => {
    try {
      do {
        replayAgain = false;
        await drainOutbox();
      } while (replayAgain);
    } finally {
      replaying = null;
      await tellCount();
    }
  })();
  return replaying;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The `online` event and the sync event can come a moment before requests get through again,
 * and a failed sync is retried by the browser only minutes later: try a few more times soon,
 * 1 s doubling (SPEC.md's retry rule), while the browser believes it is online.
 */
async function replayWithRetries(): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await replayOutbox();
    } catch (error) {
      if (attempt >= FETCH_RETRIES || !self.navigator.onLine) throw error;
      await wait(retryDelayMs(attempt));
    }
  }
}

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === CONTACT_FUNCTION_PATH,
  async ({ request }) => {
    const backup = request.clone();
    try {
      // The function's answer goes straight back to the page, never into a cache.
      return await fetch(request);
    } catch {
      // Offline or the server unreachable: keep the message and send it later.
      const id = messageIdOf(
        await backup
          .clone()
          .json()
          .catch(() => null),
      );
      const metadata: OutboxMetadata = { id };
      await outbox.pushRequest({ request: backup, metadata: { ...metadata } });
      await tellCount();
      return Response.json(QUEUED_BODY, { status: QUEUED_STATUS });
    }
  },
  'POST',
);

self.addEventListener('message', (event) => {
  if (!isPageMessage(event.data)) return;
  switch (event.data.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'REPLAY_OUTBOX':
      event.waitUntil(replayWithRetries().catch(() => undefined));
      break;
    case 'GET_OUTBOX_COUNT':
      event.waitUntil(tellCount());
      break;
  }
});

// Browsers without Background Sync (and messages left from a stopped worker): try at start.
void replayWithRetries().catch(() => undefined);
