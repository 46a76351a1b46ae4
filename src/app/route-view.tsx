import { use, useEffect, useRef } from 'react';
import { scrollToAnchor } from '../components/app-link';
import { useRoutePath } from '../components/use-route-path';
import { applyHead } from './head';
import { loadedPage, loadPage } from './page-loader';
import { findRoute, notFoundRoute } from './routes';

/** Renders the page of the current location; unknown paths get the not-found page. */
export function RouteView() {
  const path = useRoutePath();
  const route = findRoute(path);
  const active = route ?? notFoundRoute;
  const Page = loadedPage(active) ?? use(loadPage(active));
  const first = useRef(true);

  // After a client-side navigation: new head, scroll to the top (or the anchor), focus the h1.
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (first.current) {
      first.current = false;
      if (hash) scrollToAnchor(hash);
      return;
    }
    applyHead(active, !route);
    if (hash && scrollToAnchor(hash)) return;
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [active, route]);

  // Page components come from a module-level cache, so they are stable across renders.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}
