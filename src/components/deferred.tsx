import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';

/**
 * Code that the first screen does not need, split off the page's initial JavaScript. The
 * prerendered HTML already shows it (the prerenderer waits for it); in the browser its chunk
 * loads when the page is idle or on the visitor's first interaction, whichever comes first, and
 * React then hydrates it. Until then React keeps the served HTML as it is (a dehydrated Suspense
 * boundary), so nothing moves.
 */

const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll'] as const;
/** How long an idle callback may wait when the page is never idle. */
const IDLE_TIMEOUT_MS = 3000;

/** Loads under way or done, so a client-side navigation can wait for a page's deferred parts. */
const started = new Set<Promise<unknown>>();

let idle: Promise<void> | undefined;
/** Resolves once the page is idle or the visitor first interacts (one promise for all). */
function idleOrInteraction(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of interactions) window.removeEventListener(type, done, { capture: true });
      resolve();
    };
    for (const type of interactions)
      window.addEventListener(type, done, { capture: true, passive: true });
    if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(done, IDLE_TIMEOUT_MS);
  });
  return idle;
}

/**
 * Resolves once every deferred part whose code has started loading is ready (or failed). After
 * a navigation, the page is shown when its deferred parts are ready too, so none pops in later.
 */
export function deferredReady(): Promise<void> {
  return Promise.all(started).then(() => undefined);
}

/**
 * A component whose code loads when the page is idle, even before it is rendered (so it is ready
 * when it is). `load` imports it with a dynamic import, which gives it a chunk of its own.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const browser = typeof window !== 'undefined';
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    if (!loading) {
      loading = load().then((component) => ({ default: component }));
      started.add(loading.catch(() => undefined));
    }
    // A failed load (offline without the service worker) may be tried again later.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  if (browser) {
    idleOrInteraction()
      .then(start)
      .catch(() => undefined);
  }
  const Lazy = lazy(() =>
    browser
      ? idleOrInteraction()
          .then(start)
          // The chunk could not load: the served HTML stays as it is, without its behaviour,
          // rather than an error page.
          .catch(() => new Promise<never>(() => undefined))
      : start(),
  );
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
