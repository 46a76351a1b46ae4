import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheProblems, precacheSize } from './precache-budget';
import { SEARCH_FOLDER, writeSearchIndex } from './search-index';
import {
  chooseSearchPrecache,
  leavableFragments,
  searchPrecacheTransform,
  searchPrecacheWarning,
} from './search-precache';
import { RESULT_TITLES_FILE } from '../../src/features/search/pagefind-client';
import type { ResultTitle } from '../../src/features/search/pagefind-client';

const files = [
  { url: 'pagefind/pagefind.js', bytes: 40 },
  { url: 'pagefind/index/en_1.pf_index', bytes: 30 },
  { url: 'pagefind/fragment/service.pf_fragment', bytes: 10 },
  { url: 'pagefind/fragment/new.pf_fragment', bytes: 10 },
  { url: 'pagefind/fragment/mid.pf_fragment', bytes: 10 },
  { url: 'pagefind/fragment/old.pf_fragment', bytes: 10 },
];
const leavable = [
  'pagefind/fragment/new.pf_fragment',
  'pagefind/fragment/mid.pf_fragment',
  'pagefind/fragment/old.pf_fragment',
];

describe('chooseSearchPrecache', () => {
  it('precaches everything while it fits its budget', () => {
    expect(chooseSearchPrecache(files, leavable, 110)).toEqual({ leftOut: [], bytes: 110 });
  });

  it('above its budget, leaves fragments out oldest first, only until the rest fits', () => {
    expect(chooseSearchPrecache(files, leavable, 109)).toEqual({
      leftOut: ['pagefind/fragment/old.pf_fragment'],
      bytes: 100,
    });
    expect(chooseSearchPrecache(files, leavable, 85)).toEqual({
      leftOut: [
        'pagefind/fragment/old.pf_fragment',
        'pagefind/fragment/mid.pf_fragment',
        'pagefind/fragment/new.pf_fragment',
      ],
      bytes: 80,
    });
  });

  it('never leaves out the script, the index or the other fragments, even over budget', () => {
    const choice = chooseSearchPrecache(files, leavable, 10);
    expect(choice.bytes).toBe(80);
    expect(choice.leftOut).toHaveLength(3);
    expect(choice.leftOut).not.toContain('pagefind/fragment/service.pf_fragment');
  });

  it('ignores a leavable name that is no file of the search, and names given twice', () => {
    const choice = chooseSearchPrecache(
      files,
      ['pagefind/pagefind-elsewhere.js', ...leavable, 'pagefind/fragment/old.pf_fragment'],
      100,
    );
    expect(choice).toEqual({ leftOut: ['pagefind/fragment/old.pf_fragment'], bytes: 100 });
  });

  it('refuses a budget or a size that is no number of bytes', () => {
    for (const budget of [Number.NaN, -1, Number.POSITIVE_INFINITY])
      expect(() => chooseSearchPrecache(files, leavable, budget)).toThrow(/budget/);
    expect(() => chooseSearchPrecache([{ url: 'pagefind/x', bytes: Number.NaN }], [], 100)).toThrow(
      /pagefind\/x: its size/,
    );
  });
});

describe('searchPrecacheWarning', () => {
  it('says nothing while everything is precached', () => {
    expect(searchPrecacheWarning({ leftOut: [], bytes: 100 }, 3, 100)).toBeNull();
  });

  it('says in one line how many fragments the precache leaves out, never as an error', () => {
    const line = searchPrecacheWarning({ leftOut: ['a', 'b'], bytes: 1024 }, 5, 2048)!;
    expect(line).toBe(
      'Site search: over its precache budget of 2.0 KB, 2 of 5 article and case study fragments are not precached (the worker keeps each when a search first reads it); precached: 1.0 KB compressed.',
    );
    expect(line).not.toMatch(/\n/);
  });

  it('says so when the rest still outgrows the budget', () => {
    const line = searchPrecacheWarning({ leftOut: ['a'], bytes: 3072 }, 1, 2048)!;
    expect(line).toMatch(/still over its precache budget of 2\.0 KB: the index itself/);
    expect(line).not.toMatch(/\n/);
  });
});

