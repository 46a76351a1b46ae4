import { routeAliases } from '../../config/route-aliases';
import { normalizePath, pageFileFor } from '../../lib/route-paths';

/** Where the service worker answers a navigation from, and with which status. */
export interface NavigationTarget {
  /** A precached URL: a prerendered page or the not-found page. */
  url: string;
  status: 200 | 404;
}

export const NOT_FOUND_PAGE_URL = '/404.html';

/** The staff's content editor: not a page of the site, never precached nor answered offline. */
export const ADMIN_PATH = '/admin';

/**
 * Navigations to files (/sitemap.xml, /icons/icon-192.png) and to the content editor (/admin)
 * are not page routes: the network answers them.
 */
export function isPageNavigation(pathname: string): boolean {
  if (pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * The exact route's own prerendered page when it is precached, otherwise the not-found page
 * with status 404: never another page's markup. The precached pages are the prerendered route
 * table, so the route list is not repeated here. An alias path gets the page of its route.
 */
export function navigationTarget(
  pathname: string,
  isPrecached: (url: string) => boolean,
): NavigationTarget {
  const url = pageFileFor(routeAliases[normalizePath(pathname)] ?? pathname);
  return isPrecached(url) ? { url, status: 200 } : { url: NOT_FOUND_PAGE_URL, status: 404 };
}
