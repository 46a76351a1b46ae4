/**
 * The unsent form survives a reload or an accidental navigation: a draft in localStorage,
 * removed once the message is sent (or queued by the outbox).
 */
import { returnedMessageEvent } from '../../config/site';
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
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const values = { ...emptyContactValues };
    for (const name of contactFieldNames) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string') values[name] = value;
    }
    return contactFieldNames.some((name) => values[name]) ? values : null;
  } catch {
    return null;
  }
}

export function saveDraft(values: ContactValues): void {
  try {
    if (contactFieldNames.some((name) => values[name].trim()))
      storage()?.setItem(CONTACT_DRAFT_KEY, JSON.stringify(values));
    else storage()?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // Full or blocked storage: the form still works, only the draft is not kept.
  }
}

/** The form reloads its fields from the draft when this window event fires. */
export const DRAFT_RESTORED_EVENT = 'contact-draft-restored';

/**
 * Takes back messages the outbox could not deliver (see returnedMessageEvent): one becomes the
 * draft, unless the visitor has a draft of their own, which is never overwritten. Returns the
 * function that stops listening.
 */
export function keepReturnedMessages(): () => void {
  const take = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'object' || detail === null || loadDraft()) return;
    const values = { ...emptyContactValues };
    for (const name of contactFieldNames) {
      const value = (detail as Record<string, unknown>)[name];
      if (typeof value === 'string') values[name] = value;
    }
    saveDraft(values);
    if (!loadDraft()) return;
    event.preventDefault();
    window.dispatchEvent(new Event(DRAFT_RESTORED_EVENT));
  };
  window.addEventListener(returnedMessageEvent, take);
  return () => window.removeEventListener(returnedMessageEvent, take);
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // See saveDraft.
  }
}
