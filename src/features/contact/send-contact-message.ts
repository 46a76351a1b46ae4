/** Posts a contact message to the function and reads its answer into one of three outcomes. */
import {
  CONTACT_ENDPOINT,
  CONTACT_ID_HEADER,
  CONTACT_QUEUED_STATUS,
  errorOf,
  isRecord,
} from './contact-protocol';
import type { ContactRequestBody } from './contact-protocol';
import type { ContactFieldErrors } from './contact-schema';
import { contactTexts } from './contact-texts';

export type SendOutcome =
  | { kind: 'sent' }
  /** The service worker stored it for sending when the network is back. */
  | { kind: 'queued' }
  | { kind: 'failed'; message: string; fields: ContactFieldErrors };

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
  const error = errorOf(data);
  if (error) return { kind: 'failed', message: error.message, fields: error.fields };
  if (!response.ok) return { kind: 'failed', message: contactTexts.failureFallback, fields: {} };
  return { kind: 'sent' };
}
