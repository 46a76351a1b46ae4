import { beforeAll, describe, expect, it } from 'vitest';
import { insightPaths } from '../content/insights';
import { insights } from '../content/insights-data';
import {
  megaMenu,
  footerCompanyLinks,
  footerServiceLinks,
  primaryNav,
} from '../content/navigation';
import type { MenuItem } from '../content/navigation';
import { navigationTarget } from '../features/pwa/navigation-target';
import { fixedPagePaths, pageFileFor } from '../lib/route-paths';
import { servicePageIndex, servicePagePaths } from '../content/service-page-index';
import { headTags, renderHead } from './head';
import { canonicalUrl, findRoute, notFoundRoute, routes } from './routes';
import { headOf } from './route-heads';

// The insights' routes get their heads from their content when they load, as in the prerenderer.
beforeAll(async () => {
  for (const route of routes) if (route.served) await route.load();
});

describe('route table', () => {
  it('holds the fixed pages, then one service page per data file (what links are checked against), then the insights’ pages', () => {
    const paths = routes.filter((route) => !route.served).map((route) => route.path);
    expect(paths.slice(0, fixedPagePaths.length)).toEqual(fixedPagePaths);
    expect(paths.slice(fixedPagePaths.length)).toEqual(servicePageIndex.map((page) => page.path));
    expect([...servicePagePaths()].sort()).toEqual(paths.slice(fixedPagePaths.length).sort());
    // The insights' list, its later pages, every article and case study, after them.
    const served = routes.filter((route) => route.served).map((route) => route.path);
    expect(routes.map((route) => route.path)).toEqual([...paths, ...served]);
    expect([...served].sort()).toEqual(insightPaths(insights).sort());
    expect(served).toContain('/insights');
    for (const path of servicePagePaths()) expect(path).toMatch(/^\/services\/[a-z0-9-]+$/);
  });

  it('keeps the specification’s 13 service paths', () => {
    const paths = routes.map((route) => route.path);
    for (const name of [
      'custom-development',
      'website-development',
      'mobile-apps',
      'python-programming',
      'ui-ux-design',
      'data-analytics',
      'seo-services',
      'social-media-marketing',
      'amazon-marketing',
      'aws-services',
      'chrome-extensions',
      'digital-marketing',
      'cpanel-hosting',
    ])
      expect(paths).toContain(`/services/${name}`);
  });

  it('gives every route a unique title and description', () => {
    expect(new Set(routes.map((r) => headOf(r).title)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => headOf(r).description)).size).toBe(routes.length);
    for (const route of routes) {
      expect(headOf(route).description.length).toBeGreaterThan(50);
      expect(headOf(route).description.length).toBeLessThanOrEqual(170);
    }
  });

  it('uses origin + path as canonical, except the UI/UX page (/services/uiux-design)', () => {
    for (const route of routes) {
      const url = new URL(canonicalUrl(route));
      const expected =
        route.path === '/services/ui-ux-design' ? '/services/uiux-design' : route.path;
      expect(url.pathname).toBe(expected);
    }
  });

  it('sets keywords on testimonials and social tags on the landing, service and insights pages', () => {
    expect(headOf(findRoute('/testimonials')!).keywords).toBeTruthy();
    for (const route of routes) {
      const social = route.path === '/' || route.path.startsWith('/services/') || !!route.served;
      expect(Boolean(headOf(route).social)).toBe(social);
      const tags = headTags(route, headOf(route));
      const hasOg = tags.some((tag) => tag.attrs.property === 'og:title');
      const hasTwitter = tags.some((tag) => tag.attrs.name === 'twitter:card');
      expect(hasOg && hasTwitter).toBe(social);
    }
  });

  it('finds routes with or without a trailing slash and never for unknown paths', () => {
    expect(findRoute('/about-us/')?.path).toBe('/about-us');
    expect(findRoute('/about-us/index.html')?.path).toBe('/about-us');
    expect(findRoute('/')?.path).toBe('/');
    expect(findRoute('/index.html')?.path).toBe('/');
    expect(findRoute('/nope')).toBeUndefined();
    expect(findRoute('/services')).toBeUndefined();
  });

  it('links every internal menu and footer target to a route (or a home anchor)', () => {
    const items: MenuItem[] = [
      ...primaryNav.before,
      ...primaryNav.after,
      ...megaMenu.flatMap((column) => column.items),
      ...footerServiceLinks,
      ...footerCompanyLinks,
    ];
    for (const item of items.filter((i) => !i.external)) {
      expect(findRoute(item.href.split('#')[0] || '/'), item.href).toBeDefined();
    }
  });

  it('names for each route the page module its loader imports', () => {
    for (const route of [...routes, notFoundRoute])
      expect(route.load.toString()).toMatch(new RegExp(`/${route.page}(\\.tsx)?["']`));
  });

  it('serves every canonical path: the route itself or an alias of it', () => {
    for (const route of routes) {
      const canonical = new URL(canonicalUrl(route)).pathname;
      expect(findRoute(canonical), canonical).toBe(route);
    }
    expect(findRoute('/services/uiux-design/')?.path).toBe('/services/ui-ux-design');
  });

  it('renders the not-found head with noindex and no canonical', () => {
    const head = renderHead(notFoundRoute, headOf(notFoundRoute), true);
    expect(head).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
    expect(head).not.toContain('canonical');
  });

  it('escapes head values', () => {
    const head = renderHead(
      { path: '/x', headFrom: { page: 'home' }, page: 'pages/x', load: async () => () => null },
      { title: 'A & <B>', description: 'say "hi" & <bye>' },
    );
    expect(head).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(head).toContain('content="say &quot;hi&quot; &amp; &lt;bye&gt;"');
  });

  it('is what the service worker serves offline: every route its own page, with or without a trailing slash', () => {
    const precached = new Set(['/404.html', ...routes.map((route) => pageFileFor(route.path))]);
    const isPrecached = (url: string) => precached.has(url);
    for (const { path } of routes) {
      const page = { url: pageFileFor(path), status: 200 };
      expect(navigationTarget(path, isPrecached), path).toEqual(page);
      expect(navigationTarget(`${path.replace(/\/$/, '')}/`, isPrecached), path).toEqual(page);
    }
  });

  it('marks the service pages and the FAQs page, whose structured data differs', () => {
    for (const route of routes)
      expect(route.service ?? false, route.path).toBe(route.path.startsWith('/services/'));
    expect(routes.filter((route) => route.faqPage).map((route) => route.path)).toEqual(['/faqs']);
  });
});
