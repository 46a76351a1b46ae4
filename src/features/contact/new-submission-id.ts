/**
 * Submission ids: a random one for each message the form sends with script, and one derived from
 * the text for a message sent without script (no script can mint one). Both are UUIDs the id
 * schema accepts. Web Crypto only, so the page, the service worker and the function (Node 20+)
 * run the same code.
 */
import { contactFieldNames } from './contact-protocol';
import type { ContactValues } from './contact-protocol';

/** 16 bytes as a UUID of `version` (RFC 9562: its version nibble and variant bits set). */
function uuidOf(bytes: Uint8Array, version: 4 | 8): string {
  bytes[6] = (bytes[6]! & 0x0f) | (version << 4);
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A random UUID v4 for a submission; `randomUUID` is missing outside secure contexts. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return uuidOf(crypto.getRandomValues(new Uint8Array(16)), 4);
}

/** Names what the digest is of, so that no other use of SHA-256 on the same text gives the id. */
const CONTENT_ID_CONTEXT = 'contact-message/v1';

/**
 * The id of a message sent without script: the same trimmed name, email and message give the
 * same id wherever it is computed, so a double tap, a reload or a back-and-resend of one form is
 * one message to the server and to the outbox. A UUID v8 (RFC 9562's custom version) of the first
 * 16 bytes of SHA-256 over the context and the trimmed fields as a JSON array (unambiguous: no
 * field's text can pass for another's).
 */
export async function contentSubmissionId(values: ContactValues): Promise<string> {
  const text = JSON.stringify([
    CONTENT_ID_CONTEXT,
    ...contactFieldNames.map((name) => values[name].trim()),
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return uuidOf(new Uint8Array(digest, 0, 16), 8);
}
