/**
 * The service worker's side of the insights: the pages served as documents only (an article, a
 * case study, a page of the list) that are not precached are fetched from the network and kept,
 * so a page once read opens offline too; a kept page is refreshed each time the network answers.
 * At most DOCUMENT_PAGES_ENTRIES are kept, the oldest dropped first. (The newest articles and the
 * list's first page are precached: vite.config.ts.)
 */
import { isDocumentPath, normalizePath, pageFileFor } from '../../lib/route-paths';

export const DOCUMENT_PAGES_CACHE = 'document-pages';
export const DOCUMENT_PAGES_ENTRIES = 60;

/**
 * Whether a location is a page served as a document only: an insights or case study path whose
 * last part names no file (/insights/rss.xml is a feed, answered by the network as it is).
 */
export function isDocumentPage(pathname: string): boolean {
  const path = normalizePath(pathname);
  return isDocumentPath(path) && !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/** What the handler needs of the Cache API and the network (a test passes its own). */
export interface DocumentPagesDeps {
  open: () => Promise<Pick<Cache, 'match' | 'put' | 'keys' | 'delete'>>;
  fetch: (request: Request) => Promise<Response>;
  /** The precached not-found page, for a page neither the network nor the cache has. */
  notFound: () => Promise<Response | undefined>;
}

/**
 * The answer to a navigation to a document-only page: the network's (kept when it is the page),
 * else the kept copy; offline with neither, the not-found page with status 404 (an unknown
 * /insights/x), or the network's error if that page is missing too.
 */
export async function answerDocumentPage(
  request: Request,
  deps: DocumentPagesDeps,
): Promise<Response> {
  const url = new URL(request.url);
  // One copy per page, whatever the address's trailing slash, query or fragment.
  const key = new URL(pageFileFor(normalizePath(url.pathname)), url.origin).href;
  const cache = await deps.open();
  let response: Response;
  try {
    response = await deps.fetch(request);
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    const notFound = await deps.notFound();
    if (!notFound) throw error;
    return new Response(notFound.body, {
      status: 404,
      statusText: 'Not Found',
      headers: notFound.headers,
    });
  }
  if (response.status === 200 && !response.redirected) {
    await cache.put(key, response.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - DOCUMENT_PAGES_ENTRIES)))
      await cache.delete(old);
  }
  return response;
}
