import type { ComponentType } from 'react';
import type { IslandName } from '../components/island';
import { domEvent } from '../lib/dom-contract';
import { CONTACT_DRAFT_KEY, WAITING_MESSAGES_KEY } from '../features/contact/contact-storage-keys';
import { DOMAIN_QUERY_PARAM } from '../features/domain-check/domain-query';
// From lib, not content: the page's script must not carry the estimator's code.
import { hasEstimateAnswers } from '../lib/estimate-params';
// From lib, not the search feature: the page's script must not carry the search's code.
import { SEARCH_QUERY_PARAM } from '../lib/route-paths';

/** Whether local storage holds any of the keys (storage may be blocked: then none). */
const stored = (...keys: string[]) => {
  try {
    return keys.some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
};

export interface IslandEntry {
  /** The island's module, relative to src/ without extension (the prerenderer preloads it). */
  module: string;
  load: () => Promise<ComponentType>;
  /**
   * A form a visitor types into: hydrated when the visitor reaches for it (a pointer down, focus,
   * typing or a send in it), or as soon as the page's script runs when it has something to show
   * at once (`showsAtLoad`). Until then the head script answers it. The dock is no form: it
   * hydrates once it has something to show (src/app/dock.ts).
   */
  form: boolean;
  /**
   * The page is this island (the estimator answers every tap with a range): hydrated as soon as
   * the page's script runs, and its code counts in the page's whole load.
   */
  withPage?: true;
  showsAtLoad?: () => boolean;
  /** Events on the window after which it has something to show. */
  showsAfter?: readonly string[];
}

/** The islands: the only parts of a page that React hydrates, each as a root of its own. */
export const islands: Record<IslandName, IslandEntry> = {
  'contact-form': {
    module: 'features/contact/contact-form',
    load: () => import('../features/contact/contact-form').then((m) => m.ContactForm),
    form: true,
    // A draft to put back, or a returned message waiting for the form; or one the outbox gives
    // back while the page is open.
    // An estimate in the address (from the estimator's 'Send this to us') to show with it.
    showsAtLoad: () =>
      stored(CONTACT_DRAFT_KEY, WAITING_MESSAGES_KEY) || hasEstimateAnswers(location.search),
    showsAfter: [domEvent.draftRestored],
  },
  'domain-checker': {
    module: 'features/domain-check/domain-checker',
    load: () => import('../features/domain-check/domain-checker').then((m) => m.DomainChecker),
    form: true,
    // A search in the address (a shared link, or one the browser sent itself) to run.
    showsAtLoad: () => new URLSearchParams(location.search).has(DOMAIN_QUERY_PARAM),
  },
  'site-search': {
    module: 'features/search/site-search',
    load: () => import('../features/search/site-search').then((m) => m.SiteSearch),
    form: true,
    // A query in the address (a shared link, the header's search, the back button) to answer.
    showsAtLoad: () => new URLSearchParams(location.search).has(SEARCH_QUERY_PARAM),
  },
  'project-estimator': {
    module: 'features/pricing/project-estimator',
    load: () => import('../features/pricing/project-estimator').then((m) => m.ProjectEstimator),
    form: true,
    withPage: true,
  },
  'pwa-dock': {
    module: 'app/dock-contents',
    load: () => import('./dock-contents').then((m) => m.DockContents),
    form: false,
  },
};

export const isIslandName = (name: string | null): name is IslandName =>
  name !== null && Object.hasOwn(islands, name);
