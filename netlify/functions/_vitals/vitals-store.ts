/**
 * The field measurements' store in Netlify Blobs: one record per UTC day (key `YYYY-MM-DD`), the
 * day's figures (src/features/vitals/vitals-figures.ts). A beacon is added with a
 * compare-and-swap write, so concurrent function instances never lose one another's counts; a
 * beacon past the day's budget writes nothing. Days before the shown window are pruned.
 */
import { getStore } from '@netlify/blobs';
import {
  addBeacon,
  dayOf,
  emptyDay,
  keysToPrune,
  readDayFigures,
} from '../../../src/features/vitals/vitals-figures';
import type { DayFigures, DayLimits } from '../../../src/features/vitals/vitals-figures';
import type { VitalsBeacon } from '../../../src/features/vitals/vitals-protocol';
import { withLock } from '../_contact/lock';
import { readVersioned, writeIfUnchanged } from '../_contact/versioned-store';

export const VITALS_STORE = 'web-vitals';
/**
 * Compare-and-swap rounds before a beacon is given up on (the answer is then 503); the pause
 * between rounds grows with each, so a burst of concurrent beacons spreads out.
 */
const MAX_SWAP_ROUNDS = 30;

export const vitalsStore = () => getStore({ name: VITALS_STORE, consistency: 'strong' });

export type RecordOutcome = 'added' | 'over-budget' | 'series-full' | 'contended';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Adds a beacon to the figures of the day of `time`. `local`: served on this machine, where the
 * Blobs sandbox has no etags and the write is made under a lock instead.
 */
export async function recordBeacon(
  beacon: VitalsBeacon,
  time: number,
  limits: DayLimits,
  local: boolean,
): Promise<RecordOutcome> {
  const day = dayOf(time);
  const store = vitalsStore();
  const attempt = async (): Promise<RecordOutcome | 'again'> => {
    const current = await readVersioned<unknown>(store, day);
    const figures = current ? readDayFigures(current.value, day) : emptyDay(day);
    const outcome = addBeacon(figures, beacon, limits);
    if (outcome.kind !== 'added') return outcome.kind;
    return (await writeIfUnchanged(store, day, outcome.figures, current, local))
      ? 'added'
      : 'again';
  };
  for (let round = 0; round < MAX_SWAP_ROUNDS; round += 1) {
    const result = local ? await withLock(`vitals:${day}`, attempt) : await attempt();
    if (result !== 'again') return result;
    await pause(Math.random() * 10 * (round + 1));
  }
  return 'contended';
}

/** The stored figures of each of `days` that has any, in the order given. */
export async function readDays(days: readonly string[]): Promise<DayFigures[]> {
  const store = vitalsStore();
  const figures: DayFigures[] = [];
  for (const day of days) {
    const value: unknown = await store.get(day, { type: 'json' });
    if (value !== null) figures.push(readDayFigures(value, day));
  }
  return figures;
}

/** Deletes every stored day before the window ending on the day of `now`; returns the keys. */
export async function pruneDays(now: number, windowDays?: number): Promise<string[]> {
  const store = vitalsStore();
  const { blobs } = await store.list();
  const doomed = keysToPrune(
    blobs.map(({ key }) => key),
    dayOf(now),
    windowDays,
  );
  for (const key of doomed) await store.delete(key);
  return doomed;
}
