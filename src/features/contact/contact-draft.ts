/**
 * The unsent form survives a reload or an accidental navigation: a draft in localStorage,
 * removed once the message is sent (or queued by the outbox).
 */
import { contactFieldNames, contactValuesOf } from './contact-protocol';
import type { ContactValues } from './contact-protocol';

/** localStorage: the form's unsent fields, kept until the message is sent or the form emptied. */
export const CONTACT_DRAFT_KEY = 'contact-form-draft';

export type { ContactValues };

export const emptyContactValues: ContactValues = { name: '', email: '', message: '' };

/** Storage may be missing or refuse access (private modes, disabled cookies): drafts are a bonus. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function loadDraft(): ContactValues | null {
  try {
    const raw = storage()?.getItem(CONTACT_DRAFT_KEY);
    return raw ? contactValuesOf(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

const hasContent = (values: ContactValues) => contactFieldNames.some((name) => values[name].trim());

/** Keeps the fields as the draft (an empty form removes it). Returns whether a draft is kept. */
export function saveDraft(values: ContactValues): boolean {
  const store = storage();
  try {
    if (!hasContent(values)) {
      store?.removeItem(CONTACT_DRAFT_KEY);
      return false;
    }
    store?.setItem(CONTACT_DRAFT_KEY, JSON.stringify(values));
    return store !== null;
  } catch {
    // Full or blocked storage: the form still works, only the draft is not kept.
    return false;
  }
}

const draftListeners = new Set<() => void>();

/** The form reloads its fields from the draft when a returned message becomes the draft. */
export function onDraftRestored(listener: () => void): () => void {
  draftListeners.add(listener);
  return () => draftListeners.delete(listener);
}

/**
 * localStorage: refused messages waiting for the visitor to send the one they are writing,
 * oldest first; each leaves once it becomes the draft.
 */
export const WAITING_MESSAGES_KEY = 'contact-form-returned';

function loadWaiting(): ContactValues[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(WAITING_MESSAGES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.map(contactValuesOf).filter((values) => values !== null)
      : [];
  } catch {
    return [];
  }
}

/** Whether the list was stored. */
function saveWaiting(list: readonly ContactValues[]): boolean {
  const store = storage();
  try {
    if (list.length > 0) store?.setItem(WAITING_MESSAGES_KEY, JSON.stringify(list));
    else store?.removeItem(WAITING_MESSAGES_KEY);
    return store !== null;
  } catch {
    return false;
  }
}

/** What became of a returned message: the form's draft now, waiting, or not taken. */
export type ReturnedMessageKept = 'form' | 'later' | null;

/**
 * Takes back a message the outbox could not deliver: it becomes the draft; if the visitor has a
 * draft of their own, which is never overwritten, it waits until that one is sent
 * (takeWaitingMessage). Says where it went, or null when it was not a message or not stored.
 */
export function takeReturnedMessage(fields: unknown): ReturnedMessageKept {
  const values = contactValuesOf(fields);
  if (!values) return null;
  if (loadDraft()) return saveWaiting([...loadWaiting(), values]) ? 'later' : null;
  if (!saveDraft(values)) return null;
  for (const listener of draftListeners) listener();
  return 'form';
}

/**
 * When the form is empty (its message just sent, or nothing written): the oldest waiting
 * refused message becomes the draft and is returned, or null when none waits.
 */
export function takeWaitingMessage(): ContactValues | null {
  if (loadDraft()) return null;
  const [next, ...rest] = loadWaiting();
  if (!next) return null;
  // Only once it is the draft does it leave the list: a full storage loses neither.
  if (!saveDraft(next)) return null;
  saveWaiting(rest);
  return next;
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // See saveDraft.
  }
}
