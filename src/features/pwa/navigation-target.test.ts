import { describe, expect, it } from 'vitest';
import { pageFileFor } from '../../lib/route-paths';
import { isPageNavigation, navigationTarget } from './navigation-target';

// A sample of prerendered pages; the route table's own pages are checked in the app's tests.
const pagePaths = ['/', '/about-us', '/services/seo-services', '/services/ui-ux-design'];
const precached = new Set(['/404.html', ...pagePaths.map(pageFileFor)]);
const isPrecached = (url: string) => precached.has(url);

describe('navigationTarget', () => {
  it('serves each page its own file, with or without a trailing slash', () => {
    expect(navigationTarget('/', isPrecached)).toEqual({ url: '/index.html', status: 200 });
    for (const path of pagePaths.filter((path) => path !== '/')) {
      expect(navigationTarget(path, isPrecached)).toEqual({
        url: `${path}/index.html`,
        status: 200,
      });
      expect(navigationTarget(`${path}/`, isPrecached).url).toBe(`${path}/index.html`);
    }
  });

  it("serves an alias its route's page (the UI/UX page at its canonical path)", () => {
    for (const path of ['/services/uiux-design', '/services/uiux-design/'])
      expect(navigationTarget(path, isPrecached)).toEqual({
        url: '/services/ui-ux-design/index.html',
        status: 200,
      });
  });

  it('serves the not-found page with 404 for anything else, never another page', () => {
    for (const path of ['/nope', '/services', '/services/', '/about-us/extra', '/%E0%A4%A'])
      expect(navigationTarget(path, isPrecached)).toEqual({ url: '/404.html', status: 404 });
  });
});

describe('isPageNavigation', () => {
  it('leaves files to the precache or the network', () => {
    expect(isPageNavigation('/about-us')).toBe(true);
    expect(isPageNavigation('/services/seo-services/')).toBe(true);
    expect(isPageNavigation('/sitemap.xml')).toBe(false);
    expect(isPageNavigation('/icons/icon-192.png')).toBe(false);
  });

  it('leaves the content editor at /admin to the network', () => {
    expect(isPageNavigation('/admin')).toBe(false);
    expect(isPageNavigation('/admin/')).toBe(false);
    expect(isPageNavigation('/admin/#/collections/hosting-plans')).toBe(false);
    expect(isPageNavigation('/administration')).toBe(true);
  });
});
