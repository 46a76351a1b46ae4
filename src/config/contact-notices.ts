/**
 * SPEC.md section 8, word for word: the notices of a contact message, for one sent at once and
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
