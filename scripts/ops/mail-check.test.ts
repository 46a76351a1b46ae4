// `npm run mail:check` against a real local SMTP server that requires a login.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, readMailEnv } from './mail-check';

const USER = 'website@agency.test';
const PASSWORD = 'right p@ss';
const received: { from: string; to: string[] }[] = [];

const server = new SMTPServer({
  logger: false,
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  onAuth(auth, _session, callback) {
    if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
    else callback(new Error('Invalid username or password'));
  },
  onMailFrom(address, _session, callback) {
    if (address.address.endsWith('@elsewhere.test'))
      callback(Object.assign(new Error('Sender address rejected'), { responseCode: 553 }));
    else callback();
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
      });
      callback();
    });
  },
});

let port = 0;
let closedPort = 0;
let root = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  // A port nothing listens on: taken, then released.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  root = await mkdtemp(join(tmpdir(), 'mail-check-'));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
});

const smtpUrl = (password: string, host = '127.0.0.1', scheme = 'smtp', at = port) =>
  `${scheme}://${encodeURIComponent(USER)}:${encodeURIComponent(password)}@${host}:${at}`;

async function check(env: Record<string, string>, args: string[] = []) {
  const printed: string[] = [];
  const code = await main(args, root, env, (text) => printed.push(text));
  const output = printed.join('\n');
  // Never a stack trace, never the password.
  expect(output).not.toMatch(/\n\s+at /);
  expect(output).not.toContain(PASSWORD);
  expect(output).not.toContain(encodeURIComponent(PASSWORD));
  return { code, output };
}

const settings = (SMTP_URL: string, MAIL_FROM = `Website <${USER}>`) => ({
  SMTP_URL,
  MAIL_FROM,
  MAIL_TO: 'sales@agency.test',
});

describe('mail:check', () => {
  it('logs in with the right password and sends nothing without --send', async () => {
    const { code, output } = await check(settings(smtpUrl(PASSWORD)));
    expect(output).toContain(`Login accepted by 127.0.0.1:${port}.`);
    expect(code).toBe(0);
    expect(received).toEqual([]);
  });

  it('sends one test message to MAIL_TO with --send', async () => {
    const { code, output } = await check(settings(smtpUrl(PASSWORD)), ['--send']);
    expect(code).toBe(0);
    expect(output).toContain('Test message sent to sales@agency.test');
    expect(received).toEqual([{ from: USER, to: ['sales@agency.test'] }]);
  });

  it('says the login was refused for a wrong password', async () => {
    const { code, output } = await check(settings(smtpUrl('wrong')));
    expect(code).toBe(1);
    expect(output).toContain(`Login refused by 127.0.0.1:${port} (the server answered 535)`);
  });

  it('says the sender was refused when the server may not send as MAIL_FROM', async () => {
    const { code, output } = await check(
      settings(smtpUrl(PASSWORD), 'Website <web@elsewhere.test>'),
      ['--send'],
    );
    expect(code).toBe(1);
    expect(output).toContain('Sender refused by');
    expect(output).toContain('may not send as Website <web@elsewhere.test>');
  });

  it('says the connection was refused when nothing listens on the port', async () => {
    const { code, output } = await check(
      settings(smtpUrl(PASSWORD, '127.0.0.1', 'smtp', closedPort)),
    );
    expect(code).toBe(1);
    expect(output).toContain(`Connection refused by 127.0.0.1:${closedPort}`);
  });

  it('says the host was not found', async () => {
    const { code, output } = await check(settings(smtpUrl(PASSWORD, 'no-such-host.invalid')));
    expect(code).toBe(1);
    expect(output).toContain('Host not found: no-such-host.invalid does not resolve.');
  });

  it('says TLS failed when smtps:// meets a server without TLS', async () => {
    const { code, output } = await check(settings(smtpUrl(PASSWORD, '127.0.0.1', 'smtps')));
    expect(code).toBe(1);
    expect(output).toContain(
      `TLS error with 127.0.0.1:${port}: wrong version number. Use smtps://`,
    );
  });

  it('names the missing variables, and a URL that is not SMTP', async () => {
    const missing = await check({ SMTP_URL: smtpUrl(PASSWORD) });
    expect(missing.code).toBe(1);
    expect(missing.output).toBe(
      'Not configured: MAIL_FROM, MAIL_TO are not set (in the environment or .env). See docs/go-live.md, "Mail".',
    );
    const wrong = await check(settings('https://mail.agency.test'));
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/^SMTP_URL is not an SMTP URL/);
  });

  it('reads .env, with the environment winning', async () => {
    await writeFile(
      join(root, '.env'),
      'SMTP_URL=smtp://file@host:587\nMAIL_FROM="Website <a@agency.test>"\nMAIL_TO=file@agency.test\n',
    );
    expect(await readMailEnv(root, { MAIL_TO: 'shell@agency.test' })).toEqual({
      SMTP_URL: 'smtp://file@host:587',
      MAIL_FROM: 'Website <a@agency.test>',
      MAIL_TO: 'shell@agency.test',
    });
    await rm(join(root, '.env'));
  });
});
