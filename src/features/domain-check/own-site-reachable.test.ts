import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownSiteReachable, REACHABILITY_PROBE_PATH } from './own-site-reachable';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ownSiteReachable', () => {
  it('asks our own site over the network, bypassing caches, and takes any answer as reachable', async () => {
    const fetchFn = vi.fn(async () => new Response(null, { status: 404 }));
    await expect(ownSiteReachable(fetchFn)).resolves.toBe(true);
    expect(fetchFn).toHaveBeenCalledWith(
      REACHABILITY_PROBE_PATH,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
  });

  it('says unreachable on a network failure', async () => {
    const fetchFn = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(ownSiteReachable(fetchFn)).resolves.toBe(false);
  });

  it('says unreachable when no answer comes in time, and aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchFn = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const result = ownSiteReachable(fetchFn, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(false);
    expect(signal?.aborted).toBe(true);
  });

  it('works in a browser without AbortSignal.timeout (Safari before 16): a live site is reachable', async () => {
    vi.stubGlobal(
      'AbortSignal',
      Object.assign(function AbortSignal() {}, { timeout: undefined }),
    );
    const fetchFn = vi.fn(async () => new Response(null, { status: 200 }));
    await expect(ownSiteReachable(fetchFn)).resolves.toBe(true);
  });
});
