import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import {
  ALIAS_WEIGHT,
  isUnusedSearchFile,
  pageForIndex,
  readFragment,
  resultTitleOf,
  routePathOf,
} from './search-index';

const page =
  '<html><body><header>Menu</header><main><h1>Title</h1><p>Text</p></main></body></html>';

describe('pageForIndex', () => {
  it('adds the kind and the aliases inside main, weighted, and nothing else', () => {
    const html = pageForIndex(page, 'service', ['shared hosting', 'sasti hosting']);
    expect(html).toBe(
      `<html><body><header>Menu</header><main><h1>Title</h1><p>Text</p><p data-pagefind-meta="kind:service"></p><p data-pagefind-weight="${ALIAS_WEIGHT}" data-pagefind-meta="aliases">shared hosting. sasti hosting</p></main></body></html>`,
    );
    expect(pageForIndex(page, 'page', [])).not.toContain('data-pagefind-weight');
  });

  it('writes aliases as text, never as markup', () => {
    const html = pageForIndex(page, 'faq', ['<img src=x onerror=alert(1)>', 'a & "b"']);
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;. a &#38; &#34;b&#34;');
  });

  it('refuses a page without a main element', () => {
    expect(() => pageForIndex('<html><body></body></html>', 'page', [])).toThrow(/no <main>/);
  });
});

describe('routePathOf', () => {
  it('gives the route a page file serves', () => {
    expect(routePathOf('index.html')).toBe('/');
    expect(routePathOf('services/cpanel-hosting/index.html')).toBe('/services/cpanel-hosting');
    expect(routePathOf('404.html')).toBe('/404.html');
  });
});

describe('isUnusedSearchFile', () => {
  it("drops Pagefind's interfaces, worker and unknown-language WebAssembly, keeps the search", () => {
    for (const name of [
      'pagefind-ui.js',
      'pagefind-ui.css',
      'pagefind-modular-ui.js',
      'pagefind-component-ui.js',
      'pagefind-highlight.js',
      'pagefind-worker.js',
      'wasm.unknown.pagefind',
    ])
      expect(isUnusedSearchFile(name), name).toBe(true);
    for (const name of [
      'pagefind.js',
      'pagefind-entry.json',
      'wasm.en.pagefind',
      'index',
      'fragment',
    ])
      expect(isUnusedSearchFile(name), name).toBe(false);
  });
});

describe('readFragment', () => {
  const signed = (json: unknown) =>
    Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(JSON.stringify(json))]);
  it('reads a fragment as Pagefind writes it, gzipped after its signature, or not gzipped', () => {
    const fragment = { url: '/insights/a', meta: { title: 'A', kind: 'article' } };
    expect(readFragment(gzipSync(signed(fragment)))).toEqual(fragment);
    expect(readFragment(signed(fragment))).toEqual(fragment);
  });

  it('refuses a file that is no fragment', () => {
    expect(() => readFragment(gzipSync(Buffer.from('{"url":"/x"}')))).toThrow(/no signature/);
    expect(() => readFragment(Buffer.from('not gzip at all'))).toThrow();
  });
});

describe('resultTitleOf', () => {
  it('names the articles and case studies, whose fragments may be left out of the precache', () => {
    expect(
      resultTitleOf({ url: '/insights/a', meta: { title: 'A & B', kind: 'article' } }),
    ).toEqual({ url: '/insights/a', title: 'A & B', kind: 'article' });
    expect(resultTitleOf({ url: '/portfolio/c', meta: { title: 'C', kind: 'caseStudy' } })).toEqual(
      { url: '/portfolio/c', title: 'C', kind: 'caseStudy' },
    );
  });

  it('leaves out the other kinds, which are always precached', () => {
    for (const kind of ['service', 'faq', 'plan', 'page'])
      expect(resultTitleOf({ url: '/x', meta: { title: 'X', kind } }), kind).toBeNull();
  });

  it('leaves out anything that is not a fragment with an address, a title and a kind', () => {
    for (const value of [
      null,
      'text',
      42,
      [],
      {},
      { url: '/insights/a' },
      { url: '/insights/a', meta: { kind: 'article' } },
      { url: 7, meta: { title: 'A', kind: 'article' } },
      { url: '/insights/a', meta: { title: ['A'], kind: 'article' } },
      { '/insights/a': { url: '/insights/a', meta: { title: 'A', kind: 'article' } } },
    ])
      expect(resultTitleOf(value), JSON.stringify(value)).toBeNull();
  });
});
