import { describe, expect, it } from 'vitest';
import {
  fixedPagePaths,
  isArticlePath,
  isSitePath,
  normalizePath,
  pageFileFor,
} from './route-paths';

describe('normalizePath', () => {
  it('drops the query, the fragment, index.html and trailing slashes', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/a//')).toBe('/a');
    expect(normalizePath('/x?y=1#z')).toBe('/x');
    expect(normalizePath('/about-us/index.html')).toBe('/about-us');
    expect(normalizePath('/index.html')).toBe('/');
  });
});

describe('pageFileFor', () => {
  it('maps route paths to the files Netlify serves for them', () => {
    expect(pageFileFor('/')).toBe('/index.html');
    expect(pageFileFor('/about-us')).toBe('/about-us/index.html');
    expect(pageFileFor('/about-us/')).toBe('/about-us/index.html');
    expect(pageFileFor('/services/seo-services')).toBe('/services/seo-services/index.html');
  });
});

describe('isSitePath', () => {
  it('accepts the fixed pages and the given paths, with a fragment, query or trailing slash', () => {
    for (const path of fixedPagePaths) expect(isSitePath(path)).toBe(true);
    expect(isSitePath('/#services')).toBe(true);
    expect(isSitePath('/services/cpanel-hosting#hosting-plans')).toBe(false);
    expect(isSitePath('/services/cpanel-hosting#hosting-plans', ['/services/cpanel-hosting'])).toBe(
      true,
    );
    expect(isSitePath('/faqs/?q=1')).toBe(true);
    expect(isSitePath('/services/uiux-design')).toBe(false);
    expect(isSitePath('/services/uiux-design', ['/services/uiux-design'])).toBe(true);
  });

  it('refuses other paths, other hosts and hostile links', () => {
    for (const link of [
      '/contactus',
      '/services',
      '/services/seo',
      '/admin',
      '//evil.test/faqs',
      'https://example.com/faqs',
      'javascript:alert(1)',
      '',
      'faqs',
      '/FAQS',
    ])
      expect(isSitePath(link), link).toBe(false);
  });
});

describe('isArticlePath', () => {
  it('is an article of the insights, not their list, a later list page or a file', () => {
    expect(isArticlePath('/insights/seo-basics')).toBe(true);
    for (const path of [
      '/insights',
      '/insights/',
      '/insights/page',
      '/insights/page/2',
      '/insights/rss.xml',
      '/insights/a/b',
      '/portfolio/book-nook-online-store',
      '/services/seo',
      '/',
    ])
      expect(isArticlePath(path), path).toBe(false);
  });
});
