/**
 * Compare-and-swap on one Netlify Blobs key, used by every read-check-write of the contact
 * function (message records, rate-limit windows, the IP-hash key).
 *
 * On Netlify a write made only-if-new or only-if-the-etag-still-matches is atomic across function
 * instances. The local sandbox (`netlify serve`/`netlify dev`, BlobsServer in tests) returns no
 * etag on reads and checks the condition and writes in separate steps: there the write is plain,
 * and the caller's lock (lock.ts) makes it safe.
 */
import type { getStore } from '@netlify/blobs';

export type Store = ReturnType<typeof getStore>;

export interface Versioned<T> {
  value: T;
  /** Absent in the local Blobs sandbox, which sends no etag on reads. */
  etag: string | undefined;
}

export async function readVersioned<T>(store: Store, key: string): Promise<Versioned<T> | null> {
  const entry = await store.getWithMetadata(key, { type: 'json' });
  if (!entry) return null;
  return { value: entry.data as T, etag: entry.etag };
}

/**
 * Writes `value` under `key` only if the key still holds the version `current` that was read
 * (`null`: only if the key does not exist yet). Returns false when another writer came first.
 */
export async function writeIfUnchanged<T>(
  store: Store,
  key: string,
  value: T,
  current: Versioned<unknown> | null,
): Promise<boolean> {
  const result = !current
    ? await store.setJSON(key, value, { onlyIfNew: true })
    : current.etag
      ? await store.setJSON(key, value, { onlyIfMatch: current.etag })
      : await store.setJSON(key, value);
  return result.modified;
}
