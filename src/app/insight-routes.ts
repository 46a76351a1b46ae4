/**
 * The routes the insights and case studies add (src/content/data/insights, case-studies): the
 * list's pages (/insights, /insights/page/2 …), each article (/insights/<slug>) and each case
 * study (/portfolio/<slug>). They are served as prerendered documents only: the server renders
 * their pages (pages/insights/insight-pages.tsx) and fills their heads; the browser keeps the
 * HTML it was served (pages/served-page.tsx) and knows only the route of the document it was
 * served, so no content, nor even the list of articles, ships as script. The app links to them
 * with plain links (lib/route-paths.js, isDocumentPath): each loads its document.
 */
import type { AppRoute } from './routes';

declare const __INSIGHT_PATHS__: readonly string[] | undefined;
declare const __SSR_BUILD__: boolean | undefined;

/** The paths from the files' names, where no bundler defines them (Node scripts and tests). */
function pathsFromFolders(): string[] {
  const { readdirSync, existsSync } = process.getBuiltinModule('node:fs');
  const names = (folder: string, extension: string) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith(extension))
          .map((name) => name.slice(0, -extension.length))
      : [];
  const articles = names('src/content/data/insights', '.md');
  const pages = Math.max(1, Math.ceil(articles.length / 10));
  return [
    '/insights',
    ...Array.from({ length: pages - 1 }, (_, index) => `/insights/page/${index + 2}`),
    ...articles.map((slug) => `/insights/${slug}`),
    ...names('src/content/data/case-studies', '.json').map((slug) => `/portfolio/${slug}`),
  ];
}

/**
 * Every path: the build computes them from the content (vite.config.ts, clientFacts); Node
 * scripts and tests that Vite runs read the folders; plain Node (the browser tests' runner) has
 * no import.meta.env and knows none.
 */
export const insightPaths: readonly string[] =
  typeof __INSIGHT_PATHS__ !== 'undefined'
    ? __INSIGHT_PATHS__
    : import.meta.env?.SSR === true
      ? pathsFromFolders()
      : [];

/** A route of this content on the server: its page and head come from the content. */
function insightRoute(path: string): AppRoute {
  const route: AppRoute = {
    path,
    // Filled in when the page loads.
    headFrom: { texts: { title: '', description: '' } },
    social: true,
    page: 'pages/served-page',
    served: true,
    load: () =>
      import('../pages/insights/insight-pages').then(({ insightPage }) => {
        const page = insightPage(path);
        if (!page) throw new Error(`No content for ${path}`);
        route.headFrom = {
          texts: {
            title: page.title,
            description: page.description,
            ...(page.image ? { image: page.image } : {}),
          },
        };
        if (page.lastmod) route.lastmod = page.lastmod;
        if (page.article) route.article = page.article;
        return page.page;
      }),
  };
  return route;
}

/**
 * The routes on the server (the prerenderer renders each); none in the browser. __SSR_BUILD__
 * says which bundle this is (vite.config.ts), so the browser's leaves the server's code out.
 */
export const insightRoutes: AppRoute[] = (
  typeof __SSR_BUILD__ !== 'undefined' ? __SSR_BUILD__ : import.meta.env?.SSR === true
)
  ? insightPaths.map(insightRoute)
  : [];

/** In the browser, the route of the document-only page this document was served with. */
let served: AppRoute | undefined;

/**
 * In the browser, the route of a document-only path if this document was served for it (or
 * was, before the app navigated away: back to it keeps its page). Its head is read from the
 * served document when its page loads (pages/served-page.tsx).
 */
export function servedRoute(path: string): AppRoute | undefined {
  // The frame of components/served-frame.tsx. (A location's path has no raw quote or
  // backslash: the browser percent-encodes them.)
  if (
    typeof document !== 'undefined' &&
    !(typeof __SSR_BUILD__ !== 'undefined' ? __SSR_BUILD__ : import.meta.env?.SSR === true) &&
    !served &&
    document.querySelector(`[data-served="${path}"]`)
  ) {
    const route: AppRoute = {
      path,
      headFrom: { texts: { title: '', description: '' } },
      page: 'pages/served-page',
      load: () => import('../pages/served-page').then((module) => module.servedPage(route)),
    };
    served = route;
  }
  return served?.path === path ? served : undefined;
}
