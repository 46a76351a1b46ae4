/**
 * The routes the insights and case studies add (src/content/data/insights, case-studies): the
 * list's pages (/insights, /insights/page/2 …), each article (/insights/<slug>) and each case
 * study (/portfolio/<slug>). Like every page, they are prerendered documents: the server renders
 * their pages (pages/insights/insight-pages.tsx) and fills their heads from their content, which
 * never ships as script. There may be hundreds of them: the service worker precaches the newest
 * and keeps the others once read (lib/route-paths.js, isDocumentPath).
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
    page: 'pages/insights/insight-pages',
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
 * The routes on the server (the prerenderer renders each); none in any other bundle.
 * __SSR_BUILD__ says which bundle this is (vite.config.ts).
 */
export const insightRoutes: AppRoute[] = (
  typeof __SSR_BUILD__ !== 'undefined' ? __SSR_BUILD__ : import.meta.env?.SSR === true
)
  ? insightPaths.map(insightRoute)
  : [];
