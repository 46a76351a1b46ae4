import { describe, expect, it } from 'vitest';
import { MAX_HITS, hitsOf, isSearchFragment } from './pagefind-client';
import type { PagefindResult, ResultTitle } from './pagefind-client';

const found = (id: string, title: string, kind: string): PagefindResult => ({
  id,
  data: async () => ({
    url: `/${id}`,
    excerpt: `about <mark>${title}</mark>`,
    meta: { title, kind },
  }),
});
/** A result whose fragment cannot be fetched (offline, and not cached). */
const unread = (id: string): PagefindResult => ({
  id,
  data: () => Promise.reject(new TypeError('Failed to fetch')),
});
const titles: Record<string, ResultTitle> = {
  en_old: { url: '/insights/old', title: 'An old article', kind: 'article' },
  en_study: { url: '/portfolio/study', title: 'A case study', kind: 'caseStudy' },
};

describe('hitsOf', () => {
  it('shows a result read from its fragment with its excerpt', async () => {
    expect(await hitsOf([found('hosting', 'Hosting', 'service')], async () => titles)).toEqual([
      {
        url: '/hosting',
        title: 'Hosting',
        kind: 'Service',
        excerpt: [
          { text: 'about ', marked: false },
          { text: 'Hosting', marked: true },
        ],
      },
    ]);
  });

  it('shows a result whose fragment cannot be read by its title and kind, in its place', async () => {
    const hits = await hitsOf(
      [found('hosting', 'Hosting', 'service'), unread('en_old'), unread('en_study')],
      async () => titles,
    );
    expect(hits.map(({ url, title, kind, excerpt }) => [url, title, kind, excerpt])).toEqual([
      ['/hosting', 'Hosting', 'Service', expect.any(Array)],
      ['/insights/old', 'An old article', 'Article', []],
      ['/portfolio/study', 'A case study', 'Case study', []],
    ]);
  });

  it('reads the titles file only when a fragment cannot be read', async () => {
    let reads = 0;
    await hitsOf([found('a', 'A', 'page')], async () => {
      reads++;
      return titles;
    });
    expect(reads).toBe(0);
  });

  it('fails on a result the titles file does not name, or when it cannot be read either', async () => {
    await expect(hitsOf([unread('en_other')], async () => titles)).rejects.toThrow(
      'Failed to fetch',
    );
    await expect(hitsOf([unread('__proto__')], async () => titles)).rejects.toThrow(
      'Failed to fetch',
    );
    await expect(
      hitsOf([unread('en_old')], () => Promise.reject(new Error('offline'))),
    ).rejects.toThrow('Failed to fetch');
  });

  it('shows at most MAX_HITS results, best first', async () => {
    const results = Array.from({ length: MAX_HITS + 5 }, (_, n) => found(`p${n}`, `P${n}`, 'page'));
    const hits = await hitsOf(results, async () => titles);
    expect(hits.map((hit) => hit.url)).toEqual(results.slice(0, MAX_HITS).map((r) => `/${r.id}`));
  });
});

describe('isSearchFragment', () => {
  it("matches Pagefind's fragments only", () => {
    expect(isSearchFragment('/pagefind/fragment/en_1a2b3c4.pf_fragment')).toBe(true);
    for (const path of [
      '/pagefind/index/en_1a2b3c4.pf_index',
      '/pagefind/pagefind.js',
      '/pagefind/titles.json',
      '/pagefind/fragment/',
      '/pagefind/fragment/a/b.pf_fragment',
      '/other/pagefind/fragment/en_1.pf_fragment',
      '/pagefind/fragment/en_1.pf_fragment.html',
    ])
      expect(isSearchFragment(path), path).toBe(false);
  });
});
