/** Reads and steers the test mailboxes of test/contact-rigs/smtp-sink.mjs (started by playwright.config.ts). */
export const mailboxUrl = `http://127.0.0.1:${process.env.SMTP_SINK_HTTP_PORT ?? 2527}`;
/**
 * The mailbox of the mailbox-outage tests (e2e/contact-delivery.spec.ts): a second sink, behind a
 * second served site, so the outages they make never meet another test's mail.
 */
export const outageMailboxUrl = `http://127.0.0.1:${process.env.SMTP_OUTAGE_HTTP_PORT ?? 2537}`;

export interface SinkMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: string;
  contactId: string;
}

/** The reads and controls of the mailbox served at `url`. */
export function mailboxAt(url: string) {
  const readMailbox = async (): Promise<SinkMail[]> =>
    (await fetch(`${url}/messages`)).json() as Promise<SinkMail[]>;
  return {
    readMailbox,
    /** The mail server goes down (connections refused). */
    stopMailbox: async (): Promise<void> => {
      await fetch(`${url}/stop`, { method: 'POST' });
    },
    /** The mail server comes back up. */
    startMailbox: async (): Promise<void> => {
      await fetch(`${url}/start`, { method: 'POST' });
    },
    /** The next `count` messages are refused by the SMTP server with a temporary error. */
    failNextMails: async (count: number): Promise<void> => {
      await fetch(`${url}/fail?count=${count}`, { method: 'POST' });
    },
    /** The mails the contact function sent for a visitor of this name (its subject names them). */
    mailsFrom: async (name: string) =>
      (await readMailbox()).filter((mail) => mail.subject === `New contact message from ${name}`),
  };
}

export const { readMailbox, stopMailbox, startMailbox, failNextMails, mailsFrom } =
  mailboxAt(mailboxUrl);
