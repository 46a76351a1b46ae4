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

/** Static parts' loads not started yet (see servedAsIs): the first navigation starts them. */
const waitingStatic = new Set<() => void>();
/** Set just before the served page hydrates: parts defined from then on belong to other pages. */
let hydrating = false;

/** main.tsx, just before hydrating the served page: see servedAsIs. */
export function noteHydrationStart(): void {
  hydrating = true;
}

/**
 * The first client-side navigation (or a page that is rendered, not hydrated): the static parts
 * of the served page load their code now, so they render when they are shown again.
 */
export function loadStaticParts(): void {
  hydrating = true;
  for (const release of waitingStatic) release();
  waitingStatic.clear();
}

type When = 'idle' | 'rendered';

function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, when: When) {
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
  let trigger: Promise<void> = Promise.resolve();
  if (browser && when === 'idle') trigger = idleOrInteraction();
  if (browser && when === 'rendered') {
    trigger = new Promise<void>((release) => {
      // A part of the served page: its HTML is final, its code waits for a navigation. A part
      // of a page loaded later (for a navigation, or a prefetch of one) loads at once.
      const now = () => {
        release();
        // At once, so that a navigation waiting for deferredReady() waits for it too.
        start().catch(() => undefined);
      };
      if (hydrating) now();
      else waitingStatic.add(now);
    });
  }
  if (browser) trigger.then(start).catch(() => undefined);
  const Lazy = lazy(() =>
    browser
      ? trigger
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

/**
 * A component whose code loads when the page is idle, even before it is rendered (so it is ready
 * when it is). `load` imports it with a dynamic import, which gives it a chunk of its own.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyPart(load, 'idle');
}

/**
 * A part whose served HTML is final and that has nothing to click but links: on the served page
 * its code never loads, and React keeps its HTML as served (a dehydrated Suspense boundary; its
 * links are real links, which the browser follows). When it is rendered after a client-side
 * navigation its code loads first: the served page's parts from the first navigation on, any
 * other page's parts with that page.
 */
export function servedAsIs<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyPart(load, 'rendered');
}
