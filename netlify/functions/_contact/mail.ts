/** Composes the notification mail and delivers it over SMTP or into the local outbox folder. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport } from 'nodemailer';
import type { ContactFields } from '../../../src/features/contact/contact-schema';
import { CONTACT_ID_HEADER, scopeRows } from '../../../src/features/contact/contact-protocol';
import type {
  ContactScope,
  ReceivedLeadSource,
} from '../../../src/features/contact/contact-protocol';
import { sourceLines } from './lead-source-text';

/** SMTP timeouts (ms): the function must answer well within Netlify's 10 s limit of its own. */
export const SMTP_CONNECTION_TIMEOUT_MS = 5_000;
export const SMTP_GREETING_TIMEOUT_MS = 5_000;
export const SMTP_SOCKET_TIMEOUT_MS = 8_000;
/** Whole-send deadline, whatever the server does between the steps above. */
export const SEND_DEADLINE_MS = 9_000;

/** Local mail folder (ignored by git) used when no SMTP server is configured and the site is served locally. */
export const DEFAULT_OUTBOX_DIR = '.mail-outbox';

export interface ContactMail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** The domain part of an address like `Name <user@domain>`, for the Message-ID. */
function domainOf(address: string): string {
  return address.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
}

export function composeMail(
  message: ContactFields & { id: string; source?: ReceivedLeadSource; scope?: ContactScope },
  receivedAt: string,
  from: string,
  to: string,
): ContactMail {
  const { id, name, email } = message;
  const source = sourceLines(message.source);
  // The estimate the visitor started from, as a short table of its own after the message.
  const scope = message.scope ? scopeRows(message.scope) : [];
  const scopeText = scope.length
    ? [
        '',
        'Project scope (from the estimator):',
        ...scope.map(([label, value]) => `${label}: ${value}`),
      ]
    : [];
  const scopeHtml = scope.length
    ? `<h3 style="margin: 1em 0 0.5em">Project scope (from the estimator)</h3>
<table role="presentation" cellpadding="4">
${scope.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
`
    : '';
  const text = [
    `Name: ${name}`,
    `Email: ${email}`,
    `Received: ${receivedAt}`,
    `Message id: ${id}`,
    ...source.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    ...scopeText,
    '',
  ].join('\n');
  const paragraphs = escapeHtml(message.message).replace(/\r?\n/g, '<br>\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5">
<h2 style="margin: 0 0 1em">New contact message</h2>
<table role="presentation" cellpadding="4">
<tr><th align="left">Name</th><td>${escapeHtml(name)}</td></tr>
<tr><th align="left">Email</th><td>${escapeHtml(email)}</td></tr>
<tr><th align="left">Received</th><td>${escapeHtml(receivedAt)}</td></tr>
<tr><th align="left">Message id</th><td>${escapeHtml(id)}</td></tr>
${source.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="white-space: pre-wrap">${paragraphs}</p>
${scopeHtml}</body></html>
`;
  return {
    from,
    to,
    // Object form: nodemailer encodes the name, so it can never become a header of its own.
    replyTo: { name, address: email },
    subject: `New contact message from ${name}`,
    text,
    html,
    // One Message-ID per submission: even a repeat that slipped through is one mail to clients.
    messageId: `<contact-${id}@${domainOf(from)}>`,
    headers: { [CONTACT_ID_HEADER]: id },
  };
}

export interface Delivered {
  messageId: string;
  /** Where an outbox mail was written (outbox delivery only). */
  path?: string;
}

/**
 * The send failed after the whole message had gone to the server: it may have taken it (the
 * reply was lost or came too late). Trying again may make a second mail, with the same Message-ID.
 */
export class AmbiguousSendError extends Error {}

/** The SMTP transport the function sends with (also used by `npm run mail:check`). */
export function createSmtpTransport(url: string, onDataSent?: () => void) {
  const quiet = () => undefined;
  return createTransport({
    url,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    // An aborted send tears the connection down at once: nothing more reaches the server.
    socketCloseTimeout: 0,
    // nodemailer logs each message once all of it (final dot included) went to the server.
    ...(onDataSent
      ? {
          logger: {
            level: quiet,
            trace: quiet,
            debug: quiet,
            info: (entry: unknown) => {
              if ((entry as { tnx?: string } | null)?.tnx === 'message') onDataSent();
            },
            warn: quiet,
            error: quiet,
            fatal: quiet,
          },
        }
      : {}),
  });
}

/**
 * Sends one mail, aborted at `deadlineMs` (the connection is destroyed, so a send past its
 * deadline never completes later). Throws AmbiguousSendError when it failed after the whole
 * message was written: only then may the server have it.
 */
export async function sendSmtp(
  url: string,
  mail: ContactMail,
  deadlineMs = SEND_DEADLINE_MS,
): Promise<Delivered> {
  let dataSent = false;
  const transport = createSmtpTransport(url, () => {
    dataSent = true;
  });
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new Error(`SMTP send took longer than ${deadlineMs} ms`)),
    deadlineMs,
  );
  try {
    const info = await transport.sendMail({ ...mail, signal: abort.signal });
    return { messageId: info.messageId ?? mail.messageId };
  } catch (error) {
    const reason = abort.signal.aborted
      ? (abort.signal.reason as Error).message
      : error instanceof Error
        ? error.message
        : String(error);
    const permanent = (error as { responseCode?: number }).responseCode;
    if (dataSent && !(typeof permanent === 'number' && permanent >= 400))
      throw new AmbiguousSendError(`no reply after the data was sent (${reason})`);
    throw abort.signal.aborted ? new Error(reason) : error;
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

export async function writeOutbox(
  directory: string,
  mail: ContactMail,
  id: string,
): Promise<Delivered> {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mail);
  const folder = resolve(directory);
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
  await writeFile(path, info.message as Buffer);
  return { messageId: mail.messageId, path };
}
