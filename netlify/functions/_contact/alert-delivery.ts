/**
 * Delivery of lead alerts with the mail's guarantee, on records of their own (alert-store.ts):
 * each alert (message x channel) is claimed by a compare-and-swap to `sending` under its own
 * lock, sent, and its outcome recorded; a failure waits for the alerts' retry schedule, at most
 * a minute between attempts (or longer, when the service said so with 429 / Retry-After) and,
 * past the retry period, is marked
 * undeliverable with an error naming the message and the channel. The mail's record is only read
 * (for the alert's text), never written, so neither delays or repeats the other.
 */
import type {
  AlertChannelKind,
  AlertChannelSettings,
  AlertChannelState,
} from '../../../src/features/contact/alert-channels';
import {
  alertKey,
  alertStore,
  createAlert,
  markAlertUndelivered,
  readAlert,
  replaceAlert,
  saveAlert,
  unmarkAlertUndelivered,
} from './alert-store';
import type { StoredAlert } from './alert-store';
import {
  ALERT_DEADLINE_MS,
  AlertSendError,
  composeAlert,
  composeDigest,
  sendAlert,
} from './alerts';
import type { AlertContent } from './alerts';
import { digestCount, digestId, takeAlertBudget } from './alert-budget';
import type { AlertBudget } from './alert-budget';
import { STALE_SENDING_MS, persist } from './delivery';
import type { Logger } from './delivery';
import { withLock } from './lock';
import { messageStore, readMessage } from './message-store';
import { RETRY_PERIOD_MS, alertNextAttemptAt } from './retry-policy';
import { PERMANENT_GRACE_MS, claimed, failed, isDue, succeeded } from './retrying-record';
import type { Store } from './versioned-store';

/** The first permanent refusal of each channel in one run (or one request): logged once. */
export type Refusals = Map<AlertChannelKind, string>;

export type AlertOutcome = 'sent' | 'pending' | 'undeliverable' | 'dropped';
export type AlertChannels = ReadonlyMap<AlertChannelKind, AlertChannelSettings>;

/** The channels that can send, by kind. */
export function configuredChannels(states: readonly AlertChannelState[]): AlertChannels {
  return new Map(
    states.flatMap((state) =>
      state.status === 'configured' ? [[state.kind, state.settings] as const] : [],
    ),
  );
}

const iso = (time: number) => new Date(time).toISOString();

export interface AlertDeliveryOptions {
  now: () => number;
  log: Logger;
  /** Whole-request deadline of one alert (tests shorten it). */
  deadlineMs?: number;
  /** Certificates trusted besides the system's (tests). */
  ca?: string;
}

