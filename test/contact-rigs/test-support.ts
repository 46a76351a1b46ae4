/** Test fixtures for the contact function: an in-process Blobs server and SMTP server. */
import { setEnvironmentContext } from '@netlify/blobs';
import { startFaultyBlobs } from './fault-blobs';
import { startSmtpSink } from './smtp-sink.mjs';
import { sinkAlertEnv } from './webhook-sink.mjs';

/**
 * The Blobs sandbox. `etags: true`: reads carry etags and conditional writes are atomic, as on
 * Netlify (what a function in a deployed context needs); false: the plain local sandbox.
 */
export async function startBlobs({ etags = false }: { etags?: boolean } = {}) {
  const blobs = await startFaultyBlobs({ etags });
  return {
    /** Points every store at a closed port until `restore()`: Blobs is down. */
    breakStorage: () =>
      setEnvironmentContext({
        ...blobs.context,
        edgeURL: 'http://127.0.0.1:1',
        uncachedEdgeURL: 'http://127.0.0.1:1',
      }),
    restore: () => setEnvironmentContext(blobs.context),
    /** The proxy's faults, to set per test (fault-blobs.ts). */
    faults: blobs.faults,
    /** Blobs requests answered so far (`counts.requests`). */
    counts: blobs.counts,
    stop: blobs.stop,
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

/** Every alert channel configured against the test webhook sink (webhook-sink.mjs). */
export const alertEnv = sinkAlertEnv;
