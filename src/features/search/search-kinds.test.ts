import { describe, expect, it } from 'vitest';
import { searchKindLabel, searchKindLabels, searchKindOf } from './search-kinds';

describe('searchKindOf', () => {
  it('names each kind of page by its route', () => {
    expect(searchKindOf({ path: '/services/x', service: true })).toBe('service');
    expect(searchKindOf({ path: '/insights/x', served: true, article: {} })).toBe('article');
    expect(searchKindOf({ path: '/insights/x', served: true })).toBe('article');
    expect(searchKindOf({ path: '/portfolio/x', served: true })).toBe('caseStudy');
    expect(searchKindOf({ path: '/about-us' })).toBe('page');
    expect(searchKindOf({ path: '/portfolio' })).toBe('page');
  });

  it('leaves out pages not to be indexed and the lists of articles', () => {
    expect(searchKindOf({ path: '/search', noindex: true })).toBeNull();
    expect(searchKindOf({ path: '/contact/sent', noindex: true })).toBeNull();
    expect(searchKindOf({ path: '/services/x', service: true, noindex: true })).toBeNull();
    expect(searchKindOf({ path: '/insights', served: true })).toBeNull();
    expect(searchKindOf({ path: '/insights/page/2', served: true })).toBeNull();
  });
});

describe('searchKindLabel', () => {
  it('labels each kind, and anything else as a page', () => {
    expect(searchKindLabel('faq')).toBe('FAQ');
    expect(searchKindLabel('caseStudy')).toBe('Case study');
    expect(searchKindLabel('plan')).toBe('Hosting plan');
    for (const odd of ['', 'toString', '__proto__', '<img src=x>'])
      expect(searchKindLabel(odd)).toBe(searchKindLabels.page);
  });
});
