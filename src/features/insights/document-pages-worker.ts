/**
 * The service worker's side of the insights: the pages served as documents only (an article, a
 * case study, a page of the list) that are not precached are fetched from the network and kept,
 * so a page once read opens offline too; a kept page is refreshed each time the network answers.
 * At most DOCUMENT_PAGES_ENTRIES are kept, the oldest dropped first. (The newest articles and the
 * list's first page are precached: vite.config.ts.)
 */
import { normalizePath, pageFileFor } from '../../lib/route-paths';

export const DOCUMENT_PAGES_CACHE = 'document-pages';
export const DOCUMENT_PAGES_ENTRIES = 60;

/** What the handler needs of the Cache API and the network (a test passes its own). */
export interface DocumentPagesDeps {
  open: () => Promise<Pick<Cache, 'match' | 'put' | 'keys' | 'delete'>>;
  fetch: (request: Request) => Promise<Response>;
}

/**
 * The answer to a navigation to a document-only page: the network's (kept when it is the page),
 * else the kept copy; with neither, the network's error.
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
    throw error;
  }
  if (response.status === 200 && !response.redirected) {
    await cache.put(key, response.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - DOCUMENT_PAGES_ENTRIES)))
      await cache.delete(old);
  }
  return response;
}
