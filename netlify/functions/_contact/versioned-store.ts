/**
 * Compare-and-swap on one Netlify Blobs key, used by every read-check-write of the contact
 * function (message records, rate-limit windows, the IP-hash key).
 *
 * On Netlify a write made only-if-new or only-if-the-etag-still-matches is atomic across function
 * instances, and the lock (lock.ts) is not shared between them: the conditional write is the only
 * guarantee. A read without an etag there is never followed by a blind write: the write is
 * refused (MissingEtagError), the caller logs it and the claim is tried again later. The local
 * sandbox (`netlify serve`/`netlify dev`, BlobsServer in tests) returns no etag on reads and checks
 * the condition and writes in separate steps: only when served locally is the write plain, and the
 * caller's lock makes it safe.
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

/** A deployed function read a key without an etag: it cannot write it safely, so it does not. */
export class MissingEtagError extends Error {
  constructor(key: string) {
    super(
      `Netlify Blobs answered the read of ${key} without an etag; nothing was written (a write ` +
        "without the etag could overwrite another instance's claim). It is tried again later.",
    );
    this.name = 'MissingEtagError';
  }
}

/**
 * A deployed conditional write answered without an etag. @netlify/blobs reports every answer to a
 * conditional write but 412 as `modified` (a failed request included), so only the new etag
 * confirms it: without one the write may or may not have happened, and the caller must not act
 * as its winner (a claim left `sending` is taken over once stale).
 */
export class UnconfirmedWriteError extends Error {
  constructor(key: string) {
    super(
      `The conditional write of ${key} was not confirmed by Netlify Blobs (no etag in its answer).`,
    );
    this.name = 'UnconfirmedWriteError';
  }
}

/**
 * Writes `value` under `key` only if the key still holds the version `current` that was read
 * (`null`: only if the key does not exist yet). Returns false when another writer came first.
 * `local`: served on this machine, where reads carry no etag and the write is plain; anywhere
 * else a read without an etag throws MissingEtagError instead of writing, and a write answered
 * without an etag throws UnconfirmedWriteError.
 */
export async function writeIfUnchanged<T>(
  store: Store,
  key: string,
  value: T,
  current: Versioned<unknown> | null,
  local = false,
): Promise<boolean> {
  if (current && !current.etag && !local) throw new MissingEtagError(key);
  const result = !current
    ? await store.setJSON(key, value, { onlyIfNew: true })
    : current.etag
      ? await store.setJSON(key, value, { onlyIfMatch: current.etag })
      : await store.setJSON(key, value);
  if (result.modified && !result.etag && !local) throw new UnconfirmedWriteError(key);
  return result.modified;
}
