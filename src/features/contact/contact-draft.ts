/**
 * The unsent form survives a reload or an accidental navigation: a draft in localStorage,
 * removed once the message is sent (or queued by the outbox).
 */
import { returnedMessageEvent } from '../../config/site';
import type { ReturnedMessageHandover } from '../../config/site';
import { contactFieldNames } from './contact-protocol';
import type { ContactFieldName } from './contact-protocol';

export const CONTACT_DRAFT_KEY = 'contact-form-draft';

export type ContactValues = Record<ContactFieldName, string>;

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

/** The form reloads its fields from the draft when this window event fires. */
export const DRAFT_RESTORED_EVENT = 'contact-draft-restored';

/** Refused messages waiting for the visitor to send the one they are writing, oldest first. */
export const WAITING_MESSAGES_KEY = 'contact-form-returned';

function contactValuesOf(value: unknown): ContactValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const values = { ...emptyContactValues };
  for (const name of contactFieldNames) {
    const field = (value as Record<string, unknown>)[name];
    if (typeof field === 'string') values[name] = field;
  }
  return hasContent(values) ? values : null;
}

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

/**
 * Takes back messages the outbox could not deliver (see returnedMessageEvent): one becomes the
 * draft; if the visitor has a draft of their own, which is never overwritten, it waits until
 * that one is sent (takeWaitingMessage). Returns the function that stops listening.
 */
export function keepReturnedMessages(): () => void {
  const take = (event: Event) => {
    const returned = (event as CustomEvent<ReturnedMessageHandover | null>).detail;
    if (typeof returned !== 'object' || returned === null) return;
    const values = contactValuesOf(returned.fields);
    if (!values) return;
    if (loadDraft()) {
      if (saveWaiting([...loadWaiting(), values])) returned.kept = 'later';
      return;
    }
    if (!saveDraft(values)) return;
    returned.kept = 'form';
    window.dispatchEvent(new Event(DRAFT_RESTORED_EVENT));
  };
  window.addEventListener(returnedMessageEvent, take);
  return () => window.removeEventListener(returnedMessageEvent, take);
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
