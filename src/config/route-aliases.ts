/**
 * Paths that are not routes of their own but serve a route's page with status 200, keeping
 * that page's canonical link. Read by the route table (client routing and the canonical), the
 * service worker (offline navigations) and a test that checks netlify.toml rewrites each one.
 */

/**
 * The UI/UX page's canonical path. Every link points to /services/ui-ux-design while the page
 * names this spelling as its canonical (both readings are kept), so this path must answer too.
 */
export const UI_UX_CANONICAL_PATH = '/services/uiux-design';

/** Alias path -> the route path whose page it serves. */
export const routeAliases: Readonly<Record<string, string>> = {
  [UI_UX_CANONICAL_PATH]: '/services/ui-ux-design',
};
