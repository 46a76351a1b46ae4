/// <reference lib="webworker" />
/**
 * The contact outbox, service worker side. A message the page could not get to the function
 * (offline, or no answer in time) is kept in IndexedDB and sent again, under its id, until the
 * function confirms it has it: nothing leaves the outbox before the server has answered, so a
 * worker stopped in the middle of a replay loses nothing (the server recognises the id if the
 * first try did arrive). A message the server refuses, or one kept too long, stays until a page
 * has put it back in the contact form. src/sw.ts installs it next to precaching and navigation.
 */
import { FETCH_RETRIES, retryDelayMs } from '../../config/retry';
import {
  CONTACT_ENDPOINT,
  CONTACT_ID_HEADER,
  CONTACT_QUEUED_STATUS,
  CONTACT_SEND_TIMEOUT_MS,
  contactRequestBodyOf,
  contactValuesOf,
  readContactAnswer,
} from './contact-protocol';
import type { ContactQueuedBody, ContactRequestBody } from './contact-protocol';
import {
  OUTBOX_LOCK_NAME,
  OUTBOX_MAX_AGE_MS,
  OUTBOX_SYNC_TAG,
  isOutboxPageMessage,
} from './outbox-protocol';
import type { OutboxEntry, OutboxEntryView, OutboxWorkerMessage } from './outbox-protocol';
import { importWorkboxQueue, indexedDbOutboxStore } from './outbox-store';
import { validateContactFields } from './contact-schema';
import { contactTexts, queuedNotice } from './contact-texts';
import { noticePage, plainPageHeaders, refusalPage } from './native-page';
import { contactBodyOfForm, formValues, isFormPost, parseContactForm } from './native-post';
import type { OutboxStore } from './outbox-store';

export interface OutboxDependencies {
  store: OutboxStore;
  fetch: (request: Request, init?: RequestInit) => Promise<Response>;
  /** Posts to every window of the site. */
  tell: (message: OutboxWorkerMessage) => Promise<void>;
  online: () => boolean;
  /** Asks the browser to wake the outbox when the network is back; false where it cannot. */
  registerSync: () => Promise<boolean>;
  /** Runs the task alone: across tabs and worker versions where Web Locks exist. */
  lock: <T>(task: () => Promise<T>) => Promise<T>;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  /** The function's absolute URL (replays are made from the worker, not from a page). */
  endpointUrl: string;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const viewOf = (entry: OutboxEntry): OutboxEntryView => ({
  id: entry.id,
  state: entry.state,
  reason: entry.reason,
  values: entry.state === 'returned' ? contactValuesOf(entry.body) : null,
});

export function createContactOutbox(deps: OutboxDependencies) {
  const { store, tell } = deps;
  const wait = deps.wait ?? defaultWait;
  const now = deps.now ?? Date.now;
  const timeoutMs = deps.timeoutMs ?? CONTACT_SEND_TIMEOUT_MS;

  /** A fetch that gives up (rejects) when no answer comes in time. */
  async function fetchInTime(request: Request): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await deps.fetch(request, { signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  const views = async () => (await store.list()).map(viewOf);

  async function announce(): Promise<void> {
    await tell({ type: 'OUTBOX_STATE', entries: await views() });
  }

  const unsentReason = () =>
    deps.online() ? ({ kind: 'unreachable' } as const) : ({ kind: 'offline' } as const);

  const requestFor = (body: ContactRequestBody) =>
    new Request(deps.endpointUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CONTACT_ID_HEADER]: body.id },
      body: JSON.stringify(body),
    });

