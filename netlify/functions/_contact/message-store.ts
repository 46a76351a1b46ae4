/**
 * Every accepted message is stored in Netlify Blobs (key: its id) before it is sent, with its
 * time and delivery status, so nothing is lost and a repeat of the same id is never sent twice.
 * Conditional writes (only-if-new, only-if-etag-matches) make the claim to send atomic.
 */
import { getStore } from '@netlify/blobs';
import type { ContactFields } from '../../../src/features/contact/contact-schema';

/** Blobs store names; staff list them with `netlify blobs:list contact-messages`. */
export const MESSAGE_STORE = 'contact-messages';

export type DeliveryStatus = 'sending' | 'sent' | 'failed';

export interface StoredMessage extends ContactFields {
  id: string;
  /** Hash of the sender's IP, for abuse reports without storing the address itself. */
  ipHash: string;
  receivedAt: string;
  updatedAt: string;
  status: DeliveryStatus;
  attempts: number;
  sentAt?: string;
  messageId?: string;
  outboxPath?: string;
  lastError?: string;
}

export interface Versioned<T> {
  value: T;
  /** Absent in the local Blobs sandbox, which sends no etag on reads. */
  etag: string | undefined;
}

export function messageStore() {
  return getStore({ name: MESSAGE_STORE, consistency: 'strong' });
}

type Store = ReturnType<typeof messageStore>;

export async function readMessage(
  store: Store,
  id: string,
): Promise<Versioned<StoredMessage> | null> {
  const entry = await store.getWithMetadata(id, { type: 'json' });
  if (!entry) return null;
  return { value: entry.data as StoredMessage, etag: entry.etag };
}

/** Creates the record unless the id exists; returns its etag, or null if another won. */
export async function createMessage(store: Store, record: StoredMessage): Promise<string | null> {
  const result = await store.setJSON(record.id, record, { onlyIfNew: true });
  return result.modified ? (result.etag ?? '') : null;
}

/**
 * Replaces the record if it is still the version we read; returns the new etag or null.
 * Without an etag (local sandbox) the write is plain, made safe by the caller's lock.
 */
export async function replaceMessage(
  store: Store,
  record: StoredMessage,
  etag: string | undefined,
): Promise<string | null> {
  const result = etag
    ? await store.setJSON(record.id, record, { onlyIfMatch: etag })
    : await store.setJSON(record.id, record);
  return result.modified ? (result.etag ?? '') : null;
}

/** Unconditional final write of the outcome by the one request that holds the claim. */
export async function saveMessage(store: Store, record: StoredMessage): Promise<void> {
  await store.setJSON(record.id, record);
}

export function sameContent(a: ContactFields, b: ContactFields): boolean {
  return a.name === b.name && a.email === b.email && a.message === b.message;
}
