/** Reads the test mailbox of e2e/smtp-sink.mjs (started by playwright.config.ts). */
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
}

export async function readMailbox(): Promise<SinkMail[]> {
  return (await fetch(`${mailboxUrl}/messages`)).json() as Promise<SinkMail[]>;
}

/** The next `count` messages are refused by the SMTP server with a temporary error. */
export async function failNextMails(count: number): Promise<void> {
  await fetch(`${mailboxUrl}/fail?count=${count}`, { method: 'POST' });
}
