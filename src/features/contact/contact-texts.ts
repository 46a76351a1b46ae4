import { contactNotices, returnedMessageNotices } from '../../config/contact-notices';

/** Texts of the contact form: SPEC.md sections 2, 4 and 8, word for word. */
export const contactTexts = {
  nameLabel: 'Name',
  emailLabel: 'Email',
  messageLabel: 'Message',
  submit: 'Send Message',
  submitting: 'Sending...',
  successTitle: contactNotices.sentTitle,
  successDescription: contactNotices.sentDescription,
  errorTitle: contactNotices.errorTitle,
  failureFallback: contactNotices.failureFallback,
  errorWithoutMessage: contactNotices.errorWithoutMessage,
  queuedTitle: 'Message saved',
  queued:
    "You're offline. Your message is saved and will be sent automatically when you're back online.",
  honeypotLabel: 'Leave this field empty',
  returnedTitle: returnedMessageNotices.backTitle,
  returned: returnedMessageNotices.back,
  /** Added to the failure notice of a refused queued message that is the form's draft again… */
  returnedToForm: returnedMessageNotices.inForm,
  /** …or that waits until the message the visitor is writing is sent. */
  returnsLater: returnedMessageNotices.later,
} as const;

/** "1 message waiting to be sent", "2 messages waiting to be sent". */
export function outboxLabel(count: number): string {
  return `${count} ${count === 1 ? 'message' : 'messages'} waiting to be sent`;
}

/** The character count appears once a field holds this share of its limit. */
export const CHARACTER_COUNT_THRESHOLD = 0.8;
