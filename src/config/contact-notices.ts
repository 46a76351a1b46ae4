/**
 * SPEC.md section 8, word for word: the notices of a contact message. The contact form shows them
 * for a message sent at once, the service worker's outbox (features/pwa) for one sent later, so
 * they are defined here, once.
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
