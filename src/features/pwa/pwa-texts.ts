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
export const MESSAGE_SENT_TITLE = 'Message sent!';
export const MESSAGE_SENT_DESCRIPTION = "We'll get back to you as soon as possible.";
export const SEND_FAILED_TITLE = 'Error';
export const SEND_FAILED_FALLBACK = 'Failed to send message. Please try again.';
/** Added to the failure notice when the refused message went back into the contact form. */
export const MESSAGE_RETURNED = 'Your message is back in the contact form.';
