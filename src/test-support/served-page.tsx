/**
 * A served page in jsdom, for the tests of the page's head script: the real components rendered
 * to static HTML (as the prerenderer serves them; nothing hydrates them), and the real built
 * head script (the minified string every page carries), installed as a page runs it: once, in
 * the head, before the body is parsed. Renaming a class or attribute in a component, or in the
 * script, breaks these tests.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { pageControlsScript } from '../app/inline-scripts';

/** What jsdom's missing `matchMedia` answers: a wide screen, motion allowed, a light system, unless set. */
export const media = { wide: true, reducedMotion: false, darkScheme: false };

const answerMedia = () => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width')
      ? media.wide
      : query.includes('prefers-reduced-motion')
        ? media.reducedMotion
        : query.includes('prefers-color-scheme: dark')
          ? media.darkScheme
          : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
};

/**
 * Runs the page's head script as the head runs it: `new Function(script)()`, while the document
 * is still loading (so it waits for DOMContentLoaded to show the served controls' state).
 */
export function installHeadScript(): void {
  answerMedia();
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  try {
    new Function(pageControlsScript)();
  } finally {
    // Back to jsdom's own (complete).
    delete (document as { readyState?: unknown }).readyState;
  }
}

/** The static HTML the prerenderer serves for `element` at `path`. */
export const servedHtml = (element: ReactElement, path = '/'): string =>
  renderToStaticMarkup(<Router ssrPath={path}>{element}</Router>);

/**
 * Serves `element` as the page's body and ends the document's parsing (DOMContentLoaded), as the
 * browser does; returns the body.
 */
export function servePage(element: ReactElement, path = '/'): HTMLElement {
  document.body.innerHTML = servedHtml(element, path);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  return document.body;
}

/** The page's body emptied (between tests). */
export function clearPage(): void {
  document.body.replaceChildren();
}
