/** Test fixtures for the contact function: an in-process Blobs server and SMTP server. */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startBlobs() {
  const directory = await mkdtemp(join(tmpdir(), 'contact-blobs-'));
  const token = 'test-token';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ siteID: 'test-site', token, edgeURL: url, uncachedEdgeURL: url });
  return {
    directory,
    stop: async () => {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface TestSmtp {
  url: string;
  mails: ParsedMail[];
  /** The next `count` messages are refused with a temporary error. */
  failNext: (count: number) => void;
  stop: () => Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (failures > 0) {
            failures -= 1;
            callback(Object.assign(new Error('Mailbox busy'), { responseCode: 451 }));
            return;
          }
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    failNext: (count) => {
      failures = count;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const ENDPOINT_URL = 'http://localhost:8888/.netlify/functions/send-contact-email';

export function validBody(overrides: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    message: 'Hello, I would like a website for my shop.',
    website: '',
    ...overrides,
  };
}

export function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(ENDPOINT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
