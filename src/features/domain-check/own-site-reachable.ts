import { LOOKUP_TIMEOUT_MS } from './domain-rules';

/**
 * A file of our own site that the service worker does not precache, so asking for it really
 * goes over the network (a precached file would answer even offline).
 */
export const REACHABILITY_PROBE_PATH = '/robots.txt';

/** While the connection is gone, how often our own site is asked whether it answers again. */
export const CONNECTION_PROBE_MS = 5000;

/**
 * Whether our own site answers: tells a visitor who is offline (the browser's `navigator.onLine`
 * can say "online" on a dead connection) from lookup services that are down or blocked. Any
 * HTTP answer counts; only a network failure or a timeout means the connection is gone.
 */
export async function ownSiteReachable(
  fetchFn: typeof fetch = fetch,
  timeoutMs: number = LOOKUP_TIMEOUT_MS,
): Promise<boolean> {
  // A controller and a timer rather than AbortSignal.timeout, which Safari before 16 lacks.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetchFn(REACHABILITY_PROBE_PATH, {
      method: 'HEAD',
      cache: 'no-store',
      signal: controller.signal,
    });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
