import { useEffect, useReducer, useRef, useState } from 'react';
import { useRouter } from 'wouter';
import { scrollToAnchor } from '../components/app-link';
import { useRoutePath } from '../components/hooks/use-route-path';
import { applyHead } from './head';
import { loadedPage, loadHeads, loadPage } from './page-loader';
import type { AppRoute } from './routes';
import { findRoute, notFoundRoute } from './routes';

/**
 * Renders the page of the current location; unknown paths get the not-found page.
 *
 * No Suspense here: while a page chunk loads, the previous page stays on screen (like a
 * transition), and the served page is always loaded before hydration, so hydration renders
 * exactly the served HTML (at the served location, see App).
 */
export function RouteView() {
  const path = useRoutePath();
  const route = findRoute(path);
  const active = route ?? notFoundRoute;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // The last page that could be shown: it stays while the next page's chunk loads.
  const [settled, setSettled] = useState<AppRoute>(active);
  const shown = loadedPage(active) ? active : settled;
  if (shown !== settled) setSettled(shown);
  const Page = loadedPage(shown);
  // The page whose head the document has: first the page the HTML was rendered for (prerendered,
  // or served to the browser). Not the first render's: a click in the header, hydrated first, can
  // navigate before the page's boundary has hydrated, and React then renders that boundary afresh
  // at the new location, mounting this component with the next page.
  const headShown = useRef(findRoute(useRouter().ssrPath!) ?? notFoundRoute);

  useEffect(() => {
    if (loadedPage(active)) return;
    let current = true;
    loadPage(active).then(
      () => current && rerender(),
      // The chunk could not load (offline without a service worker, or a new deployment
      // removed it): let the browser load the page itself.
      () => current && window.location.assign(window.location.href),
    );
    return () => {
      current = false;
    };
  }, [active]);

  // After a client-side navigation: new head, scroll to the top (or the anchor), focus the h1.
  useEffect(() => {
    // Not on the served page: its head is the served one, and the browser itself went to the
    // anchor in its address as it loaded. Going there again once hydrated (which can come late)
    // would take the focus from where the visitor has put it since.
    if (shown === headShown.current) return;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    headShown.current = shown;
    // Unless the visitor has gone on to another page meanwhile.
    void loadHeads().then(({ headOf }) => {
      if (headShown.current === shown) applyHead(shown, headOf(shown), shown === notFoundRoute);
    });
    if (hash && scrollToAnchor(hash)) return;
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [shown]);

  // Page components come from a module-level cache, so they are stable across renders.
  // eslint-disable-next-line react-hooks/static-components
  return Page ? <Page /> : null;
}
