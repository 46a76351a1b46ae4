/**
 * The outbox's IndexedDB storage (service worker side). The outbox logic takes any OutboxStore,
 * so its unit tests use a list in memory.
 */
import { contactRequestBodyOf, isRecord } from './contact-protocol';
import type { OutboxEntry } from './outbox-protocol';

export interface OutboxStore {
  /** Every entry, oldest first. */
  list(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** IndexedDB database of the outbox: unconfirmed (or refused) messages, until sent or taken back. */
export const OUTBOX_DATABASE_NAME = 'contact-outbox';
/** Its object store: one record per message, keyed by id, for as long as the message is kept. */
export const OUTBOX_STORE_NAME = 'messages';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const finished = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });

export function indexedDbOutboxStore(factory: IDBFactory = indexedDB): OutboxStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(OUTBOX_DATABASE_NAME, 1);
      request.onupgradeneeded = () =>
        request.result.createObjectStore(OUTBOX_STORE_NAME, { keyPath: 'id' });
      request.onsuccess = () => {
        const db = request.result;
        // Another worker version wants to upgrade: let it (we open again on next use).
        db.onversionchange = () => {
          db.close();
          opened = null;
        };
        resolve(db);
      };
      request.onerror = () => {
        opened = null;
        reject(request.error ?? new Error('IndexedDB open failed'));
      };
    });
    return opened;
  };

  const write = async (change: (store: IDBObjectStore) => void) => {
    const transaction = (await database()).transaction(OUTBOX_STORE_NAME, 'readwrite');
    change(transaction.objectStore(OUTBOX_STORE_NAME));
    await finished(transaction);
  };

  return {
    async list() {
      const transaction = (await database()).transaction(OUTBOX_STORE_NAME, 'readonly');
      const entries = await done(
        transaction.objectStore(OUTBOX_STORE_NAME).getAll() as IDBRequest<OutboxEntry[]>,
      );
      return entries.sort((a, b) => a.queuedAt - b.queuedAt);
    },
    put: (entry) => write((store) => void store.put(entry)),
    remove: (id) => write((store) => void store.delete(id)),
  };
}

/** IndexedDB database of the earlier outbox (Workbox's queue): read once at start, ours removed. */
export const WORKBOX_QUEUE_DATABASE_NAME = 'workbox-background-sync';
/** Its object store; WORKBOX_QUEUE_NAME marks our records there (none are added any more). */
export const WORKBOX_QUEUE_STORE_NAME = 'requests';
/** The queue name our records had in WORKBOX_QUEUE_STORE_NAME. */
export const WORKBOX_QUEUE_NAME = 'contact-outbox';

/** Opens a database only if it exists (opening a missing one would create it). */
function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = factory.open(name);
    // An upgrade from nothing means it did not exist: abort, which leaves nothing behind.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

/**
 * Moves the messages of the earlier Workbox queue into the outbox (same ids: a message already
 * delivered is recognised by the server). Returns how many it moved.
 */
export async function importWorkboxQueue(
  target: OutboxStore,
  factory: IDBFactory = indexedDB,
  now: () => number = Date.now,
): Promise<number> {
  const db = await openExisting(factory, WORKBOX_QUEUE_DATABASE_NAME);
  if (!db) return 0;
  try {
    if (!db.objectStoreNames.contains(WORKBOX_QUEUE_STORE_NAME)) return 0;
    const records = await done<unknown[]>(
      db.transaction(WORKBOX_QUEUE_STORE_NAME).objectStore(WORKBOX_QUEUE_STORE_NAME).getAll(),
    );
    const known = new Set((await target.list()).map((entry) => entry.id));
    let moved = 0;
    for (const record of records) {
      if (!isRecord(record) || record.queueName !== WORKBOX_QUEUE_NAME) continue;
      const data = isRecord(record.requestData) ? record.requestData.body : undefined;
      let body = null;
      try {
        if (data instanceof ArrayBuffer)
          body = contactRequestBodyOf(JSON.parse(new TextDecoder().decode(data)));
      } catch {
        // Not a message: nothing to move.
      }
      if (body && !known.has(body.id)) {
        await target.put({
          id: body.id,
          body,
          queuedAt: typeof record.timestamp === 'number' ? record.timestamp : now(),
          state: 'waiting',
          reason: { kind: 'offline' },
        });
        moved += 1;
      }
      // Only once it is in the outbox does it leave the old queue.
      if (body || data === undefined) {
        const remove = db.transaction(WORKBOX_QUEUE_STORE_NAME, 'readwrite');
        remove.objectStore(WORKBOX_QUEUE_STORE_NAME).delete(record.id as IDBValidKey);
        await finished(remove);
      }
    }
    return moved;
  } finally {
    db.close();
  }
}
