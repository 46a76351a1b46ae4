/**
 * The specification, word for word: the notices of a contact message, for one sent at once and
 * for one the outbox sent later. Defined here, once.
 */
export const contactNotices = {
  sentTitle: 'Message sent!',
  sentDescription: "We'll get back to you as soon as possible.",
  errorTitle: 'Error',
  /** No answer, or an answer that is not a success and carries no error field. */
  failureFallback: 'Failed to send message. Please try again.',
  /** The answer carries an error without a message. */
  errorWithoutMessage: 'Email service error',
  /**
   * Beyond the spec: the function has stored the message but its mail server did not take it
   * yet; the server sends it on its own shortly. Said instead of the sent notice, truthfully.
   */
  acceptedTitle: 'Message received',
  acceptedDescription:
    "Your message is safely with us and will reach our team shortly. We'll get back to you as soon as possible.",
} as const;

/**
 * The specification, word for word: the contact form's labels and its button, wherever the form
 * is shown (the page's form, and the pages that answer a form sent without script).
 */
export const contactFormWords = {
  name: 'Name',
  email: 'Email',
  message: 'Message',
  submit: 'Send Message',
  /** Beyond the spec: the label of the field only bots fill in, read by no person. */
  honeypot: 'Leave this field empty',
} as const;

/**
 * Beyond the spec: the link of the plain pages that answer a contact form sent without script
 * (the function's refusal page, the service worker's "saved" page).
 */
export const plainPageWords = {
  home: 'Back to the website',
} as const;

/**
 * Beyond the spec: a message the browser keeps because it could not reach the function. What it
 * promises depends on the browser: only with Background Sync is it sent with every page closed.
 */
export const unsentMessageNotices = {
  title: 'Message saved',
  /** The browser says it has no connection. */
  offline: "You're offline.",
  /** The browser is online but the function did not answer (down, DNS, TLS, or too slow). */
  unreachable: 'Our server could not be reached.',
  withBackgroundSync:
    'Your message is saved and will be sent automatically as soon as the connection allows, even if you close this page; after a long outage, the next time you open this site.',
  withoutBackgroundSync:
    'Your message is kept in this browser and will be sent the next time you open this site while online.',
  /** Said where the message waits for the visitor's next visit. */
  alternatives: (phone: string) =>
    `For a quicker answer, chat with us on WhatsApp or call ${phone}.`,
  /** Why a kept message came back to the form instead of being sent. */
  expired: (days: number) => `Your message could not be sent within ${days} days.`,
  /** Why messages wait, beside their count, after a try that got the server's own words. */
  lastAnswer: 'Last answer:',
} as const;

/**
 * Beyond the spec: what becomes of a queued message the server refused on replay (the outbox
 * hands it back to the contact form).
 */
export const returnedMessageNotices = {
  /** Added to the failure notice when the message is the form's draft again. */
  inForm: 'Your message is back in the contact form.',
  /** Added to it when the visitor is writing another message: the refused one waits. */
  later: 'It will come back to the contact form once the message you are writing is sent.',
  /** The notice when a waiting message becomes the form's draft. */
  backTitle: 'Message returned',
  back: 'Your earlier message is back in the contact form.',
} as const;
