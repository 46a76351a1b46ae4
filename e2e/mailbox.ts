/** Reads and steers the test mailbox of test/contact-rigs/smtp-sink.mjs (started by playwright.config.ts). */
export const mailboxUrl = `http://127.0.0.1:${process.env.SMTP_SINK_HTTP_PORT ?? 2527}`;

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

export async function readMailbox(): Promise<SinkMail[]> {
  return (await fetch(`${mailboxUrl}/messages`)).json() as Promise<SinkMail[]>;
}

/** The mail server goes down (connections refused) or comes back up. */
export async function stopMailbox(): Promise<void> {
  await fetch(`${mailboxUrl}/stop`, { method: 'POST' });
}
export async function startMailbox(): Promise<void> {
  await fetch(`${mailboxUrl}/start`, { method: 'POST' });
}

/** The next `count` messages are refused by the SMTP server with a temporary error. */
export async function failNextMails(count: number): Promise<void> {
  await fetch(`${mailboxUrl}/fail?count=${count}`, { method: 'POST' });
}

/** The mails the contact function sent for a visitor of this name (its subject names them). */
export const mailsFrom = async (name: string) =>
  (await readMailbox()).filter((mail) => mail.subject === `New contact message from ${name}`);
