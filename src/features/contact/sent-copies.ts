/**
 * The page's copy of each message it handed to the network, kept until the function (directly,
 * or through the service worker's outbox) confirms it has that id. If the outbox loses a message
 * (a worker stopped at the wrong moment, its storage cleared, no worker at all), the next page
 * load sends the copy again under the same id (outbox-page.ts), so the server never mails it
 * twice.
 */
import { contactRequestBodyOf, isRecord } from './contact-protocol';
import type { ContactRequestBody } from './contact-protocol';
import { SENT_COPIES_KEY } from './outbox-protocol';
import { readList, writeList } from './safe-storage';

export { SENT_COPIES_KEY };

export interface SentCopy {
  body: ContactRequestBody;
  since: number;
}

function copyOf(value: unknown): SentCopy | null {
  if (!isRecord(value) || typeof value.since !== 'number') return null;
  const body = contactRequestBodyOf(value.body);
  return body ? { body, since: value.since } : null;
}

export const loadCopies = (): SentCopy[] => readList(SENT_COPIES_KEY, copyOf);

const saveCopies = (copies: readonly SentCopy[]) => writeList(SENT_COPIES_KEY, copies);

/**
 * Keeps a copy before the message is sent, without its source: where a visit came from stays in
 * the tab's session storage, never in local storage (a copy sent again carries none). Whether it
 * was stored (full storage: not).
 */
export function keepCopy(
  { source: _source, ...body }: ContactRequestBody,
  now = Date.now(),
): boolean {
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
