import { lazy, Suspense, useLayoutEffect, useSyncExternalStore } from 'react';
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

/** A part of the served page whose code waits for its first use (see hydratedOnUse). */
interface UsedPart {
  /** Where the part is on the page: a selector of its served root element. */
  root: string;
  /** Where a use starts its code: its root, or the roots of parts that start with it. */
  startedBy: string;
  /** Starts its code (once). */
  release: () => void;
}
/** Parts of the served page not hydrated yet whose code waits for their first use. */
const unhydrated = new Set<UsedPart>();
/**
 * The events that start a part's code when they happen inside it: a press (pointerdown comes
 * before touchstart on touch screens), focus (a key reaches a part only once focus is in it) and
 * a click (also one the page repeats for a button clicked before React listened).
 */
const uses = ['pointerdown', 'focusin', 'click'] as const;
/** Buttons clicked in such a part before it hydrated: React drops those clicks, we repeat them. */
let dropped: Element[] = [];
let watching = false;

/** Whether `element` is in a part still waiting to hydrate. */
const inWaitingPart = (element: Element) =>
  [...unhydrated].some((part) => element.closest(part.root));

/**
 * Listens (once) for the first use of a waiting part, and for clicks React drops: React stops a
 * click on a part it has not hydrated yet at its root (and replays none), so the event never
 * bubbles past it. A button's click that has not reached the window when the event is over is
 * kept, and repeated once the part has hydrated.
 */
function watchUses(): void {
  if (watching) return;
  watching = true;
  const start = ({ target }: Event) => {
    if (target instanceof Element)
      for (const part of unhydrated) if (target.closest(part.startedBy)) part.release();
  };
  for (const type of uses) document.addEventListener(type, start, { capture: true, passive: true });
  let pending: Event | undefined;
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button[type="button"]');
      if (!button || !inWaitingPart(button)) return;
      pending = event;
      setTimeout(() => {
        if (pending !== event) return;
        pending = undefined;
        dropped.push(button);
        // The part may have hydrated since the click (its code arrived in between).
        replayDroppedClicks();
      });
    },
    true,
  );
  window.addEventListener('click', (event) => {
    if (event === pending) pending = undefined;
  });
}

/** Repeats the dropped clicks whose parts have hydrated since (React handles them now). */
function replayDroppedClicks(): void {
  const clicks = dropped;
  dropped = [];
  for (const button of clicks) {
    if (!button.isConnected) continue;
    if (inWaitingPart(button)) dropped.push(button);
    else (button as HTMLElement).click();
  }
}

/** A part has hydrated: the clicks dropped on it are repeated. */
function hydratedPart(part: UsedPart): void {
  if (unhydrated.delete(part)) replayDroppedClicks();
}

/** A part hydrated on its first use: where it is, what starts it, and whether idle does too. */
interface Use {
  root: string;
  startedBy: string;
  idle: boolean;
}
type When = 'idle' | 'rendered' | Use;

function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, when: When) {
  const browser = typeof window !== 'undefined';
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let used: UsedPart | undefined;
  const start = () => {
    if (!loading) {
      loading = load().then((component) => ({
        default: used ? hydrationNotice(component, used) : component,
      }));
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
  else if (browser) {
    trigger = new Promise<void>((release) => {
      // A part of the served page: its HTML is final, its code waits for a navigation. A part
      // of a page loaded later (for a navigation, or a prefetch of one) loads at once.
      const now = () => {
        release();
        // At once, so that a navigation waiting for deferredReady() waits for it too.
        start().catch(() => undefined);
      };
      if (hydrating) now();
      else {
        if (typeof when === 'object') {
          used = { ...when, release: now };
          unhydrated.add(used);
          watchUses();
        }
        waitingStatic.add(now);
        if (typeof when === 'object' && when.idle) void idleOrInteraction().then(now);
      }
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
 * The part's component, telling once it has hydrated: from its commit (a layout effect) by a
 * microtask, so the clicks dropped on it are repeated before the browser dispatches any later
 * event, which React now handles itself (the clicks keep their order: a currency chosen second
 * stays chosen).
 */
function hydrationNotice<P extends object>(Component: ComponentType<P>, part: UsedPart) {
  function Hydrated(props: P) {
    useLayoutEffect(() => queueMicrotask(() => hydratedPart(part)), []);
    return <Component {...props} />;
  }
  return Hydrated;
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

/**
 * An interactive part that needs no code until it is used: on the served page its code starts
 * loading on the first pointerdown, focusin or click inside it (`root`
 * finds its served root element; `startedBy`, when given, the elements whose use starts it,
 * so parts that show the same choice start together), and React hydrates it once the code is
 * there. A button clicked before that is clicked again once the part has hydrated (React drops
 * it); a link clicked before is followed by the browser. From the first client-side navigation
 * on, and on any page loaded later, it loads as servedAsIs does. When `needed()` says the served
 * HTML is not what the visitor should see (a stored choice), the code also loads when the page
 * is idle, as deferred() does.
 */
export function hydratedOnUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  root: string,
  options: {
    /** The elements whose first use starts the part's code (by default its root). */
    startedBy?: string;
    /** True when the served HTML is not what the visitor should see: then it loads when idle. */
    needed?: () => boolean;
  } = {},
) {
  const idle = typeof window !== 'undefined' && options.needed?.() === true;
  return lazyPart(load, { root, startedBy: options.startedBy ?? root, idle });
}

const subscribeNever = () => () => {};

/**
 * False on the server and while React hydrates the prerendered HTML, true afterwards (and in any
 * render that is not a hydration). Lets a component show URL- or storage-dependent state without
 * a hydration mismatch. (Here, in the shell's chunk, rather than in a module of its own: the
 * contact form and the portfolio filter would load it as a request of its own.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
