import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyHead } from './app/head';
import { loadHeads, loadPage } from './app/page-loader';
import { findRoute, notFoundRoute } from './app/routes';
import './styles/main.scss';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element.');

const route = findRoute(window.location.pathname) ?? notFoundRoute;
// The app renders the served location first (see App): a link followed while the page still
// hydrates, in slices, is a navigation after it, not a page that does not match its HTML.
const served = <App ssrPath={window.location.pathname} />;
const start = () => {
  if (container.hasChildNodes()) {
    // The whole page at once. As a transition, hydration works in short slices that let the
    // browser respond between them (the served HTML, with its controls working, is on screen
    // meanwhile: src/components/page-controls.ts).
    startTransition(() => {
      hydrateRoot(container, served, {
        onRecoverableError: (error) => console.error('Hydration recovered:', error),
      });
    });
  } else {
    // Development server: index.html is not prerendered (vite.config.ts gives it the inline
    // script of the page's controls).
    void loadHeads().then(({ headOf }) => applyHead(route, headOf(route), route === notFoundRoute));
    createRoot(container).render(served);
  }
};
// Load the served page's chunk first so hydration renders exactly the prerendered markup.
// (A promise, not a top-level await: page chunks import from the chunk this module is in, and
// a module that awaits them could never finish loading.)
// It is requested in a task of its own, after this module's evaluation: a tap on the painted page
// can be answered between the two.
setTimeout(
  () =>
    void loadPage(route)
      .catch(() => undefined)
      .then(start),
);

// Fetch a page's chunk as soon as the visitor shows intent (pointer over, touch or focus on a
// link), so navigation rarely waits, without downloading every page up front.
const prefetch = (event: Event) => {
  const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
  const next = link && findRoute(link.getAttribute('href') ?? '');
  if (!next) return;
  void loadPage(next).catch(() => undefined);
  void loadHeads().catch(() => undefined);
};
for (const type of ['pointerover', 'touchstart', 'focusin']) {
  document.addEventListener(type, prefetch, { passive: true, capture: true });
}

// The service worker and the outbox check (production builds only), once the page has loaded.
if (import.meta.env.PROD) {
  const registerWorker = () =>
    void import('./app/after-load')
      .then((module) => module.afterLoad())
      .catch((error: unknown) => console.error('Service worker registration failed:', error));
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}
