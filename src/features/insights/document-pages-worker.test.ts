import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_PAGES_ENTRIES,
  answerDocumentPage,
  isDocumentPage,
} from './document-pages-worker';
import type { DocumentPagesDeps } from './document-pages-worker';

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
    } as unknown as Awaited<ReturnType<DocumentPagesDeps['open']>>,
  };
}

const page = (path: string) => new Request(`https://site.example${path}`, { mode: 'same-origin' });
const html = (text: string, status = 200) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/html' } });

describe('document pages in the service worker', () => {
  it('answers from the network and keeps the page; offline, answers from the kept copy', async () => {
    const { cache, entries } = fakeCache();
    const online = {
      open: async () => cache,
      notFound: async () => undefined,
      fetch: async () => html('<h1>Article</h1>'),
    };
    const first = await answerDocumentPage(page('/insights/a'), online);
    expect(await first.text()).toBe('<h1>Article</h1>');
    expect([...entries.keys()]).toEqual(['https://site.example/insights/a/index.html']);
    const offline = {
      open: async () => cache,
      notFound: async () => undefined,
      fetch: async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      },
    };
    // The same page with a trailing slash or a fragment is the same copy.
    for (const path of ['/insights/a', '/insights/a/', '/insights/a/?utm=x'])
      expect(await (await answerDocumentPage(page(path), offline)).text()).toBe('<h1>Article</h1>');
  });

  it('keeps the newest copy when the page changed, and never a 404 or an error', async () => {
    const { cache, entries } = fakeCache();
    await answerDocumentPage(page('/insights/a'), {
      open: async () => cache,
      notFound: async () => undefined,
      fetch: async () => html('old'),
    });
    await answerDocumentPage(page('/insights/a'), {
      open: async () => cache,
      notFound: async () => undefined,
      fetch: async () => html('new'),
    });
    expect(await entries.get('https://site.example/insights/a/index.html')!.text()).toBe('new');
    const missing = await answerDocumentPage(page('/insights/gone'), {
      open: async () => cache,
      notFound: async () => undefined,
      fetch: async () => html('Not found', 404),
    });
    expect(missing.status).toBe(404);
    expect(entries.has('https://site.example/insights/gone/index.html')).toBe(false);
  });

  it('offline, with no copy, answers the precached not-found page with a 404', async () => {
    const { cache } = fakeCache();
    const answer = await answerDocumentPage(page('/insights/x'), {
      open: async () => cache,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      notFound: async () => html('<h1>Page not found</h1>'),
    });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('<h1>Page not found</h1>');
    expect(answer.headers.get('Content-Type')).toBe('text/html');
  });

  it('routes pages only: never a feed or another file under the document paths', () => {
    for (const path of [
      '/insights',
      '/insights/',
      '/insights/a',
      '/insights/page/2',
      '/portfolio/shop',
    ])
      expect(isDocumentPage(path), path).toBe(true);
    for (const path of [
      '/insights/rss.xml',
      '/insights/atom.xml',
      '/portfolio/shop/x.png',
      '/portfolio',
      '/contact',
    ])
      expect(isDocumentPage(path), path).toBe(false);
  });

  it('offline, with no copy and no not-found page, fails as the network did', async () => {
    const { cache } = fakeCache();
    await expect(
      answerDocumentPage(page('/insights/never-read'), {
        open: async () => cache,
        notFound: async () => undefined,
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    ).rejects.toThrow('Failed to fetch');
  });

  it(`keeps at most ${DOCUMENT_PAGES_ENTRIES} pages, dropping the oldest`, async () => {
    const { cache, entries } = fakeCache();
    const deps = {
      open: async () => cache,
      notFound: async () => undefined,
      fetch: async () => html('x'),
    };
    for (let index = 0; index <= DOCUMENT_PAGES_ENTRIES; index++)
      await answerDocumentPage(page(`/insights/a-${index}`), deps);
    expect(entries.size).toBe(DOCUMENT_PAGES_ENTRIES);
    expect(entries.has('https://site.example/insights/a-0/index.html')).toBe(false);
  });
});
