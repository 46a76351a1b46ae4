// @ts-check
// How a location maps to a route path, and a route path to the prerendered file that serves it.
// Plain JavaScript with JSDoc types so that Node scripts (the static server) import it as it is;
// the app, the service worker, the prerenderer and the browser tests' server use it too.

/**
 * A location path for route lookup: no query or fragment, no trailing slash or index.html.
 * @param {string} pathname
 * @returns {string}
 */
export function normalizePath(pathname) {
  let path = pathname.split(/[?#]/, 1)[0] || '/';
  path = path.replace(/\/index\.html$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/**
 * The prerendered file of a route path, as Netlify serves pretty URLs:
 * / -> /index.html, /a/b and /a/b/ -> /a/b/index.html.
 * @param {string} path
 * @returns {string}
 */
export function pageFileFor(path) {
  return `${path.replace(/\/+$/, '')}/index.html`;
}

/**
 * The confirmation page of a contact form sent without script: the function redirects there once
 * it has the message.
 */
export const CONTACT_SENT_PATH = '/contact/sent';

/** The project estimator: its answers are its query (`/estimate?service=…`), so a link reopens it. */
export const ESTIMATE_PATH = '/estimate';

/** The FAQs' page: each FAQ opens at its anchor (`/faqs#<id>`). */
export const FAQS_PATH = '/faqs';

/**
 * The anchor of a hosting plan's card (its id, after the plans block's own anchor).
 * @param {string} planId
 * @returns {string}
 */
export const planAnchor = (planId) => `hosting-plans-${planId}`;

/** The field measurements' public page. */
export const PERFORMANCE_PATH = '/performance';

/** The site search's page, and the parameter of its query: `/search?q=…` can be shared. */
export const SEARCH_PATH = '/search';
export const SEARCH_QUERY_PARAM = 'q';

/**
 * The route paths of the site's own pages, in the route table's order (src/app/routes.ts; a test
 * keeps the two equal). The service pages follow them, one per data file
 * (src/content/service-page-index.ts). (A plain array, not frozen: a call would keep it in the
 * browser bundle, which never reads it.)
 * @type {readonly string[]}
 */
export const fixedPagePaths = [
  '/',
  '/about-us',
  '/portfolio',
  '/testimonials',
  '/contact',
  ESTIMATE_PATH,
  CONTACT_SENT_PATH,
  FAQS_PATH,
  SEARCH_PATH,
  '/careers',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies-policy',
  PERFORMANCE_PATH,
];

/** The insights' list; its later pages, the articles and the case studies have their own paths. */
export const INSIGHTS_PATH = '/insights';

/**
 * Whether a route path is served as its own prerendered document only (the insights' list,
 * articles and case studies): the app links to it with a plain link, and in the browser it
 * exists only as the document it was served with (src/app/insight-routes.ts).
 * @param {string} path
 * @returns {boolean}
 */
export function isDocumentPath(path) {
  return (
    path === INSIGHTS_PATH ||
    path.startsWith(`${INSIGHTS_PATH}/`) ||
    /^\/portfolio\/[^/]+$/.test(path)
  );
}

/**
 * Whether a route path is one of the insights' articles (`/insights/<slug>`), not the list or
 * one of its later pages.
 * @param {string} path
 * @returns {boolean}
 */
export function isArticlePath(path) {
  const slug = path.startsWith(`${INSIGHTS_PATH}/`) ? path.slice(INSIGHTS_PATH.length + 1) : '';
  return /^[^/.]+$/.test(slug) && slug !== 'page';
}

/**
 * Whether a link ("/faqs", "/services/cpanel-hosting#hosting-plans") leads to one of the fixed
 * pages or to one of `otherPaths` (the service pages, aliases that serve a route's page); its
 * query and fragment aside.
 * @param {string} link
 * @param {readonly string[]} [otherPaths]
 * @returns {boolean}
 */
export function isSitePath(link, otherPaths = []) {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  const path = normalizePath(link);
  return fixedPagePaths.includes(path) || otherPaths.includes(path);
}
