/** Posts a contact message to the function and reads its answer into one of three outcomes. */
import {
  CONTACT_ENDPOINT,
  CONTACT_ID_HEADER,
  CONTACT_QUEUED_STATUS,
  CONTACT_SEND_TIMEOUT_MS,
  isQueuedBody,
  readContactAnswer,
} from './contact-protocol';
import type {
  ContactDelivery,
  ContactQueuedBody,
  ContactRequestBody,
  ContactValues,
} from './contact-protocol';
import { contactTexts } from './contact-texts';

export type SendOutcome =
  /** The function has it ('sent', or 'accepted': stored and sent by the server shortly). */
  | { kind: 'delivered'; delivery: ContactDelivery }
  /** The service worker keeps it and sends it when it can. */
  | { kind: 'queued'; queued: ContactQueuedBody }
  /**
   * Not sent: the visitor keeps it in the form. `retry`: worth sending again as it is (no answer,
   * a server error); otherwise the server refused it (the reason says why).
   */
  | { kind: 'failed'; retry: boolean; message: string; fields: Partial<ContactValues> };

/**
 * Time the page waits for an answer: the service worker's own limit plus a margin when a worker
 * stands in between (it answers "queued" at its limit), the limit itself when none does.
 */
const pageTimeoutMs = () =>
  globalThis.navigator?.serviceWorker?.controller
    ? CONTACT_SEND_TIMEOUT_MS + 5_000
    : CONTACT_SEND_TIMEOUT_MS;

export async function sendContactMessage(
  body: ContactRequestBody,
  fetcher: typeof fetch = fetch,
  timeoutMs = pageTimeoutMs(),
): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let status: number;
  let data: unknown = null;
  try {
    const response = await fetcher(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CONTACT_ID_HEADER]: body.id },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    status = response.status;
    try {
      data = await response.json();
    } catch {
      // Not JSON (a proxy's error page, an empty body): judged by the status alone below.
    }
  } catch {
    // No answer and no service worker to keep it: the visitor's values stay in the form.
    return { kind: 'failed', retry: true, message: contactTexts.failureFallback, fields: {} };
  } finally {
    clearTimeout(timer);
  }
  if (status === CONTACT_QUEUED_STATUS && isQueuedBody(data) && data.id === body.id)
    return { kind: 'queued', queued: data };
  const answer = readContactAnswer(status, data, body.id);
  if (answer.kind === 'delivered') return { kind: 'delivered', delivery: answer.delivery };
  return {
    kind: 'failed',
    retry: answer.kind === 'retry-later',
    message: answer.message,
    fields: answer.kind === 'hand-back' ? answer.fields : {},
  };
}
