/**
 * One delivery record per lead alert (message id x channel kind), in Netlify Blobs beside the
 * message records, with the same statuses, compare-and-swap claims (versioned-store.ts) and an
 * index of the undelivered ones the scheduled run reads. An alert record holds no personal data:
 * the alert is composed from the message's record when it is sent.
 */
import { getStore } from '@netlify/blobs';
import { recordIndex } from './record-index';
import type { AlertChannelKind } from '../../../src/features/contact/alert-channels';
import { alertChannelKinds } from '../../../src/features/contact/alert-channels';
import type { DeliveryStatus } from './message-store';
import { readVersioned, writeIfUnchanged } from './versioned-store';
import type { Store, Versioned } from './versioned-store';

export const ALERT_STORE = 'contact-alerts';
/** The keys of alerts not delivered yet (`sending` or `pending`), one empty entry each. */
export const ALERT_INDEX_STORE = 'contact-alerts-undelivered';

export interface StoredAlert {
  /** `<message id>.<channel>`: also the idempotency key the services that take one receive. */
  key: string;
  messageId: string;
  channel: AlertChannelKind;
  /** The message's arrival: the retry period counts from it, as for the mail. */
  receivedAt: string;
  createdAt: string;
  updatedAt: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt?: string;
  sentAt?: string;
  /** The service's answer to the delivered alert (its id for it), secret-free. */
  answer?: string;
  lastError?: string;
  /** Failed attempts after which the service may have had the alert (its answer was lost). */
  ambiguousAttempts?: number;
  /** When the service first refused it for good (retrying-record.ts gives it a grace). */
  permanentSince?: string;
  /** A window's digest (alert-budget.ts), not one message's alert; `messageId` is its own id. */
  digest?: { windowStart: number; windowEnd: number };
}

export const alertKey = (messageId: string, channel: AlertChannelKind) => `${messageId}.${channel}`;

export function alertStore() {
  return getStore({ name: ALERT_STORE, consistency: 'strong' });
}

const undelivered = recordIndex(ALERT_INDEX_STORE);
export const markAlertUndelivered = undelivered.mark;
export const unmarkAlertUndelivered = undelivered.unmark;
export const listUndeliveredAlertKeys = undelivered.list;

export function readAlert(store: Store, key: string): Promise<Versioned<StoredAlert> | null> {
  return readVersioned<StoredAlert>(store, key);
}

/** Creates the record unless it exists (then false); the caller indexes it. */
export function createAlert(store: Store, record: StoredAlert): Promise<boolean> {
  return writeIfUnchanged(store, record.key, record, null);
}

export function replaceAlert(
  store: Store,
  record: StoredAlert,
  current: Versioned<StoredAlert>,
  local: boolean,
): Promise<boolean> {
  return writeIfUnchanged(store, record.key, record, current, local);
}

export async function saveAlert(store: Store, record: StoredAlert): Promise<void> {
  await store.setJSON(record.key, record);
}

/** Deletes the alert records of a message (with the message, by the retention). */
export async function deleteAlertsOf(store: Store, messageId: string): Promise<void> {
  // At once: the retention sweep calls this for every record it deletes, within its time budget.
  await Promise.all(
    alertChannelKinds.map(async (kind) => {
      const key = alertKey(messageId, kind);
      await store.delete(key);
      await unmarkAlertUndelivered(key);
    }),
  );
}

export async function listAlerts(store: Store): Promise<StoredAlert[]> {
  const { blobs } = await store.list();
  const records = await Promise.all(
    blobs.map(async (blob) => (await readAlert(store, blob.key))?.value),
  );
  return records.filter((record): record is StoredAlert => Boolean(record?.key));
}