  /** Sends the kept messages in order; stops (and rejects) at the first one that must wait. */
  async function drain(): Promise<void> {
    let failure: Error | null = null;
    for (const entry of await store.list()) {
      if (entry.state !== 'waiting') continue;
      if (now() - entry.queuedAt > OUTBOX_MAX_AGE_MS) {
        await store.put({ ...entry, state: 'returned', reason: { kind: 'expired' } });
        continue;
      }
      let status: number;
      let body: unknown;
      try {
        const response = await fetchInTime(requestFor(entry.body));
        status = response.status;
        body = await response.json().catch(() => null);
      } catch (error) {
        await store.put({ ...entry, reason: unsentReason() });
        failure = error instanceof Error ? error : new Error(String(error));
        break;
      }
      const answer = readContactAnswer(status, body, entry.id);
      if (answer.kind === 'delivered') {
        // Only now, with the server's word for this id, does the message leave.
        await store.remove(entry.id);
        await tell({ type: 'OUTBOX_DELIVERED', id: entry.id, delivery: answer.delivery });
      } else if (answer.kind === 'hand-back') {
        await store.put({
          ...entry,
          state: 'returned',
          reason: { kind: 'server', message: answer.message },
        });
      } else {
        await store.put({ ...entry, reason: { kind: 'server', message: answer.message } });
        failure = new Error(`The contact function answered ${status}; the message waits.`);
        break;
      }
    }
    await announce();
    if (failure) throw failure;
  }

  let replaying: Promise<void> | null = null;
  let replayAgain = false;

  /**
   * One replay at a time: within this worker (the sync event, a page's message and the start
   * may all ask at once; a request made while one runs makes it go round once more), and
   * across tabs and worker versions through the lock.
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
          await deps.lock(drain);
        } while (replayAgain);
      } finally {
        replaying = null;
      }
    })();
    return replaying;
  }

  /**
   * The `online` event and the sync event can come a moment before requests get through again,
   * and a failed sync is retried by the browser only minutes later: try a few more times soon,
   * 1 s doubling (the specification's retry rule), while the browser believes it is online.
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

  /**
   * Keeps a message the function gave no answer to, under its id (a repeat replaces it, keeping
   * when it was first kept), and says why it waits and whether the browser will send it by itself.
   */
  async function keep(body: ContactRequestBody): Promise<ContactQueuedBody> {
    const reason = unsentReason();
    const known = (await store.list()).find((entry) => entry.id === body.id);
    await store.put({
      id: body.id,
      body,
      queuedAt: known?.queuedAt ?? now(),
      state: 'waiting',
      reason,
    });
    const backgroundSync = await deps.registerSync();
    await announce();
    return { queued: true, id: body.id, reason: reason.kind, backgroundSync };
  }

  /**
   * Sends the page's request and hands back the function's answer, whatever it is. With no
   * answer (offline, the server unreachable, or silent for too long), keeps the message and
   * answers "queued". If it cannot be kept (storage full or blocked), the page's request fails
   * as it would have without the outbox, and the form keeps the text. A form posted without
   * script goes its own way (`sendForm`).
   */
  async function send(request: Request): Promise<Response> {
    if (isFormPost(request.headers.get('content-type'))) return sendForm(request);
    const text = await request.clone().text();
    try {
      return await fetchInTime(request);
    } catch (error) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not a message of the form: nothing to keep.
      }
      const body = contactRequestBodyOf(parsed);
      if (!body) throw error;
      const queued = await keep(body);
      // Not Response.json(): Safari before 17 lacks it.
      return new Response(JSON.stringify(queued), {
        status: CONTACT_QUEUED_STATUS,
        headers: { 'content-type': 'application/json' },
      });
    }
  }

  const page = async (status: number, html: string) =>
    new Response(html, { status, headers: await plainPageHeaders() });

  /**
   * The contact form posted without script (a navigation): the function's answer, whatever it is
   * (its redirect or its page). With no answer, the form is read and checked as the function
   * would, and a valid message is kept under the id derived from its text (a reload or a resend
   * of the same form replaces it), answered with the outbox's words as a page. A form that is not
   * valid, or a message that cannot be kept, comes back as the form with what was typed.
   */
  async function sendForm(request: Request): Promise<Response> {
    const text = await request.clone().text();
    try {
      return await fetchInTime(request);
    } catch {
      const form = parseContactForm(text);
      const values = formValues(form.fields);
      if (!form.ok)
        return page(
          400,
          refusalPage({ message: contactTexts.failureFallback, fields: {}, values }),
        );
      const checked = validateContactFields(values);
      if (!checked.ok) {
        const message = Object.values(checked.errors)[0] ?? contactTexts.failureFallback;
        return page(422, refusalPage({ message, fields: checked.errors, values }));
      }
      let queued: ContactQueuedBody;
      try {
        queued = await keep(await contactBodyOfForm(form.fields));
      } catch {
        return page(
          503,
          refusalPage({ message: contactTexts.failureFallback, fields: {}, values }),
        );
      }
      const notice = queuedNotice(queued.reason, queued.backgroundSync);
      return page(CONTACT_QUEUED_STATUS, noticePage(contactTexts.queuedTitle, notice));
    }
  }

  /** A page has put a returned message back in the form. */
  async function taken(id: string): Promise<void> {
    const entry = (await store.list()).find((candidate) => candidate.id === id);
    if (entry?.state === 'returned') await store.remove(id);
    await announce();
  }

  /**
   * Registers Background Sync again while messages wait. Chromium drops a one-off sync after a
   * few failed tries; the worker's start and every page that opens arm it again.
   */
  async function rearm(): Promise<void> {
    if ((await store.list()).some((entry) => entry.state === 'waiting')) await deps.registerSync();
  }

  return { send, replay, replayWithRetries, announce, views, taken, rearm };
}

