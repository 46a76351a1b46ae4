import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { renderHead } from './app/head';
import { headOf } from './app/route-heads';
import { loadPage } from './app/page-loader';
import type { AppRoute } from './app/routes';
import { canonicalUrl, notFoundRoute, routes } from './app/routes';
import { blogPosting, faqPage, jsonForScript, structuredData } from './app/structured-data';
import { faqs } from './content/faqs';
import { earlyDraftScript, pageControlsScript } from './app/page-controls-script';
import { EARLY_DRAFT } from './features/contact/early-draft';
import { earlyInstallOfferScript } from './features/pwa/early-install-offer';

export { routes, notFoundRoute, canonicalUrl };

export interface RenderedPage {
  /** Path of the route, or null for the not-found page. */
  path: string | null;
  /** Source module of the page (for preloading its chunk). */
  page: string;
  /** Other modules its loader imports (relative to src/, with extension), preloaded too. */
  preload: string[];
  head: string;
  html: string;
}

/** The complete HTML of an element, lazy parts included (renderToString would leave them out). */
async function renderToHtml(element: ReactNode, route: AppRoute): Promise<string> {
  // An error inside a <Suspense> does not stop prerender: React reports it here and leaves the
  // boundary empty for the browser to render, where it fails again (a blank page). Any error
  // fails the build, naming the page and its module.
  const errors: unknown[] = [];
  // One piece of HTML in document order: no boundary streamed later with an inline script.
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await new Response(prelude).text();
  if (errors.length) {
    const reasons = errors.map((error) => (error instanceof Error ? error.message : String(error)));
    throw new Error(
      `Prerendering ${route.path} (${[`${route.page}.tsx`, ...(route.preload ?? [])].map((file) => `src/${file}`).join(', ')}) failed: ${[...new Set(reasons)].join('; ')}`,
    );
  }
  return html;
}

/**
 * Structured data of a route: a FAQPage on the page that lists the FAQs, a BlogPosting on an
 * article, besides what every route has.
 */
function jsonLdFor(route: AppRoute) {
  return structuredData(route, [
    ...(route.faqPage ? [faqPage(faqs)] : []),
    ...(route.article ? [blogPosting(route, route.article)] : []),
  ]);
}

async function render(route: AppRoute, ssrPath: string, notFound: boolean): Promise<RenderedPage> {
  await loadPage(route);
  const html = await renderToHtml(<App ssrPath={ssrPath} />, route);
  return {
    path: notFound ? null : route.path,
    page: route.page,
    preload: [...(route.preload ?? [])],
    // Inline scripts (allowed by their CSP hashes): the page's controls from the first paint
    // on, an install offer made before the app's scripts, which load after it, have run, and
    // on the contact page, the draft of what is typed before they have.
    head: [
      renderHead(
        route,
        headOf(route),
        notFound,
        notFound ? undefined : jsonForScript(jsonLdFor(route)),
      ),
      `<script>${pageControlsScript}</script>`,
      `<script>${earlyInstallOfferScript}</script>`,
      ...(html.includes(` ${EARLY_DRAFT}`) ? [`<script>${earlyDraftScript}</script>`] : []),
    ].join('\n    '),
    html,
  };
}

/** Renders every route of the table, then the not-found page. */
export async function renderAll(): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  for (const route of routes) pages.push(await render(route, route.path, false));
  pages.push(await render(notFoundRoute, notFoundRoute.path, true));
  return pages;
}
