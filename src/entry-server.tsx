import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { renderHead } from './app/head';
import { loadPage } from './app/page-loader';
import type { AppRoute } from './app/routes';
import { canonicalUrl, notFoundRoute, routes } from './app/routes';
import { faqPage, jsonForScript, structuredData } from './app/structured-data';
import { faqs } from './content/faqs';
import { earlyInstallOfferScript } from './features/pwa/early-install-offer';

export { routes, notFoundRoute, canonicalUrl };

export interface RenderedPage {
  /** Path of the route, or null for the not-found page. */
  path: string | null;
  /** Source module of the page (for preloading its chunk). */
  page: string;
  head: string;
  html: string;
}

/** Structured data of a route: a FAQPage on the page that lists the FAQs, besides what every route has. */
function jsonLdFor(route: AppRoute) {
  return structuredData(route, route.faqPage ? [faqPage(faqs)] : []);
}

async function render(route: AppRoute, ssrPath: string, notFound: boolean): Promise<RenderedPage> {
  await loadPage(route);
  return {
    path: notFound ? null : route.path,
    page: route.page,
    // The inline script (allowed by its CSP hash) keeps an install offer made before the app's
    // low-priority scripts have run.
    head: `${renderHead(route, notFound, notFound ? undefined : jsonForScript(jsonLdFor(route)))}\n    <script>${earlyInstallOfferScript}</script>`,
    html: renderToString(<App ssrPath={ssrPath} />),
  };
}

/** Renders every route of the table, then the not-found page. */
export async function renderAll(): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  for (const route of routes) pages.push(await render(route, route.path, false));
  pages.push(await render(notFoundRoute, notFoundRoute.path, true));
  return pages;
}
