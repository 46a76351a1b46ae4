/**
 * The record the contact function stores for each message (StoredMessage in the function's
 * message store), in words, in the order the privacy policy lists it. Each item names the record
 * fields it describes; contact-record.test.ts fails when the function's record gains or loses a
 * field that this list does not match.
 */
export const contactRecordDescription: readonly { fields: string[]; text: string }[] = [
  {
    fields: ['name', 'email', 'message', 'scope', 'source'],
    text: 'your name, e-mail address and message, the answers of the project estimator if you sent them, and where your visit came from',
  },
  {
    fields: ['id'],
    text: 'an identifier your browser creates for the message, so that a repeat is never sent twice',
  },
  { fields: ['ipHash'], text: 'a keyed hash of your IP address, not the address itself' },
  {
    fields: ['receivedAt', 'updatedAt'],
    text: 'the time the message arrived and the time the record last changed',
  },
  {
    fields: ['status', 'attempts', 'ambiguousAttempts', 'nextAttemptAt', 'lastError'],
    text: 'its delivery status, the number of delivery attempts (and of those our mail server may have completed without confirming), when the next one is due and the last delivery error, if any',
  },
  {
    fields: ['sentAt', 'messageId'],
    text: 'the time it was delivered to our mail server and that server’s identifier for it',
  },
  {
    fields: ['alertsUnrecorded'],
    text: 'if our staff alert service could not record it, which alert channels it was not sent to',
  },
  {
    fields: ['outboxPath'],
    text: 'only on a developer’s computer without a mail server: the file the e-mail was written to',
  },
];

export const contactRecordItems: string[] = contactRecordDescription.map(({ text }) => text);
