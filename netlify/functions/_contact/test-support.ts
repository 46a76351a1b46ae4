/** Test fixtures for the contact function: an in-process Blobs server and SMTP server. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { startSmtpSink } from './smtp-sink.mjs';
import { forgetIpHashKey } from './ip-hash';

export async function startBlobs() {
  const directory = await mkdtemp(join(tmpdir(), 'contact-blobs-'));
  const token = 'test-token';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context = { siteID: 'test-site', token, edgeURL: url, uncachedEdgeURL: url };
  setEnvironmentContext(context);
  forgetIpHashKey();
  return {
    directory,
    /** Points every store at a closed port until `restore()`: Blobs is down. */
    breakStorage: () =>
      setEnvironmentContext({
        ...context,
        edgeURL: 'http://127.0.0.1:1',
        uncachedEdgeURL: 'http://127.0.0.1:1',
      }),
    restore: () => setEnvironmentContext(context),
    stop: async () => {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtpSink>>;

/** The shared test mailbox (smtp-sink.mjs) on a free port. */
export const startSmtp = (): Promise<TestSmtp> => startSmtpSink();

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
