/**
 * The scheduled run (deliver-contact-messages, every minute): first delivers the stored
 * messages and lead alerts whose next attempt is due (read from the indexes of undelivered ones);
 * then, within a time budget and continuing where the last run stopped, sweeps every record once a UTC day
 * (deletes those older than the retention period, indexes again an undelivered one missing from
 * the index) and deletes rate-limit records whose window has passed. Each run records itself.
 */
import { getStore } from '@netlify/blobs';
import type { Context } from '@netlify/functions';
import { isDue } from './delivery';
import type { Logger } from './delivery';
import { contactRuntime } from './runtime';
import type { ContactRuntimeOptions } from './runtime';
import type { AlertChannelKind } from '../../../src/features/contact/alert-channels';
import { configuredChannels } from './alert-delivery';
import type { AlertChannels, Refusals } from './alert-delivery';
import { deleteExpiredBudgetWindows, digestId } from './alert-budget';
import {
  alertKey,
  alertStore,
  deleteAlertsOf,
  listUndeliveredAlertKeys,
  readAlert,
  unmarkAlertUndelivered,
} from './alert-store';
import { withLock } from './lock';
import {
  DELIVERED_KEEP_DAYS,
  deliveredStore,
  listMessageIds,
  listUndeliveredIds,
  markUndelivered,
  messageStore,
  readMessage,
  unmarkUndelivered,
} from './message-store';
import { deleteExpiredRateRecords } from './rate-limit';
import { RETRY_PERIOD_MS } from './retry-policy';
import { readSettings } from './settings';
import type { Settings } from './settings';
import type { Store } from './versioned-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Attempts in flight at once (each may wait for a slow mail server). */
export const RUN_CONCURRENCY = 4;
/**
 * Netlify stops a scheduled function after 30 s. No attempt starts after RUN_BUDGET_MS (one
 * attempt lasts at most the 9 s send deadline), and housekeeping (retention, rate-limit
 * cleanup) takes no new step after HOUSEKEEPING_BUDGET_MS: it continues where it stopped in
 * the next run.
 */
export const SCHEDULED_FUNCTION_LIMIT_MS = 30_000;
export const RUN_BUDGET_MS = 18_000;
export const HOUSEKEEPING_BUDGET_MS = 20_000;
/** Records read at once by the retention sweep. */
const SWEEP_CONCURRENCY = 8;

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
  /** Pending records found outside the retry index by the sweep, and indexed again. */
  reindexed: number;
  rateRecordsDeleted: number;
  /** The day's retention sweep is complete (false: it continues in the next run). */
  sweepDone: boolean;
  /** How long the run took (ms). */
  durationMs: number;
  /** The lead alerts: undelivered ones looked at, and the outcomes of those tried. */
  alerts: AlertRunSummary;
  /** The alert channels as this run read them (no secret): staff see it in `messages status`. */
  channels: ChannelReport[];
}

export interface AlertRunSummary {
  checked: number;
  sent: number;
  pending: number;
  undeliverable: number;
  deferred: number;
  /** Alerts of messages that were never stored (their request failed), deleted. */
  dropped: number;
}

export interface ChannelReport {
  kind: AlertChannelKind;
  status: 'configured' | 'misconfigured';
  problem?: string;
  /** The service refused an alert for good in this run: its answer (no secret). */
  refused?: string;
}

type FunctionContext = { deploy?: Partial<Context['deploy']> };

/** Where the run keeps its sweep position and the record of its last run. */
export const SCHEDULE_STORE = 'contact-schedule';
const SWEEP_KEY = 'retention';
export const LAST_RUN_KEY = 'last-run';

/** Where the retention sweep of a UTC day has got to (`after`: the last id it looked at). */
interface SweepState {
  day: string;
  phase: 'messages' | 'delivered';
  done: boolean;
  after?: string;
}

/** The record of the last scheduled run (`npm run messages -- status`, the function's check). */
export interface LastRun {
  at: string;
  summary: RunSummary;
}

export function scheduleStore() {
  return getStore({ name: SCHEDULE_STORE, consistency: 'strong' });
}

export async function readLastRun(): Promise<LastRun | null> {
  const value = (await scheduleStore().get(LAST_RUN_KEY, { type: 'json' })) as LastRun | null;
  return value && typeof value.at === 'string' ? value : null;
}

