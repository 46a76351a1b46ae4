import {
  contactFormWords,
  contactNotices,
  returnedMessageNotices,
  unsentMessageNotices,
} from '../../config/contact-notices';
import { phone } from '../../config/site';
import type { ContactDelivery, ContactUnsentReason } from './contact-protocol';
import { OUTBOX_MAX_AGE_DAYS } from './outbox-protocol';
import type { OutboxReason } from './outbox-protocol';

/** Texts of the contact form: the specification, word for word. */
export const contactTexts = {
  nameLabel: contactFormWords.name,
  emailLabel: contactFormWords.email,
  messageLabel: contactFormWords.message,
  submit: contactFormWords.submit,
  submitting: 'Sending...',
  /** The estimate from the estimator, sent with the message. */
  scopeHeading: 'Your project estimate, sent with your message',
  scopeRemove: 'Remove the estimate',
  successTitle: contactNotices.sentTitle,
  successDescription: contactNotices.sentDescription,
  errorTitle: contactNotices.errorTitle,
  failureFallback: contactNotices.failureFallback,
  errorWithoutMessage: contactNotices.errorWithoutMessage,
  queuedTitle: unsentMessageNotices.title,
  honeypotLabel: contactFormWords.honeypot,
  returnedTitle: returnedMessageNotices.backTitle,
  returned: returnedMessageNotices.back,
  /** Added to the failure notice of a refused queued message that is the form's draft again… */
  returnedToForm: returnedMessageNotices.inForm,
  /** …or that waits until the message the visitor is writing is sent. */
  returnsLater: returnedMessageNotices.later,
  /** Why a kept message came back instead of being sent. */
  expired: unsentMessageNotices.expired(OUTBOX_MAX_AGE_DAYS),
  /** Links offered beside a message that waits for the next visit. */
  whatsappAction: 'Chat on WhatsApp',
  callAction: (number: string) => `Call ${number}`,
} as const;

/** The notice of a message that reached the function: 'sent', or stored there and sent shortly. */
export function deliveredNotice(delivery: ContactDelivery): { title: string; text: string } {
  return delivery === 'sent'
    ? { title: contactNotices.sentTitle, text: contactNotices.sentDescription }
    : { title: contactNotices.acceptedTitle, text: contactNotices.acceptedDescription };
}

/**
 * What the form says of a message the outbox keeps: "offline" only when the browser is offline;
 * "sent automatically, even if you close this page" only where Background Sync will do it.
 */
export function queuedNotice(reason: ContactUnsentReason, backgroundSync: boolean): string {
  const why =
    reason === 'offline' ? unsentMessageNotices.offline : unsentMessageNotices.unreachable;
  return backgroundSync
    ? `${why} ${unsentMessageNotices.withBackgroundSync}`
    : `${why} ${unsentMessageNotices.withoutBackgroundSync} ${unsentMessageNotices.alternatives(phone.display)}`;
}

/** Why a message waits (beside the count) or came back to the form. */
export function reasonText(reason: OutboxReason): string {
  switch (reason.kind) {
    case 'offline':
      return unsentMessageNotices.offline;
    case 'unreachable':
      return unsentMessageNotices.unreachable;
    case 'expired':
      return contactTexts.expired;
    case 'server':
      return `${unsentMessageNotices.lastAnswer} ${reason.message}`;
  }
}

/** "1 message waiting to be sent", "2 messages waiting to be sent". */
export function outboxLabel(count: number): string {
  return `${count} ${count === 1 ? 'message' : 'messages'} waiting to be sent`;
}

/** The character count appears once a field holds this share of its limit. */
export const CHARACTER_COUNT_THRESHOLD = 0.8;
