/** Posts a contact message to the function and reads its answer into one of three outcomes. */
import { CONTACT_ENDPOINT, CONTACT_ID_HEADER, CONTACT_QUEUED_STATUS } from './contact-protocol';
import type { ContactRequestBody } from './contact-protocol';
import { contactFieldNames } from './contact-schema';
import type { ContactFieldErrors } from './contact-schema';
import { contactTexts } from './contact-texts';

export type SendOutcome =
  | { kind: 'sent' }
  /** The service worker stored it for sending when the network is back. */
  | { kind: 'queued' }
  | { kind: 'failed'; message: string; fields: ContactFieldErrors };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldErrorsOf(error: Record<string, unknown>): ContactFieldErrors {
  const fields: ContactFieldErrors = {};
  if (!isRecord(error.fields)) return fields;
  for (const name of contactFieldNames) {
    const message = error.fields[name];
    if (typeof message === 'string' && message) fields[name] = message;
  }
  return fields;
}

export async function sendContactMessage(
  body: ContactRequestBody,
  fetcher: typeof fetch = fetch,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetcher(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CONTACT_ID_HEADER]: body.id },
      body: JSON.stringify(body),
    });
  } catch {
    // No network and no service worker to keep it: the visitor's values stay in the form.
    return { kind: 'failed', message: contactTexts.failureFallback, fields: {} };
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // Not JSON (a proxy's error page, an empty body): judged by the status alone below.
  }
  if (response.status === CONTACT_QUEUED_STATUS && isRecord(data) && data.queued === true)
    return { kind: 'queued' };
  const error = isRecord(data) ? data.error : undefined;
  if (error !== undefined && error !== null && error !== false) {
    const message =
      isRecord(error) && typeof error.message === 'string' && error.message
        ? error.message
        : contactTexts.errorWithoutMessage;
    return { kind: 'failed', message, fields: isRecord(error) ? fieldErrorsOf(error) : {} };
  }
  if (!response.ok) return { kind: 'failed', message: contactTexts.failureFallback, fields: {} };
  return { kind: 'sent' };
}
