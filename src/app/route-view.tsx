import { useRouter } from 'wouter';
import { loadedPage } from './page-loader';
import { findRoute, notFoundRoute } from './routes';

/**
 * The page of the location the tree is rendered for; unknown paths get the not-found page. Its
 * chunk is loaded before rendering (src/entry-server.tsx, src/app/dev-render.tsx).
 */
export function RouteView() {
  const route = findRoute(useRouter().ssrPath ?? '/') ?? notFoundRoute;
  const Page = loadedPage(route);
  if (!Page) throw new Error(`The page of ${route.path} was rendered before its module loaded.`);
  // Page components come from a module-level cache, so they are stable across renders.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}