/**
 * One record of the sweep: deleted if it arrived before `cutoff` (checked again under its lock),
 * indexed again if it is undelivered and missing from the index. A malformed record is logged
 * and kept.
 */
async function sweepOne(
  store: Store,
  id: string,
  cutoff: number,
  indexed: Set<string>,
  log: Logger,
): Promise<'deleted' | 'reindexed' | 'kept'> {
  const current = await readMessage(store, id);
  if (!current) return 'kept';
  const received = Date.parse(current.value?.receivedAt);
  if (!Number.isFinite(received)) {
    log.error(`[contact] stored record ${id} is malformed (no receivedAt): kept, not deleted`);
    return 'kept';
  }
  if (received < cutoff) return (await deleteIfOlder(store, id, cutoff)) ? 'deleted' : 'kept';
  const { status } = current.value;
  if ((status === 'pending' || status === 'sending') && !indexed.has(id)) {
    await markUndelivered(id);
    log.warn(`[contact] ${status} message ${id} was missing from the retry index: indexed again`);
    return 'reindexed';
  }
  return 'kept';
}

/** Deletes the record if it (still) arrived before `cutoff`, under its lock. */
async function deleteIfOlder(store: Store, id: string, cutoff: number): Promise<boolean> {
  return withLock(`message:${id}`, async () => {
    const current = await readMessage(store, id);
    const received = Date.parse(current?.value?.receivedAt ?? '');
    if (!current || !Number.isFinite(received) || received >= cutoff) return false;
    await store.delete(id);
    await unmarkUndelivered(id);
    await deleteAlertsOf(alertStore(), id);
    return true;
  });
}

/**
 * Deletes every contact record that arrived more than `days` days before `now`, whatever its
 * status; returns the ids deleted. Staff use it (`messages purge`); the run sweeps in steps.
 */
export async function purgeOlderThan(store: Store, days: number, now: number): Promise<string[]> {
  const cutoff = now - days * DAY_MS;
  const deleted: string[] = [];
  for (const id of await listMessageIds(store))
    if (await deleteIfOlder(store, id, cutoff)) deleted.push(id);
  return deleted;
}

/** Runs `work` over `items` with `concurrency` workers while `more()` holds. */
async function each<T>(
  items: readonly T[],
  concurrency: number,
  more: () => boolean,
  work: (item: T) => Promise<void>,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && more()) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return next;
}

/** What one run works with: its settings, stores, channels, clock and summary. */
interface RunState {
  settings: Settings;
  store: Store;
  alertRecords: Store;
  channels: AlertChannels;
  refusals: Refusals;
  summary: RunSummary;
  elapsed: () => number;
}

function emptySummary(settings: Settings): RunSummary {
  return {
    checked: 0,
    sent: 0,
    pending: 0,
    undeliverable: 0,
    deferred: 0,
    deleted: 0,
    reindexed: 0,
    rateRecordsDeleted: 0,
    sweepDone: false,
    durationMs: 0,
    alerts: { checked: 0, sent: 0, pending: 0, undeliverable: 0, deferred: 0, dropped: 0 },
    channels: settings.alerts.map((state) =>
      state.status === 'configured'
        ? { kind: state.kind, status: state.status }
        : { kind: state.kind, status: state.status, problem: state.problem },
    ),
  };
}

/**
 * The scheduled run. In order: the settings' problems logged once, the due deliveries (mail and
 * alerts on workers of their own), the channels that refused for good reported once, the
 * bounded housekeeping, and the run's own record.
 */
