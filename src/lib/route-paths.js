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
 * Every fixed route path of the site: the specification's routes, then the insights' list, in
 * the route table's order (src/app/routes.ts; a test keeps the two equal; the articles' and
 * case studies' own paths come from their files). Data files' links are checked against it: a link to a path that is not
 * here would lead to the not-found page. (A plain array, not frozen: a call would keep it in
 * the browser bundle, which never reads it.)
 * @type {readonly string[]}
 */
export const sitePaths = [
  '/',
  '/about-us',
  '/portfolio',
  '/testimonials',
  '/contact',
  '/faqs',
  '/careers',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies-policy',
  '/services/custom-development',
  '/services/website-development',
  '/services/mobile-apps',
  '/services/python-programming',
  '/services/ui-ux-design',
  '/services/data-analytics',
  '/services/seo-services',
  '/services/social-media-marketing',
  '/services/amazon-marketing',
  '/services/aws-services',
  '/services/chrome-extensions',
  '/services/digital-marketing',
  '/services/cpanel-hosting',
  '/insights',
];

/**
 * Whether a route path is served as its own prerendered document only (the insights' list,
 * articles and case studies): the app links to it with a plain link, and in the browser it
 * exists only as the document it was served with (src/app/insight-routes.ts).
 * @param {string} path
 * @returns {boolean}
 */
export function isDocumentPath(path) {
  return path === '/insights' || path.startsWith('/insights/') || /^\/portfolio\/[^/]+$/.test(path);
}

/**
 * Whether a link ("/faqs", "/services/cpanel-hosting#hosting-plans") leads to a route of the
 * site or to one of `aliases` (paths that serve a route's page); its query and fragment aside.
 * @param {string} link
 * @param {readonly string[]} [aliases]
 * @returns {boolean}
 */
export function isSitePath(link, aliases = []) {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  const path = normalizePath(link);
  return sitePaths.includes(path) || aliases.includes(path);
}
