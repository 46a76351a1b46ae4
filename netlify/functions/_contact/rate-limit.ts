/**
 * Per-IP rate limit of accepted messages, kept in Netlify Blobs so it holds across function
 * instances: a sliding window of the ids accepted from one IP hash, updated with
 * compare-and-swap writes so concurrent requests cannot both take the last slot. A record
 * carries the time it expires (its last entry leaves the window); the scheduled run deletes it
 * then, so nothing about a visitor outlives the window.
 */
import { getStore } from '@netlify/blobs';
import { withLock } from './lock';
import { readVersioned, writeIfUnchanged } from './versioned-store';

export const RATE_STORE = 'contact-rate-limit';
/** Compare-and-swap rounds before giving up under heavy contention. */
const MAX_SWAP_ROUNDS = 50;

export interface RateWindow {
  entries: { id: string; at: number }[];
  /** Epoch ms after which no entry counts any more and the record may be deleted. */
  expiresAt: number;
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
  local: boolean,
): Promise<Reservation> {
  const store = rateStore();
  for (let round = 0; round < MAX_SWAP_ROUNDS; round += 1) {
    const current = await readVersioned<Partial<RateWindow>>(store, ipHash);
    const time = now();
    const windowStart = time - windowSeconds * 1000;
    const entries = (current?.value.entries ?? []).filter((entry) => entry.at > windowStart);
    if (entries.some((entry) => entry.id === id)) return { ok: true };
    if (entries.length >= limit) {
      const oldest = Math.min(...entries.map((entry) => entry.at));
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest - windowStart) / 1000));
      return { ok: false, retryAfterSeconds };
    }
    const next: RateWindow = {
      entries: [...entries, { id, at: time }],
      expiresAt: time + windowSeconds * 1000,
    };
    if (await writeIfUnchanged(store, ipHash, next, current, local)) return { ok: true };
    // Someone else wrote first: read again after a short, jittered pause.
    await pause(5 + Math.random() * 20);
  }
  return { ok: 'busy' };
}

/**
 * Deletes every rate-limit record whose window has passed; returns how many. A record without
 * `expiresAt` is from before the IP hash was keyed, and goes too.
 */
export async function deleteExpiredRateRecords(
  now: number,
  more: () => boolean = () => true,
): Promise<number> {
  const store = rateStore();
  const { blobs } = await store.list();
  let deleted = 0;
  for (const { key } of blobs) {
    // Bounded: what is left waits for the next run.
    if (!more()) break;
    // The same lock as the handler's reservation: a record refreshed meanwhile is kept.
    const gone = await withLock(`rate:${key}`, async () => {
      const record = (await store.get(key, { type: 'json' })) as Partial<RateWindow> | null;
      if (record && typeof record.expiresAt === 'number' && record.expiresAt > now) return false;
      await store.delete(key);
      return true;
    });
    if (gone) deleted += 1;
  }
  return deleted;
}
