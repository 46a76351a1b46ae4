import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyHead } from './head';
import { loadPage } from './page-loader';
import { headOf } from './route-heads';
import { findRoute, notFoundRoute } from './routes';

/**
 * The development server only: its index.html is not prerendered, so the whole page of the
 * address is rendered here, with its head. (The built site renders pages at build.)
 */
export async function renderPage(): Promise<void> {
  const route = findRoute(window.location.pathname) ?? notFoundRoute;
  await loadPage(route);
  applyHead(route, headOf(route), route === notFoundRoute);
  createRoot(document.getElementById('root')!).render(<App ssrPath={window.location.pathname} />);
}
