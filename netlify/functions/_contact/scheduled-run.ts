/**
 * The scheduled run (deliver-contact-messages, every 5 minutes): delivers the stored messages
 * whose next attempt is due (read from the index of undelivered ones), deletes contact records
 * older than the retention period (once a UTC day), and deletes rate-limit records whose window
 * has passed.
 */
import { getStore } from '@netlify/blobs';
import type { Context } from '@netlify/functions';
import { contactRuntime, isDue } from './delivery';
import type { ContactRuntimeOptions } from './delivery';
import { withLock } from './lock';
import {
  listMessageIds,
  listUndeliveredIds,
  messageStore,
  readMessage,
  unmarkUndelivered,
} from './message-store';
import { deleteExpiredRateRecords } from './rate-limit';
import { readSettings } from './settings';
import type { Store } from './versioned-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Attempts in flight at once (each may wait for a slow mail server). */
export const RUN_CONCURRENCY = 4;
/** No attempt starts after this much of a run (Netlify stops a scheduled function at 30 s). */
export const RUN_BUDGET_MS = 18_000;

export type RunOptions = ContactRuntimeOptions;

export interface RunSummary {
  /** Undelivered messages looked at. */
  checked: number;
  sent: number;
  pending: number;
  undeliverable: number;
  /** Due but left for the next run: the time budget ran out, or another run holds them. */
  deferred: number;
  deleted: number;
  rateRecordsDeleted: number;
}

type FunctionContext = { deploy?: Partial<Context['deploy']> };

/** Where the run notes the UTC day of its last retention pass. */
export const SCHEDULE_STORE = 'contact-schedule';
const RETENTION_KEY = 'retention';

/** Deletes the record if it (still) arrived before `cutoff`, under its lock. */
async function deleteIfOlder(store: Store, id: string, cutoff: number): Promise<boolean> {
  return withLock(`message:${id}`, async () => {
    const current = await readMessage(store, id);
    if (!current || Date.parse(current.value.receivedAt) >= cutoff) return false;
    await store.delete(id);
    await unmarkUndelivered(id);
    return true;
  });
}

/**
 * Deletes every contact record that arrived more than `days` days before `now`, whatever its
 * status; returns the ids deleted. Staff use it (`messages purge`); the run does the same inline.
 */
export async function purgeOlderThan(store: Store, days: number, now: number): Promise<string[]> {
  const cutoff = now - days * DAY_MS;
  const deleted: string[] = [];
  for (const id of await listMessageIds(store))
    if (await deleteIfOlder(store, id, cutoff)) deleted.push(id);
  return deleted;
}

export function createDeliveryRun(options: RunOptions = {}) {
  const { env, now, log, delivery } = contactRuntime(options);

  async function run(context: FunctionContext = {}): Promise<RunSummary> {
    const started = Date.now();
    const settings = readSettings(env(), context.deploy?.context);
    const store = messageStore();
    const summary: RunSummary = {
      checked: 0,
      sent: 0,
      pending: 0,
      undeliverable: 0,
      deferred: 0,
      deleted: 0,
      rateRecordsDeleted: 0,
    };

    const configured = settings.delivery.kind !== 'unconfigured';
    if (settings.delivery.kind === 'unconfigured')
      log.error(
        `[contact] !!! MAIL IS NOT CONFIGURED: ${settings.delivery.reason}; stored messages wait.`,
      );

    // Retention: a full pass over every record, once a UTC day (the first run of the day).
    const today = new Date(now()).toISOString().slice(0, 10);
    const schedule = getStore({ name: SCHEDULE_STORE, consistency: 'strong' });
    const last = (await schedule.get(RETENTION_KEY, { type: 'json' })) as { day?: string } | null;
    if (last?.day !== today) {
      summary.deleted = (await purgeOlderThan(store, settings.retentionDays, now())).length;
      await schedule.setJSON(RETENTION_KEY, { day: today });
    }

    /** Delivers one indexed message if it is due; drops index entries of delivered ones. */
    async function visit(id: string) {
      const current = await readMessage(store, id);
      if (!current || current.value.status === 'sent' || current.value.status === 'undeliverable') {
        await unmarkUndelivered(id);
        return;
      }
      if (!configured || !isDue(current.value, now())) return;
      if (Date.now() - started > RUN_BUDGET_MS) {
        summary.deferred += 1;
        return;
      }
      const outcome = await delivery.deliverStored(settings, store, id);
      if (outcome === 'sent' || outcome === 'pending' || outcome === 'undeliverable')
        summary[outcome] += 1;
      else if (outcome === 'busy') summary.deferred += 1;
    }

    const ids = await listUndeliveredIds();
    summary.checked = ids.length;
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next] as string;
        next += 1;
        try {
          await visit(id);
        } catch (error) {
          // One unreadable record or a lock held too long must not stop the others.
          log.error(`[contact] scheduled run: ${id} failed`, error);
          summary.deferred += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: RUN_CONCURRENCY }, worker));

    summary.rateRecordsDeleted = await deleteExpiredRateRecords(now());
    log.info(`[contact] scheduled run: ${JSON.stringify(summary)}`);
    return summary;
  }

  return run;
}
