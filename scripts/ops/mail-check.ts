/**
 * `npm run mail:check [-- --send]`: checks the contact function's SMTP settings before anyone
 * depends on them. Reads SMTP_URL, MAIL_FROM and MAIL_TO (environment first, then .env),
 * connects with the function's own transport and logs in; with --send it also sends one test
 * message to MAIL_TO. Every failure is one plain sentence.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { createSmtpTransport } from '../../netlify/functions/_contact/mail';

export const SEND_FLAG = '--send';

type Env = Record<string, string | undefined>;

/** The shell's variables over those of `.env` (as `netlify serve` and the function see them). */
export async function readMailEnv(root: string, env: Env = process.env): Promise<Env> {
  let fromFile: Env = {};
  try {
    fromFile = parseEnv(await readFile(join(root, '.env'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pick = (name: string) => env[name]?.trim() || fromFile[name]?.trim() || undefined;
  return { SMTP_URL: pick('SMTP_URL'), MAIL_FROM: pick('MAIL_FROM'), MAIL_TO: pick('MAIL_TO') };
}

interface SmtpError {
  code?: string;
  command?: string;
  responseCode?: number;
  message?: string;
}

/** OpenSSL's reason out of its long message (…:SSL routines:func:wrong version number:file:…). */
const tlsReason = (message: string) =>
  message.match(/routines:[^:]*:([^:]+)/)?.[1] ?? message.trim().replace(/\.$/, '');

/** One sentence for each way an SMTP check fails; `where` is host:port. */
export function explainSmtpError(error: unknown, where: string, from = '', to = ''): string {
  const { code, command, responseCode, message = '' } = (error ?? {}) as SmtpError;
  const reply = responseCode ? ` (the server answered ${responseCode})` : '';
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message))
    return `Host not found: ${where.replace(/:\d+$/, '')} does not resolve. Check the host name in SMTP_URL.`;
  if (/ECONNREFUSED/.test(message))
    return `Connection refused by ${where}: nothing accepts mail on that port. Check the port in SMTP_URL (465 for smtps://, 587 for smtp://).`;
  if (code === 'ETLS' || /SSL|TLS|certificate|wrong version number|EPROTO/i.test(message))
    return `TLS error with ${where}: ${tlsReason(message)}. Use smtps:// for port 465 (TLS from the start) and smtp:// for port 587 (STARTTLS).`;
  if (code === 'EAUTH')
    return `Login refused by ${where}${reply}: check the user name and password in SMTP_URL (percent-encode special characters).`;
  if (code === 'EENVELOPE' && command === 'MAIL FROM')
    return `Sender refused by ${where}${reply}: the server may not send as ${from}. Use an address of the SMTP account in MAIL_FROM, or allow it (SPF/DKIM, docs/go-live.md).`;
  if (code === 'EENVELOPE')
    return `Recipient refused by ${where}${reply}: the server will not deliver to ${to}. Check MAIL_TO.`;
  if (code === 'ETIMEDOUT' || /timeout|timed out/i.test(message))
    return `No answer from ${where} in time: a firewall may block the port, or the host is not an SMTP server.`;
  if (/ECONNRESET|socket hang up|closed/i.test(message))
    return `${where} closed the connection: check the port and whether it expects TLS (smtps://) or STARTTLS (smtp://).`;
  return `The SMTP check failed at ${where}: ${message || String(error)}`;
}

interface SmtpTarget {
  where: string;
  user: string;
  secure: boolean;
}

/** What SMTP_URL names, without its password; undefined when it is not an SMTP URL. */
export function describeSmtpUrl(raw: string): SmtpTarget | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return undefined;
  const secure = url.protocol === 'smtps:';
  const port = url.port || (secure ? '465' : '587');
  return { where: `${url.hostname}:${port}`, user: decodeURIComponent(url.username), secure };
}

export async function main(
  args: string[],
  root = process.cwd(),
  env: Env = process.env,
  print: (text: string) => void = console.log,
): Promise<number> {
  const send = args.includes(SEND_FLAG);
  const settings = await readMailEnv(root, env);
  const missing = (['SMTP_URL', 'MAIL_FROM', 'MAIL_TO'] as const).filter((name) => !settings[name]);
  if (missing.length > 0) {
    print(
      `Not configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set (in the environment or .env). See docs/go-live.md, "Mail".`,
    );
    return 1;
  }
  const { SMTP_URL: url = '', MAIL_FROM: from = '', MAIL_TO: to = '' } = settings;
  const target = describeSmtpUrl(url);
  if (!target) {
    print(
      'SMTP_URL is not an SMTP URL: write it as smtps://user:password@host:465 or smtp://user:password@host:587.',
    );
    return 1;
  }
  const { where, user, secure } = target;
  print(
    `Connecting to ${where} (${secure ? 'TLS' : 'STARTTLS when offered'})${user ? ` as ${user}` : ''}...`,
  );
  const transport = createSmtpTransport(url);
  try {
    await transport.verify();
    print(
      user
        ? `Login accepted by ${where}.`
        : `Connected to ${where}. SMTP_URL has no user name, so no login was tried.`,
    );
    if (send) {
      const info = await transport.sendMail({
        from,
        to,
        subject: 'Test message from npm run mail:check',
        text: `The contact form's mail settings work: this message went from ${from} to ${to} through ${where}.\n`,
      });
      print(
        `Test message sent to ${to} (${info.response}). Check that it arrives, and not as spam.`,
      );
    } else {
      print(`Run npm run mail:check -- ${SEND_FLAG} to send a test message to ${to}.`);
    }
    return 0;
  } catch (error) {
    print(explainSmtpError(error, where, from, to));
    return 1;
  } finally {
    transport.close();
  }
}
