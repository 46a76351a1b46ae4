/**
 * The kinds of result the site search shows, by the route a page has (or the record the build
 * makes for each FAQ and hosting plan). The build writes the label into the index; the search
 * page shows it beside the title.
 */
export const searchKindLabels = {
  service: 'Service',
  plan: 'Hosting plan',
  faq: 'FAQ',
  article: 'Article',
  caseStudy: 'Case study',
  page: 'Page',
} as const;
export type SearchKind = keyof typeof searchKindLabels;

/** What the search needs of a route (src/app/routes.ts). */
export interface SearchableRoute {
  path: string;
  noindex?: boolean;
  service?: boolean;
  served?: boolean;
  article?: unknown;
}

/** A case study's path (the portfolio's own page is `/portfolio`). */
const isCaseStudyPath = (path: string) => /^\/portfolio\/[^/]+$/.test(path);
/** An article's path (the list's later pages are `/insights/page/<n>`). */
const isArticlePath = (path: string) => /^\/insights\/[^/]+$/.test(path);

/**
 * A route's kind of result, or null for a page the search leaves out: one search engines are
 * asked not to index (not-found, the contact confirmation, the search page itself) and the
 * insights' lists, whose every article is a result of its own.
 */
export function searchKindOf(route: SearchableRoute): SearchKind | null {
  if (route.noindex) return null;
  if (route.service) return 'service';
  if (route.article) return 'article';
  // A page served as a document: its route says what it is only once its content has loaded;
  // its path says it at once.
  if (route.served) {
    if (isArticlePath(route.path)) return 'article';
    return isCaseStudyPath(route.path) ? 'caseStudy' : null;
  }
  return 'page';
}

/** The label of a kind; an unknown kind (an index from another build) reads as a page. */
export const searchKindLabel = (kind: string): string =>
  Object.hasOwn(searchKindLabels, kind)
    ? searchKindLabels[kind as SearchKind]
    : searchKindLabels.page;
