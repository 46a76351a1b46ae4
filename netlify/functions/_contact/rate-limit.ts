/**
 * Per-IP rate limit of accepted messages, kept in Netlify Blobs so it holds across function
 * instances: a sliding window of the ids accepted from one IP hash, updated with
 * compare-and-swap (etag) writes so concurrent requests cannot both take the last slot.
 */
import { getStore } from '@netlify/blobs';

export const RATE_STORE = 'contact-rate-limit';
/** Compare-and-swap rounds before giving up under heavy contention. */
const MAX_SWAP_ROUNDS = 50;

interface Window {
  entries: { id: string; at: number }[];
}

export type Reservation = { ok: true } | { ok: false; retryAfterSeconds: number } | { ok: 'busy' };

export function rateStore() {
  return getStore({ name: RATE_STORE, consistency: 'strong' });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes a slot for message `id` from `ipHash`, unless `limit` messages were already accepted
 * within the window. A repeat of an id already counted takes no further slot.
 */
export async function reserveSlot(
  ipHash: string,
  id: string,
  limit: number,
  windowSeconds: number,
  now: () => number,
): Promise<Reservation> {
  const store = rateStore();
  for (let round = 0; round < MAX_SWAP_ROUNDS; round += 1) {
    const current = await store.getWithMetadata(ipHash, { type: 'json' });
    const time = now();
    const windowStart = time - windowSeconds * 1000;
    const entries = ((current?.data as Window | undefined)?.entries ?? []).filter(
      (entry) => entry.at > windowStart,
    );
    if (entries.some((entry) => entry.id === id)) return { ok: true };
    if (entries.length >= limit) {
      const oldest = Math.min(...entries.map((entry) => entry.at));
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest - windowStart) / 1000));
      return { ok: false, retryAfterSeconds };
    }
    const next: Window = { entries: [...entries, { id, at: time }] };
    // Netlify returns an etag for a compare-and-swap; the local sandbox returns none, and the
    // caller's lock (lock.ts) makes the plain write safe there.
    const result = current?.etag
      ? await store.setJSON(ipHash, next, { onlyIfMatch: current.etag })
      : current
        ? await store.setJSON(ipHash, next)
        : await store.setJSON(ipHash, next, { onlyIfNew: true });
    if (result.modified) return { ok: true };
    // Someone else wrote first: read again after a short, jittered pause.
    await pause(5 + Math.random() * 20);
  }
  return { ok: 'busy' };
}
