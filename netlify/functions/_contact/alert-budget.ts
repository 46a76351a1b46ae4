/**
 * The site-wide budget of lead alerts: at most `limit` alerts per channel in each fixed window
 * (aligned to the epoch), counted in Netlify Blobs across function instances with
 * compare-and-swap writes. Past it, a message gets no alert of its own on that channel: it is
 * counted in the window's digest, one alert ("N more enquiries; see mail") sent when the window
 * ends. The mail is not touched: every accepted message is mailed whatever the budget says.
 */
import { getStore } from '@netlify/blobs';
import type { AlertChannelKind } from '../../../src/features/contact/alert-channels';
import { readVersioned, writeIfUnchanged } from './versioned-store';

export const ALERT_BUDGET_STORE = 'contact-alert-budget';
/** Compare-and-swap rounds before the budget is skipped (the alert then goes out). */
const MAX_SWAP_ROUNDS = 20;

export interface AlertBudget {
  /** Alerts per channel and window. */
  limit: number;
  windowSeconds: number;
}

export interface BudgetWindow {
  windowStart: number;
  windowEnd: number;
  /** Messages given an alert of their own in this window. */
  alerted: string[];
  /** Messages past the budget: the digest's count. */
  overflow: string[];
}

export type BudgetDecision =
  { kind: 'alert' } | { kind: 'digest'; windowStart: number; windowEnd: number };

export function alertBudgetStore() {
  return getStore({ name: ALERT_BUDGET_STORE, consistency: 'strong' });
}

export const budgetKey = (channel: AlertChannelKind, windowStart: number) =>
  `${channel}.${windowStart}`;

/** The id a window's digest goes under (its alert key is `<id>.<channel>`). */
export const digestId = (windowStart: number) => `digest-${windowStart}`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether message `id` gets an alert of its own on `channel` at `time`, or is counted in the
 * window's digest. A repeat of an id already counted gets the same answer and counts once.
 * Contention past MAX_SWAP_ROUNDS lets the alert go (an extra alert costs less than none).
 */
export async function takeAlertBudget(
  channel: AlertChannelKind,
  id: string,
  budget: AlertBudget,
  time: number,
  local: boolean,
): Promise<BudgetDecision> {
  const windowMs = budget.windowSeconds * 1000;
  const windowStart = Math.floor(time / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const key = budgetKey(channel, windowStart);
  const store = alertBudgetStore();
  for (let round = 0; round < MAX_SWAP_ROUNDS; round += 1) {
    const current = await readVersioned<Partial<BudgetWindow>>(store, key);
    const alerted = current?.value.alerted ?? [];
    const overflow = current?.value.overflow ?? [];
    if (alerted.includes(id)) return { kind: 'alert' };
    if (overflow.includes(id)) return { kind: 'digest', windowStart, windowEnd };
    const within = alerted.length < budget.limit;
    const next: BudgetWindow = {
      windowStart,
      windowEnd,
      alerted: within ? [...alerted, id] : alerted,
      overflow: within ? overflow : [...overflow, id],
    };
    if (await writeIfUnchanged(store, key, next, current, local))
      return within ? { kind: 'alert' } : { kind: 'digest', windowStart, windowEnd };
    await pause(5 + Math.random() * 20);
  }
  return { kind: 'alert' };
}

/** How many messages a window's digest stands for on `channel`. */
export async function digestCount(channel: AlertChannelKind, windowStart: number): Promise<number> {
  const record = (await alertBudgetStore().get(budgetKey(channel, windowStart), {
    type: 'json',
  })) as Partial<BudgetWindow> | null;
  return record?.overflow?.length ?? 0;
}

/**
 * Deletes the budget windows (and their digests' records) that ended more than `keepMs` before
 * `now`: a digest reads its window's count until it is sent, for at most the retry period.
 * Returns how many windows went.
 */
export async function deleteExpiredBudgetWindows(
  now: number,
  keepMs: number,
  deleteDigest: (channel: AlertChannelKind, windowStart: number) => Promise<void>,
  more: () => boolean = () => true,
): Promise<number> {
  const store = alertBudgetStore();
  const { blobs } = await store.list();
  let deleted = 0;
  for (const { key } of blobs) {
    if (!more()) break;
    const [channel, start] = key.split('.');
    const windowStart = Number(start);
    const record = (await store.get(key, { type: 'json' })) as Partial<BudgetWindow> | null;
    const end = record?.windowEnd ?? windowStart;
    if (!Number.isFinite(end) || end + keepMs > now) continue;
    await deleteDigest(channel as AlertChannelKind, windowStart);
    await store.delete(key);
    deleted += 1;
  }
  return deleted;
}
