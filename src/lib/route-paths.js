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
