import { describe, expect, it } from 'vitest';
import { normalizePath, pageFileFor } from './route-paths';

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
