/**
 * The page's copy of each message it handed to the network, kept until the function (directly,
 * or through the service worker's outbox) confirms it has that id. If the outbox loses a message
 * (a worker stopped at the wrong moment, its storage cleared, no worker at all), the next page
 * load sends the copy again under the same id (outbox-page.ts), so the server never mails it
 * twice.
 */
import { contactIdOf, contactValuesOf, isRecord } from './contact-protocol';
import type { ContactRequestBody } from './contact-protocol';

/**
 * localStorage: copies (id, fields) of messages sent but not yet confirmed by the server, each
 * until the server confirms it or the message is handed back to the form.
 */
export const SENT_COPIES_KEY = 'contact-sent-copies';

export interface SentCopy {
  body: ContactRequestBody;
  since: number;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function copyOf(value: unknown): SentCopy | null {
  if (!isRecord(value) || typeof value.since !== 'number') return null;
  const id = contactIdOf(value.body);
  const values = contactValuesOf(value.body);
  if (!id || !values) return null;
  const trap = isRecord(value.body) ? value.body.website : undefined;
  return {
    body: { id, ...values, ...(typeof trap === 'string' ? { website: trap } : {}) },
    since: value.since,
  };
}

export function loadCopies(): SentCopy[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SENT_COPIES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(copyOf).filter((copy) => copy !== null) : [];
  } catch {
    return [];
  }
}

function saveCopies(copies: readonly SentCopy[]): boolean {
  const store = storage();
  try {
    if (copies.length > 0) store?.setItem(SENT_COPIES_KEY, JSON.stringify(copies));
    else store?.removeItem(SENT_COPIES_KEY);
    return store !== null;
  } catch {
    return false;
  }
}

/** Keeps a copy before the message is sent. Whether it was stored (full storage: not). */
export function keepCopy(body: ContactRequestBody, now = Date.now()): boolean {
  const others = loadCopies().filter((copy) => copy.body.id !== body.id);
  return saveCopies([...others, { body, since: now }]);
}

/** The server has it, or the form has it back: the copy goes. */
export function dropCopy(id: string): void {
  const copies = loadCopies();
  if (copies.some((copy) => copy.body.id === id))
    saveCopies(copies.filter((copy) => copy.body.id !== id));
}

/** Ids being sent by this page right now: the reconciliation leaves them alone. */
export const sendingNow = new Set<string>();