/** Background Sync's part of the registration and its event; not in TypeScript's libraries. */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Installs the outbox in the service worker: its route, its sync and its page messages. */
export function installContactOutbox(scope: ServiceWorkerGlobalScope): void {
  const locks = scope.navigator.locks as LockManager | undefined;
  const store = indexedDbOutboxStore();
  const outbox = createContactOutbox({
    store,
    fetch: (request, init) => fetch(request, init),
    tell: async (message) => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage(message);
    },
    online: () => scope.navigator.onLine,
    registerSync: async () => {
      const { sync } = scope.registration as ServiceWorkerRegistration & SyncRegistration;
      if (!sync) return false;
      try {
        await sync.register(OUTBOX_SYNC_TAG);
        return true;
      } catch {
        // Background Sync present but not allowed (a permission, a policy).
        return false;
      }
    },
    // Without Web Locks, replays are still one at a time within this worker.
    lock: (task) => (locks ? locks.request(OUTBOX_LOCK_NAME, task) : task()),
    endpointUrl: new URL(CONTACT_ENDPOINT, scope.location.origin).href,
  });

  // The function's requests: answered by the network through the outbox, never from a cache.
  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'POST') return;
    const url = new URL(request.url);
    if (url.origin === scope.location.origin && url.pathname === CONTACT_ENDPOINT)
      event.respondWith(outbox.send(request));
  });

  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    // Rejecting tells the browser to try again later.
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(outbox.replayWithRetries());
  });

  scope.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isOutboxPageMessage(message)) return;
    switch (message.type) {
      case 'REPLAY_OUTBOX':
        event.waitUntil(
          outbox
            .rearm()
            .then(() => outbox.replayWithRetries())
            .catch(() => undefined),
        );
        break;
      case 'GET_OUTBOX_STATE': {
        const port = event.ports[0];
        event.waitUntil(
          port
            ? outbox.views().then((entries) => port.postMessage({ type: 'OUTBOX_STATE', entries }))
            : outbox.announce(),
        );
        break;
      }
      case 'OUTBOX_TAKEN':
        event.waitUntil(outbox.taken(message.id));
        break;
    }
  });

  // Browsers without Background Sync, and messages left by a stopped worker: try at start,
  // with any message the previous version of the outbox still holds.
  void importWorkboxQueue(store)
    .catch((error: unknown) =>
      console.error('Contact outbox: the earlier queue was not read', error),
    )
    .then(() => outbox.rearm())
    .then(() => outbox.replayWithRetries())
    .catch(() => undefined);
}
