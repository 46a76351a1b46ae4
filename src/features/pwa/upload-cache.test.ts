import { describe, expect, it } from 'vitest';
import { UPLOAD_CACHE_ENTRIES, answerUpload, isUpload } from './upload-cache';
import type { UploadCacheDeps } from './upload-cache';

/** A Cache stand-in keyed by URL, in insertion order. */
function fakeCache() {
  const entries = new Map<string, Response>();
  return {
    entries,
    cache: {
      match: async (request: RequestInfo | URL) => entries.get(new Request(request).url)?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        entries.set(new Request(request).url, response);
      },
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (request: RequestInfo | URL) => entries.delete(new Request(request).url),
    } as unknown as Awaited<ReturnType<UploadCacheDeps['open']>>,
  };
}

const url = (name: string) => `https://site.example/images/portfolio/${name}`;

describe('upload cache', () => {
  it('knows an upload by its folder', () => {
    expect(isUpload('/images/portfolio/shop.webp')).toBe(true);
    expect(isUpload('/images/portfolio/')).toBe(false);
    expect(isUpload('/images/insights/cover.webp')).toBe(true);
    expect(isUpload('/images/insights/')).toBe(false);
    expect(isUpload('/images/og-image.png')).toBe(false);
  });

  it('keeps an upload on first view, answers from the copy offline, refreshes it when online', async () => {
    const { cache, entries } = fakeCache();
    let online = true;
    let version = 1;
    const pending: Promise<unknown>[] = [];
    const deps: UploadCacheDeps = {
      open: async () => cache,
      fetch: async () => {
        if (!online) throw new TypeError('Failed to fetch');
        return new Response(`v${version}`, { status: 200 });
      },
      waitUntil: (promise) => pending.push(promise),
    };
    expect(await (await answerUpload(new Request(url('a.png')), deps)).text()).toBe('v1');
    online = false;
    expect(await (await answerUpload(new Request(url('a.png')), deps)).text()).toBe('v1');
    await Promise.all(pending);
    online = true;
    version = 2;
    expect(await (await answerUpload(new Request(url('a.png')), deps)).text()).toBe('v1');
    await Promise.all(pending);
    expect(await entries.get(url('a.png'))!.clone().text()).toBe('v2');
  });

  it('keeps no error answer, and drops the oldest beyond the limit', async () => {
    const { cache, entries } = fakeCache();
    const deps: UploadCacheDeps = {
      open: async () => cache,
      fetch: async (request) =>
        new Response('x', { status: request.url.endsWith('missing.png') ? 404 : 200 }),
      waitUntil: () => undefined,
    };
    expect((await answerUpload(new Request(url('missing.png')), deps)).status).toBe(404);
    expect(entries.size).toBe(0);
    for (let i = 0; i <= UPLOAD_CACHE_ENTRIES; i += 1)
      await answerUpload(new Request(url(`${i}.png`)), deps);
    expect(entries.size).toBe(UPLOAD_CACHE_ENTRIES);
    expect(entries.has(url('0.png'))).toBe(false);
    expect(entries.has(url(`${UPLOAD_CACHE_ENTRIES}.png`))).toBe(true);
  });

  it.each([404, 410])(
    'drops a kept upload once the network answers %i: it is not served again',
    async (status) => {
      const { cache, entries } = fakeCache();
      let answer = 200;
      const pending: Promise<unknown>[] = [];
      const deps: UploadCacheDeps = {
        open: async () => cache,
        fetch: async () => new Response(answer === 200 ? 'image' : 'gone', { status: answer }),
        waitUntil: (promise) => pending.push(promise),
      };
      await answerUpload(new Request(url('removed.png')), deps);
      expect(entries.has(url('removed.png'))).toBe(true);
      answer = status;
      // The kept copy answers this once; the refresh learns the file is gone and drops it.
      await answerUpload(new Request(url('removed.png')), deps);
      await Promise.all(pending);
      expect(entries.has(url('removed.png'))).toBe(false);
      expect((await answerUpload(new Request(url('removed.png')), deps)).status).toBe(status);
    },
  );

  it('keeps the copy when the network fails or answers a passing error', async () => {
    const { cache, entries } = fakeCache();
    let answer: number | 'offline' = 200;
    const pending: Promise<unknown>[] = [];
    const deps: UploadCacheDeps = {
      open: async () => cache,
      fetch: async () => {
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        return new Response('x', { status: answer });
      },
      waitUntil: (promise) => pending.push(promise),
    };
    await answerUpload(new Request(url('kept.png')), deps);
    for (const next of ['offline', 500, 503, 403] as const) {
      answer = next;
      expect((await answerUpload(new Request(url('kept.png')), deps)).status).toBe(200);
      await Promise.all(pending);
      expect(entries.has(url('kept.png')), String(next)).toBe(true);
    }
  });
});
