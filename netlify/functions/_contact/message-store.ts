/**
 * Every accepted message is stored in Netlify Blobs (key: its id) before it is sent, with its
 * time and delivery status, so nothing is lost and a repeat of the same id is never sent twice.
 * Claims to send are compare-and-swap writes (versioned-store.ts) under a lock (lock.ts).
 */
import type { AlertChannelKind } from '../../../src/features/contact/alert-channels';
import { getStore } from '@netlify/blobs';
import { recordIndex } from './record-index';
import { DELIVERED_KEEP_DAYS } from '../../../src/features/contact/contact-protocol';
import type {
  ContactScope,
  ReceivedLeadSource,
} from '../../../src/features/contact/contact-protocol';
import type { ContactFields } from '../../../src/features/contact/contact-schema';
import { readVersioned, writeIfUnchanged } from './versioned-store';
import type { Store, Versioned } from './versioned-store';

/** Blobs store name; staff read it with `npm run messages`. */
export const MESSAGE_STORE = 'contact-messages';

/**
 * - `sending`: one request or scheduled run holds the claim and is delivering it now;
 * - `pending`: stored, not delivered yet; the scheduled run tries again at `nextAttemptAt`;
 * - `sent`: the mail server took it;
 * - `undeliverable`: every attempt over the retry period failed (staff can `resend` it).
 */
export const deliveryStatuses = ['sending', 'pending', 'sent', 'undeliverable'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export interface StoredMessage extends ContactFields {
  id: string;
  /** Keyed hash of the sender's IP (ip-hash.ts): abuse reports without the address itself. */
  ipHash: string;
  receivedAt: string;
  updatedAt: string;
  status: DeliveryStatus;
  attempts: number;
  /** When a `pending` record is due for its next attempt. */
  nextAttemptAt?: string;
  sentAt?: string;
  messageId?: string;
  outboxPath?: string;
  lastError?: string;
  /** Failed attempts after which the server may have had the mail (its reply was lost). */
  ambiguousAttempts?: number;
  /**
   * The alert channels whose records could not be written when the message arrived: the
   * message was accepted and mailed all the same, and no alert goes out on them.
   */
  alertsUnrecorded?: AlertChannelKind[];
  /**
   * Where the lead came from, as its first accepted request carried it (readLeadSource: within
   * the limits, marked unverified when parts were cut or dropped); none without script.
   */
  source?: ReceivedLeadSource;
  /** The project's scope from the estimator (readContactScope), when the message carried one. */
  scope?: ContactScope;
}

export function messageStore() {
  return getStore({ name: MESSAGE_STORE, consistency: 'strong' });
}

/**
 * The ids of messages not delivered yet (`sending` or `pending`), one empty entry each, so the
 * scheduled run reads only those records instead of every message kept for the retention period.
 */
export const UNDELIVERED_INDEX_STORE = 'contact-undelivered';

const undelivered = recordIndex(UNDELIVERED_INDEX_STORE);
export const markUndelivered = undelivered.mark;
export const unmarkUndelivered = undelivered.unmark;
export const listUndeliveredIds = undelivered.list;

/**
 * One entry per delivered id, with no personal data (`{ sentAt }`), kept DELIVERED_KEEP_DAYS:
 * far longer than any copy a browser keeps (7 days now; pages of the site's earlier versions
 * kept theirs without a limit), so a late resend of a message whose record the retention
 * already deleted is answered `sent` without a second mail.
 */
export const DELIVERED_STORE = 'contact-delivered';
export { DELIVERED_KEEP_DAYS };

export function deliveredStore() {
  return getStore({ name: DELIVERED_STORE, consistency: 'strong' });
}

export async function markDelivered(id: string, sentAt: string): Promise<void> {
  await deliveredStore().setJSON(id, { sentAt });
}

export async function wasDelivered(id: string): Promise<boolean> {
  return (await deliveredStore().get(id, { type: 'json' })) !== null;
}

export function readMessage(store: Store, id: string): Promise<Versioned<StoredMessage> | null> {
  return readVersioned<StoredMessage>(store, id);
}

/**
 * Creates the record unless the id exists; false if another request stored it first. The
 * record is written before its index entry: a run in between finds no entry rather than an
 * entry without its record (which it would drop). A record whose entry was never written
 * (the function died in between) is indexed again by its attempt's outcome or the daily sweep.
 */
export async function createMessage(store: Store, record: StoredMessage): Promise<boolean> {
  if (!(await writeIfUnchanged(store, record.id, record, null))) return false;
  await markUndelivered(record.id);
  return true;
}

/**
 * Replaces the record if it is still the version that was read; false if it changed. Deployed
 * (`local` false), a read without an etag throws MissingEtagError rather than writing blindly.
 */
export function replaceMessage(
  store: Store,
  record: StoredMessage,
  current: Versioned<StoredMessage>,
  local: boolean,
): Promise<boolean> {
  return writeIfUnchanged(store, record.id, record, current, local);
}

/** Unconditional write of the outcome by the one request or run that holds the claim. */
export async function saveMessage(store: Store, record: StoredMessage): Promise<void> {
  await store.setJSON(record.id, record);
}

/** Every stored message id (one listing; the store holds at most the retention period). */
export async function listMessageIds(store: Store): Promise<string[]> {
  const { blobs } = await store.list();
  return blobs.map((blob) => blob.key);
}

export function sameContent(a: ContactFields, b: ContactFields): boolean {
  return a.name === b.name && a.email === b.email && a.message === b.message;
}
