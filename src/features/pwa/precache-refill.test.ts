import { describe, expect, it, vi } from 'vitest';
import { precacheRefiller } from './precache-refill';

function fakeCache(initial: string[]) {
  const stored = new Map(initial.map((key) => [key, new Response(key)]));
  return {
    stored,
    open: async () => ({
      match: async (key: RequestInfo | URL) => stored.get(String(key)),
      put: async (key: RequestInfo | URL, response: Response) =>
        void stored.set(String(key), response),
    }),
  };
}

const keys = ['/index.html?__WB_REVISION__=1', '/assets/app-abc.js', '/404.html?__WB_REVISION__=2'];

describe('precacheRefiller', () => {
  it('puts back only the missing files', async () => {
    const cache = fakeCache([keys[0]!]);
    const fetch = vi.fn(async (url: string) => new Response(`body of ${url}`));
    const refill = precacheRefiller({ keys: () => keys, open: cache.open, fetch });
    expect(await refill()).toBe(2);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([keys[1], keys[2]]);
    expect([...cache.stored.keys()].sort()).toEqual([...keys].sort());
    expect(await refill()).toBe(0);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never stores an error, a redirect or nothing, and keeps going when the network fails', async () => {
    const cache = fakeCache([]);
    const fetch = vi.fn(async (url: string) => {
      if (url === keys[0]) return new Response('gone', { status: 404 });
      if (url === keys[1]) throw new TypeError('Failed to fetch');
      const redirected = new Response('elsewhere');
      Object.defineProperty(redirected, 'redirected', { value: true });
      return redirected;
    });
    const refill = precacheRefiller({ keys: () => keys, open: cache.open, fetch });
    expect(await refill()).toBe(0);
    expect(cache.stored.size).toBe(0);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('runs once at a time however often it is asked, and again afterwards', async () => {
    const cache = fakeCache([]);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi.fn(async (url: string) => {
      await gate;
      return new Response(url);
    });
    const refill = precacheRefiller({ keys: () => keys, open: cache.open, fetch });
    const first = refill();
    expect(refill()).toBe(first);
    release();
    expect(await first).toBe(3);
    cache.stored.clear();
    expect(await refill()).toBe(3);
  });
});