describe('leavableFragments', () => {
  const titles: Record<string, ResultTitle> = {
    en_b: { url: '/insights/b', title: 'B', kind: 'article' },
    en_a: { url: '/insights/a', title: 'A', kind: 'article' },
    en_c: { url: '/portfolio/c', title: 'C', kind: 'caseStudy' },
    en_x: { url: '/insights/gone', title: 'X', kind: 'article' },
  };
  it('orders the fragments newest first by their page, an unlisted page as oldest', () => {
    expect(leavableFragments(titles, ['/portfolio/c', '/insights/a', '/insights/b'])).toEqual([
      'pagefind/fragment/en_c.pf_fragment',
      'pagefind/fragment/en_a.pf_fragment',
      'pagefind/fragment/en_b.pf_fragment',
      'pagefind/fragment/en_x.pf_fragment',
    ]);
  });
});

/** Sentences the articles are written from, each in an order of its own, as real ones share words. */
const sentences = [
  'A small business needs a website that loads fast on a cheap phone.',
  'Shared hosting is enough for most brochure sites and small online stores.',
  'Back up the database every night and keep a copy somewhere else.',
  'Search engines read the title, the headings and the first paragraph first.',
  'A content calendar helps a team post on a steady rhythm without panic.',
  'Python scripts can collect numbers from spreadsheets and build the weekly report.',
  'Cross-platform frameworks share most of the code between Android and iOS.',
  'Native apps still win when the app leans on the camera or on sensors.',
  'An SSL certificate is free today and every site should have one.',
  'Email deliverability depends on SPF, DKIM and DMARC records being right.',
  'Measure what visitors do before changing the design of a landing page.',
  'Images are usually the heaviest part of a page; resize and compress them.',
  'A sitemap tells crawlers which pages exist and when they last changed.',
  'Customers trust a business more when its address and phone number are easy to find.',
  'Cheap hosting plans often limit the number of processes and the memory.',
  'A staging copy of the site lets you test updates before visitors see them.',
  'Paid advertising works best when the landing page answers the advert.',
  'Write for people first; keywords come naturally when the answer is good.',
  'Keep plugins few and updated, because each one is code someone else wrote.',
  'Monthly reports should show trends rather than a wall of numbers.',
  'Domain names renew every year, so turn on automatic renewal.',
  'A slow server answer makes every other speed fix matter less.',
  'Social media posts with a picture get more attention than text alone.',
  'Test the contact form after every change, from a phone as well.',
];
function words(seed: number, count: number): string {
  let state = seed * 7919 + 13;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
  const text: string[] = [];
  for (let length = 0; length < count;) {
    const sentence = sentences[next() % sentences.length]!;
    text.push(sentence);
    length += sentence.split(' ').length;
  }
  return text.join(' ');
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Every file under `dir`, relative to it, with '/' between folders. */
function listFiles(dir: string, under = dir): string[] {
  return readdirSync(under).flatMap((name) => {
    const path = join(under, name);
    return statSync(path).isDirectory()
      ? listFiles(dir, path)
      : [relative(dir, path).split(sep).join('/')];
  });
}

/**
 * A built site with `articles` articles (the first the newest) and a few pages, its search index
 * written by the build's own code.
 */
async function siteWith(articles: number) {
  const dir = mkdtempSync(join(tmpdir(), 'search-precache-'));
  dirs.push(dir);
  const page = (title: string, seed: number, count: number) =>
    `<html><body><header>Menu</header><main><h1>${title}</h1><p>${words(seed, count)}</p></main></body></html>`;
  const routes: { path: string; article?: unknown }[] = [];
  const pageFiles: string[] = [];
  for (let n = 0; n < 6; n++) {
    const path = `services-${n}`;
    writeFileSync(join(dir, `${path}.html`), page(`Service ${n}`, 1000 + n, 300));
    pageFiles.push(`${path}.html`);
    routes.push({ path: `/${path}.html` });
  }
  const paths: string[] = [];
  for (let n = 0; n < articles; n++) {
    const path = `article-${n}`;
    writeFileSync(join(dir, `${path}.html`), page(`Article ${n}`, n, 400));
    pageFiles.push(`${path}.html`);
    routes.push({ path: `/${path}.html`, article: {} });
    paths.push(`/${path}.html`);
  }
  const count = await writeSearchIndex(dir, pageFiles, {
    routes,
    searchRecords: async () => [],
    searchAliasesByPath: async () => ({}),
  });
  const entries = listFiles(join(dir, SEARCH_FOLDER)).map((name) => {
    const url = `${SEARCH_FOLDER}/${name}`;
    return { url, revision: '1', size: statSync(join(dir, url)).size };
  });
  return { dir, count, entries, paths };
}

/** Writes the worker with `urls` as its precache manifest, as the build does. */
function writeWorker(dir: string, urls: readonly string[]) {
  const manifest = urls.map((url) => `{"revision":"1","url":"${url}"}`).join(',');
  writeFileSync(join(dir, 'sw.js'), `precache([${manifest}]);`);
}

describe('the search precache as articles are added', () => {
  it('stays within budget past the point where all was precached, and indexes every article', async () => {
    // Today's site: the budget has room for a few more articles.
    const today = await siteWith(5);
    writeWorker(
      today.dir,
      today.entries.map((entry) => entry.url),
    );
    const budget = precacheSize(today.dir).search.compressed + 4 * 1024;

    // Fifteen articles more: the search's files outgrow that budget.
    const later = await siteWith(20);
    expect(later.count).toBe(26);
    writeWorker(
      later.dir,
      later.entries.map((entry) => entry.url),
    );
    expect(precacheSize(later.dir).search.compressed).toBeGreaterThan(budget);

    const lines: string[] = [];
    const transform = searchPrecacheTransform({
      outDir: () => later.dir,
      newestFirst: () => later.paths,
      budget,
      warn: (line) => lines.push(line),
    });
    const { manifest } = transform(later.entries);
    writeWorker(
      later.dir,
      manifest.map((entry) => entry.url),
    );

    // Within budget, and no build failure: one line says so.
    expect(precacheSize(later.dir).search.compressed).toBeLessThanOrEqual(budget);
    expect(precacheProblems(later.dir)).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Site search: over its precache budget of .* are not precached/);

    // What answers any query stays: the script, the WebAssembly, the entry, the meta, every index
    // chunk, the titles file and the fragments of the pages that are not articles.
    const kept = new Set(manifest.map((entry) => entry.url));
    const left = later.entries.map((entry) => entry.url).filter((url) => !kept.has(url));
    expect(left.length).toBeGreaterThan(0);
    for (const url of left) expect(url).toMatch(/^pagefind\/fragment\/en_[^/]+\.pf_fragment$/);
    const titles = JSON.parse(
      readFileSync(join(later.dir, SEARCH_FOLDER, RESULT_TITLES_FILE), 'utf8'),
    ) as Record<string, ResultTitle>;
    for (const url of [
      'pagefind/pagefind.js',
      'pagefind/wasm.en.pagefind',
      'pagefind/pagefind-entry.json',
      `pagefind/${RESULT_TITLES_FILE}`,
    ])
      expect(kept, url).toContain(url);
    for (const url of later.entries.map((entry) => entry.url))
      if (/\.pf_(meta|index|filter)$/.test(url)) expect(kept, url).toContain(url);

    // Every article is in the titles file, so a search lists it offline; the ones left out are
    // the oldest.
    expect(
      Object.values(titles)
        .map((title) => title.url)
        .sort(),
    ).toEqual([...later.paths].sort());
    const leftPages = left.map(
      (url) => titles[url.replace(/^pagefind\/fragment\/|\.pf_fragment$/g, '')]!.url,
    );
    expect(leftPages.sort()).toEqual(later.paths.slice(later.paths.length - left.length).sort());
  }, 60_000);
});
