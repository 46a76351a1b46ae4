/**
 * A short cross-process lock (an exclusive `mkdir` in the temp folder) around the
 * read-check-write steps on the store.
 *
 * Why: on Netlify, Blobs conditional writes (only-if-new, only-if-etag) are atomic and carry the
 * guarantee across function instances. The local Blobs sandbox of `netlify serve`/`netlify dev`
 * (and BlobsServer in tests) checks the condition and writes in separate steps, returns no etag
 * on reads, and runs every invocation in a fresh worker; without this lock, concurrent repeats
 * of one id could all be sent there. The lock is held for milliseconds, never while sending.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOCK_ROOT = join(tmpdir(), 'send-contact-email-locks');
/** A lock older than this belongs to a process that died holding it. */
const LOCK_STALE_MS = 10_000;
/** Give up (the caller answers 503) after waiting this long. */
export const LOCK_WAIT_MS = 5_000;

export class LockTimeoutError extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === code;

export async function withLock<T>(name: string, section: () => Promise<T>): Promise<T> {
  const path = join(LOCK_ROOT, createHash('sha256').update(name).digest('hex').slice(0, 40));
  await mkdir(LOCK_ROOT, { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(path);
      break;
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const held = await stat(path).catch(() => null);
    if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) {
      await rm(path, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new LockTimeoutError(`lock ${name} not acquired`);
    await pause(2 + Math.random() * 8);
  }
  try {
    return await section();
  } finally {
    await rm(path, { recursive: true, force: true });
  }
}
