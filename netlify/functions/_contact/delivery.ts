/**
 * Delivery of stored messages, shared by the function (the first attempt, while the visitor
 * waits) and the scheduled run (every later one). One attempt at a time per message: the
 * attempt is claimed by turning the record into `sending` with a compare-and-swap under the
 * message's lock, so overlapping runs and a visitor's retry never send one message twice.
 */
import {
  AmbiguousSendError,
  DEFAULT_OUTBOX_DIR,
  SEND_DEADLINE_MS,
  composeMail,
  sendSmtp,
  writeOutbox,
} from './mail';
import type { Delivered } from './mail';
import {
  markDelivered,
  markUndelivered,
  readMessage,
  replaceMessage,
  saveMessage,
  unmarkUndelivered,
} from './message-store';
import type { StoredMessage } from './message-store';
import { withLock } from './lock';
import { nextAttemptAt } from './retry-policy';
import { claimed, failed, isDue, succeeded } from './retrying-record';
import type { Settings } from './settings';
import type { Store } from './versioned-store';

export { MAX_AMBIGUOUS_ATTEMPTS, STALE_SENDING_MS, claimed, isDue } from './retrying-record';
export type { Attempted } from './retrying-record';

/** Tries of the outcome write before the record is left `sending` (and the failure logged). */
export const OUTCOME_WRITE_TRIES = 3;

/**
 * One write of an outcome, tried OUTCOME_WRITE_TRIES times: a record left `sending` may mean a
 * second mail, and a pending record without its index entry waits for the daily sweep.
 */
export async function persist(write: () => Promise<void>): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    try {
      await write();
      return;
    } catch (error) {
      if (tries >= OUTCOME_WRITE_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * tries));
    }
  }
}

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface DeliveryOptions {
  now: () => number;
  log: Logger;
  outboxDir?: string;
  /** Whole-send deadline (tests shorten it). */
  sendDeadlineMs?: number;
}

export type AttemptOutcome = 'sent' | 'pending' | 'undeliverable';

const iso = (time: number) => new Date(time).toISOString();

