/**
 * Staff's uploads (the content editor's media folder) are not precached: the worker keeps each
 * one when a page first shows it and answers from that copy afterwards, offline too, refreshing
 * it in the background. At most UPLOAD_CACHE_ENTRIES are kept, the oldest dropped first. A copy
 * is dropped when the network says the file is gone (404 or 410): a deleted upload is not served
 * again. The site search's fragments the precache leaves out are kept the same way, in a cache
 * of their own (src/sw.ts): a fragment's name changes with its text, so a copy is never stale.
 */
export const UPLOADS_PATH = '/images/portfolio/';
/** The articles' and case studies' images (their editor collections' media folder). */
export const INSIGHT_UPLOADS_PATH = '/images/insights/';
/** The agency's logos and social image (their fields' media folder). */
export const BRAND_UPLOADS_PATH = '/images/brand/';
export const UPLOAD_CACHE = 'uploads';
export const UPLOAD_CACHE_ENTRIES = 80;
/** The network's answers that say an upload was removed. */
export const GONE_STATUSES: readonly number[] = [404, 410];

export const isUpload = (pathname: string): boolean =>
  [UPLOADS_PATH, INSIGHT_UPLOADS_PATH, BRAND_UPLOADS_PATH].some(
    (folder) => pathname.startsWith(folder) && pathname.length > folder.length,
  );

/** What the handler needs of the Cache API and the network (a test passes its own). */
export interface UploadCacheDeps {
  open: () => Promise<Pick<Cache, 'match' | 'put' | 'keys' | 'delete'>>;
  fetch: (request: Request) => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** The answer to a request for an upload: the kept copy if any, else the network's (kept). */
export async function answerUpload(request: Request, deps: UploadCacheDeps): Promise<Response> {
  const cache = await deps.open();
  const keep = async () => {
    const response = await deps.fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - UPLOAD_CACHE_ENTRIES)))
        await cache.delete(old);
    } else if (GONE_STATUSES.includes(response.status)) await cache.delete(request);
    return response;
  };
  const kept = await cache.match(request);
  if (!kept) return keep();
  deps.waitUntil(keep().catch(() => undefined));
  return kept;
}
