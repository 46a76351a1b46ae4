/**
 * The outbox's IndexedDB storage (service worker side). The outbox logic takes any OutboxStore,
 * so its unit tests use a list in memory.
 */
import type { OutboxEntry } from './outbox-protocol';

export interface OutboxStore {
  /** Every entry, oldest first. */
  list(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/**
 * IndexedDB database of the contact outbox: messages not yet confirmed by the server (and
 * refused ones until a page takes them back), each until then, however long that takes.
 */
export const OUTBOX_DATABASE_NAME = 'contact-outbox';
/** Its object store: one record per message, keyed by the submission id. */
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
