/**
 * A browser may empty the service worker's cache while the worker stays registered (WebKit does
 * so after a while with no page of the site open). Workbox then answers from the network and
 * never fills the cache again until a new version ships, so the site no longer works offline.
 * This puts back every precached file that is missing, once at a time however often it is asked.
 */
export interface RefillDeps {
  /** The precache's cache keys (URLs with their revision), as Workbox stores them. */
  keys: () => string[];
  open: () => Promise<Pick<Cache, 'match' | 'put'>>;
  fetch: (url: string) => Promise<Response>;
}

/** How many files were put back (0 when none was missing). Failed fetches are left for the next time. */
export function precacheRefiller(deps: RefillDeps): () => Promise<number> {
  let running: Promise<number> | undefined;
  const refill = async () => {
    const cache = await deps.open();
    let restored = 0;
    for (const key of deps.keys()) {
      if (await cache.match(key)) continue;
      try {
        const response = await deps.fetch(key);
        if (!response.ok || response.redirected) continue;
        await cache.put(key, response);
        restored += 1;
      } catch {
        // Offline again: what is still missing is put back on a later visit.
      }
    }
    return restored;
  };
  return () => {
    running ??= refill().finally(() => (running = undefined));
    return running;
  };
}
