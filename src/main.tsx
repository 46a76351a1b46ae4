import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyHead } from './app/head';
import { loadPage } from './app/page-loader';
import { findRoute, notFoundRoute, routes } from './app/routes';
import { normalizePath } from './components/use-route-path';
import './styles/main.scss';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Load the served page's chunk first so hydration renders exactly the prerendered markup.
const route = findRoute(normalizePath(window.location.pathname)) ?? notFoundRoute;
await loadPage(route).catch(() => undefined);
if (container.hasChildNodes()) {
  hydrateRoot(container, <App />, {
    onRecoverableError: (error) => console.error('Hydration recovered from an error:', error),
  });
} else {
  // Development server: index.html is not prerendered.
  applyHead(route, route === notFoundRoute);
  createRoot(container).render(<App />);
}

// Fetch the other pages' chunks when the browser is idle, so navigation never waits.
const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
idle(() => {
  for (const other of [...routes, notFoundRoute]) void loadPage(other).catch(() => undefined);
});

// The service worker (production builds only): registered once the page has loaded, so its
// precaching never competes with the first paint; workbox-window is loaded only then.
if (import.meta.env.PROD) {
  const registerWorker = () =>
    void import('./features/pwa/register-service-worker')
      .then((module) => module.registerServiceWorker())
      .catch((error: unknown) => console.error('Service worker registration failed:', error));
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}