export function createAlertDelivery({
  now,
  log,
  deadlineMs = ALERT_DEADLINE_MS,
  ca,
}: AlertDeliveryOptions) {
  const name = (alert: StoredAlert) => `alert of message ${alert.messageId} via ${alert.channel}`;

  async function saveOutcome(store: Store, value: StoredAlert): Promise<void> {
    try {
      await persist(() => saveAlert(store, value));
      if (value.status === 'sent' || value.status === 'undeliverable')
        await persist(() => unmarkAlertUndelivered(value.key));
      else await persist(() => markAlertUndelivered(value.key));
    } catch (error) {
      log.error(`[contact] could not record that the ${name(value)} is ${value.status}`, error);
    }
  }

  /**
   * One pending record per configured channel, due at once, written before the message's own
   * record: a message stored has its alerts. Existing records are left as they are. Returns the
   * channels whose record could not be written (the alert store failing): the message is
   * accepted all the same, and the gap is logged here and kept on the message's record.
   */
  async function createPending(
    store: Store,
    message: { id: string; receivedAt: string },
    channels: AlertChannels,
    budget?: { budget: AlertBudget; local: boolean },
  ): Promise<AlertChannelKind[]> {
    // One channel's records at a time would add their round trips to the visitor's wait.
    const results = await Promise.all(
      [...channels.keys()].map(async (channel) => {
        try {
          const decision = budget
            ? await takeAlertBudget(
                channel,
                message.id,
                budget.budget,
                Date.parse(message.receivedAt),
                budget.local,
              ).catch((error: unknown) => {
                // The budget's store failing never costs staff the alert.
                log.error(`[contact] the ${channel} alert budget could not be read`, error);
                return { kind: 'alert' } as const;
              })
            : ({ kind: 'alert' } as const);
          if (decision.kind === 'alert') await createOne(store, message, channel);
          else await createDigest(store, channel, decision.windowStart, decision.windowEnd);
          return null;
        } catch (error) {
          log.error(
            `[contact] !!! the ${channel} alert of message ${message.id} could not be recorded, ` +
              `so it may not be sent (the message is accepted and mailed). Staff: npm run messages -- show ${message.id}`,
            error,
          );
          return channel;
        }
      }),
    );
    return results.filter((channel): channel is AlertChannelKind => channel !== null);
  }

  /** The window's digest on `channel`, due when the window ends; left as it is if it exists. */
  async function createDigest(
    store: Store,
    channel: AlertChannelKind,
    windowStart: number,
    windowEnd: number,
  ): Promise<void> {
    const id = digestId(windowStart);
    const end = iso(windowEnd);
    const record: StoredAlert = {
      key: alertKey(id, channel),
      messageId: id,
      channel,
      receivedAt: end,
      createdAt: iso(now()),
      updatedAt: iso(now()),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: end,
      digest: { windowStart, windowEnd },
    };
    await persist(async () => {
      if (await createAlert(store, record)) return;
      if (!(await readAlert(store, record.key)))
        throw new Error(`digest ${record.key} was neither created nor found`);
    });
    await persist(() => markAlertUndelivered(record.key));
  }

  async function createOne(
    store: Store,
    message: { id: string; receivedAt: string },
    channel: AlertChannelKind,
  ): Promise<void> {
    const record: StoredAlert = {
      key: alertKey(message.id, channel),
      messageId: message.id,
      channel,
      receivedAt: message.receivedAt,
      createdAt: message.receivedAt,
      updatedAt: message.receivedAt,
      status: 'pending',
      attempts: 0,
    };
    // Refused as existing: read to be sure (a refusal may also be a writer that then failed).
    // Indexed either way (an earlier request may have died between the two writes). Each
    // write is tried on its own, so one failing store request does not redo the other.
    await persist(async () => {
      if (await createAlert(store, record)) return;
      if (!(await readAlert(store, record.key)))
        throw new Error(`alert ${record.key} was neither created nor found`);
    });
    await persist(() => markAlertUndelivered(record.key));
  }

  /** Marks an alert past its retry period undeliverable without trying (its channel is gone). */
  async function giveUp(store: Store, alert: StoredAlert, reason: string): Promise<void> {
    log.error(
      `[contact] ${name(alert)} is UNDELIVERABLE since ${alert.receivedAt}: ${reason}. ` +
        `Staff: npm run messages -- show ${alert.messageId}`,
    );
    const { nextAttemptAt: _next, ...rest } = alert;
    await saveOutcome(store, {
      ...rest,
      status: 'undeliverable',
      updatedAt: iso(now()),
      lastError: reason,
    });
  }

  /**
   * A message alert written before its message: the message's request has not stored it yet,
   * or failed and the visitor's browser sends the message again later. The alert waits on the
   * retry schedule (the attempt not counted); past the retry period, and still without its
   * message (checked under the message's lock, which the request storing it holds), it is
   * deleted quietly: that message was never accepted.
   */
  async function awaitMessage(store: Store, alert: StoredAlert): Promise<AlertOutcome> {
    const time = now();
    if (time - Date.parse(alert.receivedAt) > RETRY_PERIOD_MS) {
      const dropped = await withLock(`message:${alert.messageId}`, async () => {
        if (await readMessage(messageStore(), alert.messageId)) return false;
        await store.delete(alert.key);
        await unmarkAlertUndelivered(alert.key);
        return true;
      });
      if (dropped) {
        log.info(`[contact] ${name(alert)} dropped: the message was never stored`);
        return 'dropped';
      }
      return 'pending';
    }
    const waited = Math.max(1, alert.attempts - 1);
    await saveOutcome(store, {
      ...alert,
      status: 'pending',
      attempts: alert.attempts - 1,
      updatedAt: iso(time),
      nextAttemptAt: iso(
        alertNextAttemptAt(alert.receivedAt, waited, time) ?? time + STALE_SENDING_MS,
      ),
    });
    return 'pending';
  }

  /** What the alert says: its message's, or a window's digest; null while its message is not stored. */
  async function contentOf(alert: StoredAlert): Promise<AlertContent | null> {
    if (alert.digest) {
      const { windowStart, windowEnd } = alert.digest;
      const count = await digestCount(alert.channel, windowStart);
      return composeDigest(alert.messageId, count, windowStart, windowEnd);
    }
    const message = await readMessage(messageStore(), alert.messageId);
    return message?.value?.message ? composeAlert(message.value) : null;
  }

  /** Sends a claimed alert and records the outcome. */
  async function attempt(
    channels: AlertChannels,
    store: Store,
    alert: StoredAlert,
    refusals: Refusals = new Map(),
  ): Promise<AlertOutcome> {
    const content = await contentOf(alert);
    if (!content) return awaitMessage(store, alert);
    const channel = channels.get(alert.channel);
    try {
      if (!channel)
        throw new AlertSendError(`the ${alert.channel} channel is not configured`, false);
      const answer = await sendAlert(channel, content, alert.key, {
        deadlineMs,
        now,
        ...(ca ? { ca } : {}),
      });
      const time = now();
      await saveOutcome(
        store,
        succeeded(alert, time, { sentAt: iso(time), answer: answer.summary }),
      );
      return 'sent';
    } catch (error) {
      return recordFailure(store, alert, error, refusals);
    }
  }

  /**
   * A failed attempt, judged by the retrying record's rules. A permanent refusal is not logged
   * per alert: it goes into `refusals`, which the caller logs once per channel.
   */
  async function recordFailure(
    store: Store,
    alert: StoredAlert,
    error: unknown,
    refusals: Refusals,
  ): Promise<AlertOutcome> {
    const failure =
      error instanceof AlertSendError
        ? error
        : new AlertSendError(error instanceof Error ? error.message : String(error), true);
    const time = now();
    const { record, verdict } = failed(
      alert,
      {
        reason: failure.message,
        ambiguous: failure.ambiguous,
        permanent: failure.permanent,
        ...(failure.retryAfterMs === undefined ? {} : { retryAfterMs: failure.retryAfterMs }),
      },
      time,
      alertNextAttemptAt,
    );
    const reason = record.lastError ?? failure.message;
    if (failure.permanent && !refusals.has(alert.channel)) refusals.set(alert.channel, reason);
    if (verdict.why === 'unconfirmed')
      log.error(
        `[contact] ${name(alert)} is UNDELIVERABLE (unconfirmed): ${record.ambiguousAttempts} attempts got no ` +
          `answer (${reason}); it may have arrived. Staff: npm run messages -- show ${alert.messageId}`,
      );
    else if (verdict.why === 'refused')
      log.error(
        `[contact] ${name(alert)} is UNDELIVERABLE: the service refused it for good since ` +
          `${record.permanentSince} (${reason}). Staff: npm run messages -- show ${alert.messageId}`,
      );
    else if (verdict.status === 'undeliverable')
      log.error(
        `[contact] ${name(alert)} is UNDELIVERABLE after ${alert.attempts} attempts since ` +
          `${alert.receivedAt}: ${reason}. Staff: npm run messages -- show ${alert.messageId}`,
      );
    else if (!failure.permanent)
      log.warn(
        `[contact] attempt ${alert.attempts} of the ${name(alert)} failed (${reason}); next at ${iso(verdict.next ?? time)}`,
      );
    await saveOutcome(store, record);
    return verdict.status;
  }

  /** Tells staff once per channel that refused alerts for good, with the service's answer. */
  function reportRefusals(refusals: Refusals): void {
    for (const [kind, reason] of refusals)
      log.error(
        `[contact] !!! the ${kind} alert channel refuses alerts for good (${reason}); each is ` +
          `given up on ${PERMANENT_GRACE_MS / 60_000} minutes after its first refusal. Check its ` +
          `settings: npm run messages -- status`,
      );
  }

  /** Claims the alert if it is due (compare-and-swap under its lock), or says why not. */
  async function claim(
    store: Store,
    key: string,
    local: boolean,
  ): Promise<{ record: StoredAlert } | { skipped: 'missing' | 'not-due' | 'busy' }> {
    for (;;) {
      const result = await withLock(`alert:${key}`, async () => {
        const current = await readAlert(store, key);
        if (!current) return { skipped: 'missing' as const };
        const time = now();
        if (!isDue(current.value, time))
          return {
            skipped: current.value.status === 'sending' ? ('busy' as const) : ('not-due' as const),
          };
        const record = claimed(current.value, time);
        return (await replaceAlert(store, record, current, local)) ? { record } : null;
      });
      if (result) return result;
    }
  }

  async function deliverStored(
    channels: AlertChannels,
    store: Store,
    key: string,
    local: boolean,
    refusals: Refusals = new Map(),
  ): Promise<AlertOutcome | 'missing' | 'not-due' | 'busy'> {
    const result = await claim(store, key, local);
    if ('skipped' in result) return result.skipped;
    return attempt(channels, store, result.record, refusals);
  }

  /**
   * The function's first attempt of a message's alerts, one per configured channel at once.
   * Never throws: whatever fails is recorded or logged, and the scheduled run tries again.
   */
  async function deliverAll(channels: AlertChannels, messageId: string, local: boolean) {
    const store = alertStore();
    const refusals: Refusals = new Map();
    await Promise.all(
      [...channels.keys()].map((kind) =>
        deliverStored(channels, store, alertKey(messageId, kind), local, refusals).catch(
          (error: unknown) =>
            log.error(`[contact] first attempt of the ${kind} alert of ${messageId} failed`, error),
        ),
      ),
    );
    reportRefusals(refusals);
  }

  return { attempt, claim, createPending, deliverAll, deliverStored, giveUp, reportRefusals };
}