export function createDeliveryRun(options: RunOptions = {}) {
  const { env, now, log, delivery, alerts } = contactRuntime(options);

  async function run(context: FunctionContext = {}): Promise<RunSummary> {
    const started = Date.now();
    const settings = readSettings(env(), context.deploy?.context);
    const state: RunState = {
      settings,
      store: messageStore(),
      alertRecords: alertStore(),
      channels: configuredChannels(settings.alerts),
      refusals: new Map(),
      summary: emptySummary(settings),
      elapsed: () => Date.now() - started,
    };
    logSettingsProblems(settings);
    await deliverDue(state);
    reportRefusals(state);
    await housekeep(state);
    return recordRun(state);
  }

  /** Once per run, never per message: a channel that cannot send, and mail without settings. */
  function logSettingsProblems(settings: Settings) {
    for (const channel of settings.alerts)
      if (channel.status === 'misconfigured') log.error(`[contact] !!! ${channel.problem}`);
    if (settings.delivery.kind === 'unconfigured')
      log.error(
        `[contact] !!! MAIL IS NOT CONFIGURED: ${settings.delivery.reason}; stored messages wait.`,
      );
  }

  /**
   * Deliveries first: housekeeping never delays a due message. Mail and alerts have workers of
   * their own, so a slow chat service never holds up the mail, nor the mail an alert.
   */
  async function deliverDue(state: RunState) {
    const { summary } = state;
    const ids = await listUndeliveredIds();
    summary.checked = ids.length;
    const alertKeys = await listUndeliveredAlertKeys().catch((error: unknown) => {
      log.error('[contact] scheduled run: the alert index could not be read', error);
      return [] as string[];
    });
    summary.alerts.checked = alertKeys.length;
    await Promise.all([
      each(
        ids,
        RUN_CONCURRENCY,
        () => true,
        async (id: string) => {
          try {
            await visitMessage(state, id);
          } catch (error) {
            // One unreadable record or a lock held too long must not stop the others.
            log.error(`[contact] scheduled run: ${id} failed`, error);
            summary.deferred += 1;
          }
        },
      ),
      each(
        alertKeys,
        RUN_CONCURRENCY,
        () => true,
        async (key: string) => {
          try {
            await visitAlert(state, key);
          } catch (error) {
            log.error(`[contact] scheduled run: alert ${key} failed`, error);
            summary.alerts.deferred += 1;
          }
        },
      ),
    ]);
  }

  /** Delivers one indexed message if it is due; drops index entries of delivered ones. */
  async function visitMessage({ settings, store, summary, elapsed }: RunState, id: string) {
    const current = await readMessage(store, id);
    if (!current) {
      // An entry without its record: the record was deleted (entries are written after it).
      await unmarkUndelivered(id);
      return;
    }
    if (current.value.status === 'sent' || current.value.status === 'undeliverable') {
      await unmarkUndelivered(id);
      return;
    }
    if (settings.delivery.kind === 'unconfigured' || !isDue(current.value, now())) return;
    if (elapsed() > RUN_BUDGET_MS) {
      summary.deferred += 1;
      return;
    }
    const outcome = await delivery.deliverStored(settings, store, id);
    if (outcome === 'sent' || outcome === 'pending' || outcome === 'undeliverable')
      summary[outcome] += 1;
    else if (outcome === 'busy') summary.deferred += 1;
  }

  /** Delivers one indexed alert if it is due; drops index entries of settled ones. */
  async function visitAlert(state: RunState, key: string) {
    const { settings, alertRecords, channels, refusals, summary, elapsed } = state;
    const current = await readAlert(alertRecords, key);
    if (!current) {
      await unmarkAlertUndelivered(key);
      return;
    }
    const alert = current.value;
    if (alert.status === 'sent' || alert.status === 'undeliverable') {
      await unmarkAlertUndelivered(key);
      return;
    }
    if (!isDue(alert, now())) return;
    if (!channels.has(alert.channel)) {
      // Its channel was removed or broken (logged once per run): it waits for a fix, and past
      // the retry period it is given up on like any other.
      if (now() - Date.parse(alert.receivedAt) > RETRY_PERIOD_MS) {
        await alerts.giveUp(alertRecords, alert, `the ${alert.channel} channel is not configured`);
        summary.alerts.undeliverable += 1;
      }
      return;
    }
    if (elapsed() > RUN_BUDGET_MS) {
      summary.alerts.deferred += 1;
      return;
    }
    const outcome = await alerts.deliverStored(
      channels,
      alertRecords,
      key,
      settings.local,
      refusals,
    );
    if (outcome === 'busy') summary.alerts.deferred += 1;
    else if (outcome in summary.alerts) summary.alerts[outcome as keyof AlertRunSummary] += 1;
  }

  /** Each channel that refused for good: one error line, and its answer in the run's record. */
  function reportRefusals({ refusals, summary }: RunState) {
    alerts.reportRefusals(refusals);
    for (const report of summary.channels) {
      const refused = refusals.get(report.kind);
      if (refused) report.refused = refused;
    }
  }

  /** Bounded: the day's retention sweep continues where the last run stopped. */
  async function housekeep({ settings, store, alertRecords, summary, elapsed }: RunState) {
    const more = () => elapsed() < HOUSEKEEPING_BUDGET_MS;
    try {
      if (settings.retentionProblem) log.error(`[contact] ${settings.retentionProblem}`);
      await sweep(store, scheduleStore(), settings.retentionDays, summary, more);
      if (more()) summary.rateRecordsDeleted = await deleteExpiredRateRecords(now(), more);
      if (more())
        await deleteExpiredBudgetWindows(
          now(),
          RETRY_PERIOD_MS + DAY_MS,
          async (channel, windowStart) => {
            const key = alertKey(digestId(windowStart), channel);
            await alertRecords.delete(key);
            await unmarkAlertUndelivered(key);
          },
          more,
        );
    } catch (error) {
      log.error('[contact] scheduled run: housekeeping stopped', error);
    }
  }

  /** The run's own record, for `npm run messages -- status` and the function's check. */
  async function recordRun({ summary, elapsed }: RunState): Promise<RunSummary> {
    summary.durationMs = elapsed();
    await scheduleStore()
      .setJSON(LAST_RUN_KEY, { at: new Date(now()).toISOString(), summary } satisfies LastRun)
      .catch((error: unknown) => log.error('[contact] could not record the run', error));
    log.info(`[contact] scheduled run: ${JSON.stringify(summary)}`);
    return summary;
  }

  async function sweep(
    store: Store,
    schedule: Store,
    retentionDays: number | null,
    summary: RunSummary,
    more: () => boolean,
  ) {
    const today = new Date(now()).toISOString().slice(0, 10);
    const saved = (await schedule.get(SWEEP_KEY, { type: 'json' })) as Partial<SweepState> | null;
    let state: SweepState =
      saved?.day === today
        ? {
            day: today,
            phase: saved.phase === 'delivered' ? 'delivered' : 'messages',
            done: saved.done === true,
            ...(typeof saved.after === 'string' ? { after: saved.after } : {}),
          }
        : { day: today, phase: 'messages', done: false };
    // Too short a retention (refused by the settings): nothing is deleted, the index still repaired.
    const cutoff = retentionDays === null ? -Infinity : now() - retentionDays * DAY_MS;
    const deliveredCutoff = now() - DELIVERED_KEEP_DAYS * DAY_MS;
    const delivered = deliveredStore();
    while (!state.done && more()) {
      const phase = state.phase;
      const indexed =
        phase === 'messages' ? new Set(await listUndeliveredIds()) : new Set<string>();
      const keys = (await listMessageIds(phase === 'messages' ? store : delivered)).sort();
      const after = state.after;
      const todo = after ? keys.filter((key) => key > after) : keys;
      const visited = await each(todo, SWEEP_CONCURRENCY, more, async (id: string) => {
        try {
          if (phase === 'delivered') {
            const entry = (await delivered.get(id, { type: 'json' })) as { sentAt?: string } | null;
            const sentAt = Date.parse(entry?.sentAt ?? '');
            if (entry && (!Number.isFinite(sentAt) || sentAt < deliveredCutoff))
              await delivered.delete(id);
            return;
          }
          const outcome = await sweepOne(store, id, cutoff, indexed, log);
          if (outcome === 'deleted') summary.deleted += 1;
          if (outcome === 'reindexed') summary.reindexed += 1;
        } catch (error) {
          log.error(`[contact] retention sweep: ${id} failed; kept for the next sweep`, error);
        }
      });
      // Every id handed out is done (the workers finish theirs): resume after the last of them.
      const last = todo[visited - 1] ?? after;
      if (visited < todo.length) state = { ...state, ...(last ? { after: last } : {}) };
      else if (phase === 'messages') state = { day: today, phase: 'delivered', done: false };
      else state = { day: today, phase, done: true };
    }
    summary.sweepDone = state.done;
    // Once the day's sweep is done, the runs of the rest of the day leave its record as it is.
    if (!(state.done && saved?.day === today && saved.done === true))
      await schedule.setJSON(SWEEP_KEY, state);
  }

  return run;
}