export function createDelivery({
  now,
  log,
  outboxDir = DEFAULT_OUTBOX_DIR,
  sendDeadlineMs = SEND_DEADLINE_MS,
}: DeliveryOptions) {
  /**
   * The outcome write. If the store fails here the record stays `sending`; once stale, the
   * scheduled run takes it over (a message that did go out may then go twice, with the same
   * Message-ID, which mail clients show once). Logged, so staff know.
   */
  async function saveOutcome(store: Store, value: StoredMessage): Promise<void> {
    try {
      await persist(() => saveMessage(store, value));
      if (value.status === 'sent' && value.sentAt) {
        const { sentAt } = value;
        await persist(() => markDelivered(value.id, sentAt));
      }
      // Sent or given up: the scheduled run need not look at it any more. Pending: indexed again
      // (an entry lost to a fault or a race must never leave a pending record unfindable).
      if (value.status === 'sent' || value.status === 'undeliverable')
        await persist(() => unmarkUndelivered(value.id));
      else await persist(() => markUndelivered(value.id));
    } catch (error) {
      log.error(`[contact] could not record that ${value.id} is ${value.status}`, error);
    }
  }

  async function send(settings: Settings, record: StoredMessage): Promise<Delivered> {
    const { delivery } = settings;
    if (delivery.kind === 'unconfigured') throw new Error(delivery.reason);
    const mail = composeMail(record, record.receivedAt, delivery.from, delivery.to);
    if (delivery.kind === 'smtp') return sendSmtp(delivery.url, mail, sendDeadlineMs);
    const written = await writeOutbox(outboxDir, mail, record.id);
    log.info(`[contact] no SMTP_URL: mail written to ${written.path}`);
    return written;
  }

  /**
   * Delivers a record this caller has claimed, and records the outcome. A failure leaves it
   * `pending` with its next attempt time, or `undeliverable` once the retry period is over.
   */
  async function attempt(
    settings: Settings,
    store: Store,
    message: StoredMessage,
  ): Promise<AttemptOutcome> {
    let delivered: Delivered;
    try {
      delivered = await send(settings, message);
    } catch (error) {
      return recordFailure(store, message, error);
    }
    const time = now();
    await saveOutcome(
      store,
      succeeded(message, time, {
        sentAt: iso(time),
        messageId: delivered.messageId,
        ...(delivered.path ? { outboxPath: delivered.path } : {}),
      }),
    );
    return 'sent';
  }

  /**
   * A failed send, judged by the retrying record's rules: only a failure after the whole mail
   * was written is ambiguous. The mail is never refused for good here: it is the guarantee, so
   * it is tried for the whole retry period.
   */
  async function recordFailure(
    store: Store,
    message: StoredMessage,
    error: unknown,
  ): Promise<AttemptOutcome> {
    const reason = error instanceof Error ? error.message : String(error);
    const time = now();
    const { record, verdict } = failed(
      message,
      { reason, ambiguous: error instanceof AmbiguousSendError, permanent: false },
      time,
      nextAttemptAt,
    );
    const short = record.lastError;
    if (verdict.why === 'unconfirmed')
      log.error(
        `[contact] message ${message.id} is UNDELIVERABLE (unconfirmed): the mail server took ` +
          `it ${record.ambiguousAttempts} times without confirming (${short}); it may be in the inbox ` +
          `(Message-ID <contact-${message.id}@...>). Staff: check before npm run messages -- resend ${message.id}`,
      );
    else if (verdict.status === 'undeliverable')
      log.error(
        `[contact] message ${message.id} is UNDELIVERABLE after ${message.attempts} attempts ` +
          `since ${message.receivedAt}: ${short}. Staff: npm run messages -- show ${message.id}`,
      );
    else
      log.warn(
        `[contact] attempt ${message.attempts} of ${message.id} failed (${short}); next at ${iso(verdict.next ?? time)}`,
      );
    await saveOutcome(store, record);
    return verdict.status;
  }

  /**
   * Claims the record if it is due (`force`: whatever its backoff says) and nobody else holds it.
   * Returns the claimed record, or null with the reason the caller reports.
   */
  async function claim(
    settings: Settings,
    store: Store,
    id: string,
    force = false,
  ): Promise<{ record: StoredMessage } | { skipped: 'missing' | 'not-due' | 'busy' }> {
    for (;;) {
      const result = await withLock(`message:${id}`, async () => {
        const current = await readMessage(store, id);
        if (!current) return { skipped: 'missing' as const };
        const time = now();
        if (!isDue(current.value, time, force))
          return {
            skipped: current.value.status === 'sending' ? ('busy' as const) : ('not-due' as const),
          };
        const record = claimed(current.value, time);
        return (await replaceMessage(store, record, current, settings.local)) ? { record } : null;
      });
      if (result) return result;
      // Another writer changed the record between the read and the write: look again.
    }
  }

  /** Claims and delivers one stored message if it is due; `skipped` when it was not. */
  async function deliverStored(
    settings: Settings,
    store: Store,
    id: string,
    force = false,
  ): Promise<AttemptOutcome | 'missing' | 'not-due' | 'busy'> {
    const result = await claim(settings, store, id, force);
    if ('skipped' in result) return result.skipped;
    return attempt(settings, store, result.record);
  }

  return { attempt, claim, deliverStored };
}

/**
 * Staff's `resend`: the record becomes `pending` and due at `time`, and is indexed, so the next
 * scheduled run delivers it. A delivery in progress is left alone (`busy`); one that died (stale)
 * may be queued again. The write is a compare-and-swap like every claim.
 */
export async function requeue(
  store: Store,
  id: string,
  time: number,
  local: boolean,
): Promise<'queued' | 'missing' | 'busy'> {
  return withLock(`message:${id}`, async () => {
    const current = await readMessage(store, id);
    if (!current) return 'missing';
    if (current.value.status === 'sending' && !isDue(current.value, time)) return 'busy';
    const due = iso(time);
    const record: StoredMessage = {
      ...current.value,
      status: 'pending',
      nextAttemptAt: due,
      updatedAt: due,
    };
    if (!(await replaceMessage(store, record, current, local))) return 'busy';
    await markUndelivered(id);
    return 'queued';
  });
}
