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
import { earlyDraftScript, faqTargetScript, pageControlsScript } from './app/inline-scripts';
import { IslandBoundary } from './app/island-boundary';
import { islands } from './app/islands';
import { IslandMarkup } from './components/island';
import { compactHydratedHtml, compactStaticHtml } from './lib/compact-html';
import type { IslandName } from './components/island';
import { domAttr } from './lib/dom-contract';

export { routes, notFoundRoute, canonicalUrl };
export { searchAliasesByPath, searchRecords } from './app/search-records';

export interface RenderedPage {
  /** Path of the route, or null for the not-found page. */
  path: string | null;
  head: string;
  html: string;
}

/** The complete HTML of an element, lazy parts included (renderToString would leave them out). */
async function renderToHtml(
  element: ReactNode,
  route: AppRoute,
  identifierPrefix?: string,
): Promise<string> {
  // An error inside a <Suspense> does not stop prerender: React reports it here and leaves the
  // boundary empty for the browser to render, where it fails again (a blank page). Any error
  // fails the build, naming the page and its module.
  const errors: unknown[] = [];
  // One piece of HTML in document order: no boundary streamed later with an inline script.
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    ...(identifierPrefix ? { identifierPrefix } : {}),
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

/**
 * Each island's HTML, rendered as the browser's root renders it (src/app/hydrate-island.tsx):
 * alone, inside its boundary, with its name as the prefix of its ids.
 */
let islandHtml: Promise<Record<IslandName, string>> | undefined;
function renderIslands(route: AppRoute): Promise<Record<IslandName, string>> {
  return (islandHtml ??= renderEachIsland(route));
}
async function renderEachIsland(route: AppRoute): Promise<Record<IslandName, string>> {
  const rendered = await Promise.all(
    Object.entries(islands).map(async ([name, island]) => {
      const Island = await island.load();
      const html = await renderToHtml(
        <IslandBoundary>
          <Island />
        </IslandBoundary>,
        route,
        name,
      );
      return [name, compactHydratedHtml(html)] as const;
    }),
  );
  return Object.fromEntries(rendered) as Record<IslandName, string>;
}

async function render(route: AppRoute, ssrPath: string, notFound: boolean): Promise<RenderedPage> {
  await loadPage(route);
  const islandMarkup = await renderIslands(route);
  // Outside the islands, HTML that React never hydrates (src/components/island.tsx).
  const html = compactStaticHtml(
    await renderToHtml(
      <IslandMarkup.Provider value={islandMarkup}>
        <App ssrPath={ssrPath} />
      </IslandMarkup.Provider>,
      route,
    ),
    Object.values(islandMarkup),
  );
  return {
    path: notFound ? null : route.path,
    // Inline scripts (src/inline/, allowed by their CSP hashes): the page's controls from the
    // first paint on, on the contact page the draft of what is typed before its island has
    // taken the form, and on the FAQs page the opening of the FAQ the address names.
    head: [
      renderHead(
        route,
        headOf(route),
        notFound,
        notFound ? undefined : jsonForScript(jsonLdFor(route)),
      ),
      `<script>${pageControlsScript}</script>`,
      ...(html.includes(` ${domAttr.earlyDraft}`) ? [`<script>${earlyDraftScript}</script>`] : []),
      ...(html.includes(` ${domAttr.accordion}`) ? [`<script>${faqTargetScript}</script>`] : []),
    ].join(''),
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
