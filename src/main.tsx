/**
 * The page's script, loaded after the first paint. Every page is a prerendered document whose
 * controls the head script already answers (src/inline/page-controls.ts); this script hydrates
 * only the islands the page has (src/app/islands.ts), each its own root with its own chunk: a
 * form's island when the visitor reaches for it, the status dock once it has something to show.
 * Nothing here imports React: a page whose islands are never used never downloads it.
 */
import { isIslandName, islands } from './app/islands';
import type { IslandEntry } from './app/islands';
import { afterLoad } from './app/after-load';
import { watchDock } from './app/dock';
import type { IslandName } from './components/island';
import { noticesContainerFailed, noticesWanted } from './components/notify';
import { recordVisit } from './features/contact/lead-source-page';
import { attrSelector, domAttr, domEvent } from './lib/dom-contract';
import { speculationRules } from './lib/speculation-rules';
import './styles/main.scss';

// Where this tab's visit came from, kept for a contact message's source (session storage only).
recordVisit();

/** Loads an island's code and hydrates it; a host whose code cannot load is marked failed. */
const hydrate = (host: HTMLElement, name: IslandName, island: IslandEntry) =>
  Promise.all([import('./app/hydrate-island'), island.load()]).then(
    ([{ hydrateIsland }, component]) => hydrateIsland(host, name, component),
    (error: unknown) => {
      console.error(`The ${name} island could not load:`, error);
      // Its form is sent by the browser from now on (the head script releases a held one).
      host.setAttribute(domAttr.islandFailed, '');
      host.dispatchEvent(new Event(domEvent.islandFailed, { bubbles: true }));
    },
  );

const hosts = new Map<IslandName, HTMLElement>();
for (const host of document.querySelectorAll<HTMLElement>(attrSelector(domAttr.island))) {
  const name = host.getAttribute(domAttr.island);
  if (isIslandName(name)) hosts.set(name, host);
}

/** What a visitor does to reach for a form (a tap, a focus, a key, typing, a send). */
const reachFor = ['pointerdown', 'focusin', 'keydown', 'input', 'submit'];

// The notices region mounts with the first notice, or when a form's island starts (so that it
// is in place before the form's first notice). If its code cannot load, notices use a plain
// fallback.
const mountNotices = () =>
  void import('./app/notices').then(
    (module) => module.mountNotices(),
    () => noticesContainerFailed(),
  );
if (noticesWanted.get()) mountNotices();
else {
  const stop = noticesWanted.subscribe(() => {
    stop();
    mountNotices();
  });
}

if (import.meta.env.DEV && !document.getElementById('root')?.hasChildNodes()) {
  // The development server's index.html is not prerendered: it renders the whole page here.
  void import('./app/dev-render').then((module) => module.renderPage());
} else {
  for (const [name, host] of hosts) {
    const island = islands[name];
    if (!island.form) continue;
    // The form's island hydrates when the visitor reaches for it (the head script answers the
    // form until then), or at once when it has something to show.
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const type of reachFor) host.removeEventListener(type, start, true);
      // A form reached for will show notices: their region is in place before the first.
      noticesWanted.set();
      // After the frame that shows the head script's answer to the tap that reached for it.
      requestAnimationFrame(() => setTimeout(() => void hydrate(host, name, island)));
    };
    const form = host.querySelector('form');
    // Reached for before this script ran: focused, or sent (held or checked by the head script).
    const reached =
      host.contains(document.activeElement) ||
      !!form?.matches(
        `${attrSelector(domAttr.pendingSubmit)},${attrSelector(domAttr.formChecked)}`,
      );
    if (reached || island.withPage || island.showsAtLoad?.()) start();
    else {
      for (const type of reachFor) host.addEventListener(type, start, true);
      for (const type of island.showsAfter ?? []) addEventListener(type, start, { once: true });
    }
  }
  const dock = hosts.get('pwa-dock');
  if (dock)
    watchDock(
      () => void hydrate(dock, 'pwa-dock', islands['pwa-dock']),
      document.querySelector<HTMLButtonElement>(attrSelector(domAttr.installOffer)),
    );
}

// The not-found page: the path that was asked for, in the console.
if (document.querySelector(attrSelector(domAttr.notFound)))
  console.warn('404: no page at', location.pathname);

// Where the engine supports them, the next page is prefetched on the visitor's intent.
if (HTMLScriptElement.supports?.('speculationrules')) {
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = speculationRules();
  document.head.append(rules);
}

// The service worker and the outbox check (production builds only), once the page has loaded.
if (import.meta.env.PROD) {
  const registerWorker = () =>
    void afterLoad().catch((error: unknown) =>
      console.error('Service worker registration failed:', error),
    );
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}
