import { contactNotices, returnedMessageNotices } from '../../config/contact-notices';

/** Texts of the PWA controls, each defined once (the tests read them from here). */
export const OFFLINE_NOTICE =
  "You're offline. Every page still works, and messages you send are saved and sent when you're back online.";
export const UPDATE_AVAILABLE = 'A new version is available';
export const UPDATE_ACTION = 'Reload';
export const INSTALL_ACTION = 'Install app';

/** "1 message waiting to be sent", "2 messages waiting to be sent". */
export function outboxLabel(count: number): string {
  return `${count} ${count === 1 ? 'message' : 'messages'} waiting to be sent`;
}

/** SPEC.md section 8: contact success, and a send failure (a queued message the server refused). */
export const MESSAGE_SENT_TITLE = contactNotices.sentTitle;
export const MESSAGE_SENT_DESCRIPTION = contactNotices.sentDescription;
export const SEND_FAILED_TITLE = contactNotices.errorTitle;
export const SEND_FAILED_FALLBACK = contactNotices.failureFallback;
/** Added to the failure notice when the refused message went back into the contact form… */
export const MESSAGE_RETURNED = returnedMessageNotices.inForm;
/** …or waits there until the message the visitor is writing is sent. */
export const MESSAGE_RETURNS_LATER = returnedMessageNotices.later;
