/**
 * The unsent form survives a reload or an accidental navigation: a draft in localStorage,
 * removed once the message is sent (or kept by the outbox). The draft carries the submission id
 * its text was sent under, so a resubmission of the same text after an error, a reload or a
 * return from the outbox is recognised by the server and never mailed twice.
 */
import { contactFieldNames, contactValuesOf, isRecord } from './contact-protocol';
import type { ContactValues } from './contact-protocol';
import { CONTACT_DRAFT_KEY, WAITING_MESSAGES_KEY } from './contact-storage-keys';
import { localStore, readList, writeList } from './safe-storage';
import { domEvent } from '../../lib/dom-contract';

export type { ContactValues };

export const emptyContactValues: ContactValues = { name: '', email: '', message: '' };

/** The id a text was sent under; `text` says which text (see submissionKey). */
export interface SubmissionId {
  id: string;
  text: string;
}

/** The form's fields with the id they were sent under, if they were. */
export interface ContactDraft {
  values: ContactValues;
  submission: SubmissionId | null;
}

/** Which text an id belongs to: the fields as sent (trimmed). Changed text, new id. */
export const submissionKey = (values: ContactValues): string =>
  JSON.stringify(contactFieldNames.map((name) => values[name].trim()));

function draftOf(value: unknown): ContactDraft | null {
  const values = contactValuesOf(value);
  if (!values || !isRecord(value)) return null;
  const { id, idFor } = value;
  const submission =
    typeof id === 'string' && id && typeof idFor === 'string' ? { id, text: idFor } : null;
  return { values, submission };
}

const stored = ({ values, submission }: ContactDraft) => ({
  ...values,
  ...(submission ? { id: submission.id, idFor: submission.text } : {}),
});

export function loadDraft(): ContactDraft | null {
  try {
    const raw = localStore()?.getItem(CONTACT_DRAFT_KEY);
    return raw ? draftOf(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

const hasContent = (values: ContactValues) => contactFieldNames.some((name) => values[name].trim());

/**
 * Keeps the fields (and the id they were sent under) as the draft; an empty form removes it.
 * Returns whether a draft is kept.
 */
export function saveDraft(values: ContactValues, submission: SubmissionId | null = null): boolean {
  const store = localStore();
  try {
    if (!hasContent(values)) {
      store?.removeItem(CONTACT_DRAFT_KEY);
      return false;
    }
    store?.setItem(CONTACT_DRAFT_KEY, JSON.stringify(stored({ values, submission })));
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

const loadWaiting = () => readList(WAITING_MESSAGES_KEY, draftOf);

/** Whether the list was stored. */
const saveWaiting = (list: readonly ContactDraft[]) =>
  writeList(WAITING_MESSAGES_KEY, list.map(stored));

/** What became of a returned message: the form's draft now, waiting, or not taken. */
export type ReturnedMessageKept = 'form' | 'later' | null;

/**
 * Takes back a message that could not be delivered, with the id it was sent under: it becomes
 * the draft; if the visitor has a draft of their own, which is never overwritten, it waits until
 * that one is sent (takeWaitingMessage). Taking the same id twice (two tabs) keeps it once.
 * Says where it is, or null when it was not a message or could not be stored.
 */
export function takeReturnedMessage(
  fields: unknown,
  id: string | null = null,
): ReturnedMessageKept {
  const values = contactValuesOf(fields);
  if (!values) return null;
  const returned: ContactDraft = {
    values,
    submission: id ? { id, text: submissionKey(values) } : null,
  };
  const draft = loadDraft();
  const waiting = loadWaiting();
  if (id && draft?.submission?.id === id) return 'form';
  if (id && waiting.some((entry) => entry.submission?.id === id)) return 'later';
  if (draft) return saveWaiting([...waiting, returned]) ? 'later' : null;
  if (!saveDraft(returned.values, returned.submission)) return null;
  for (const listener of draftListeners) listener();
  // The form's island may not be running yet: the page's script starts it on this.
  dispatchEvent(new Event(domEvent.draftRestored));
  return 'form';
}

/**
 * When the form is empty (its message just sent, or nothing written): the oldest waiting
 * refused message becomes the draft and is returned, or null when none waits.
 */
export function takeWaitingMessage(): ContactDraft | null {
  if (loadDraft()) return null;
  const [next, ...rest] = loadWaiting();
  if (!next) return null;
  // Only once it is the draft does it leave the list: a full storage loses neither.
  if (!saveDraft(next.values, next.submission)) return null;
  saveWaiting(rest);
  return next;
}

export function clearDraft(): void {
  try {
    localStore()?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // See saveDraft.
  }
}
