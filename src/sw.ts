/// <reference lib="webworker" />
// The service worker: precache everything at install, answer navigations from the precache
// (each route its own prerendered page, unknown paths the 404 page), and keep contact messages
// that could not be sent until the function confirms them (the contact feature's outbox).
import { cacheNames, clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { installContactOutbox } from './features/contact/outbox-worker';
import {
  DOCUMENT_PAGES_CACHE,
  answerDocumentPage,
  isDocumentPage,
} from './features/insights/document-pages-worker';
import { normalizePath, pageFileFor } from './lib/route-paths';
import {
  NOT_FOUND_PAGE_URL,
  isPageNavigation,
  navigationTarget,
} from './features/pwa/navigation-target';
import { precacheRefiller } from './features/pwa/precache-refill';
import { isSkipWaitingMessage } from './features/pwa/sw-protocol';
import { SEARCH_FRAGMENTS_CACHE, isSearchFragment } from './features/search/pagefind-client';
import { UPLOAD_CACHE, answerUpload, isUpload } from './features/pwa/upload-cache';

declare const self: ServiceWorkerGlobalScope;

// A new version waits until the visitor accepts the reload (SKIP_WAITING); the first one takes
// control at once so the outbox works during the very first visit.
clientsClaim();
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const manifest = self.__WB_MANIFEST;
// A precache the browser emptied behind the worker's back is filled again (the pwa feature's
// precache-refill): noticed when a page that must be precached is not.
const refillPrecache = precacheRefiller({
  keys: () =>
    manifest.flatMap((entry) => {
      const key = getCacheKeyForURL(typeof entry === 'string' ? entry : entry.url);
      return key ? [key] : [];
    }),
  open: () => caches.open(cacheNames.precache),
  fetch: (url) => fetch(url, { cache: 'reload' }),
});

// Articles, case studies and pages of the list that are not precached: from the network, kept
// once read (the insights feature's document-pages-worker).
// A file there (the feeds) is no page: the network answers it.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    sameOrigin(url) &&
    isDocumentPage(url.pathname) &&
    getCacheKeyForURL(pageFileFor(normalizePath(url.pathname))) === undefined,
  ({ request }) =>
    answerDocumentPage(request, {
      open: () => caches.open(DOCUMENT_PAGES_CACHE),
      fetch: (page) => fetch(page),
      notFound: () => matchPrecache(NOT_FOUND_PAGE_URL),
    }),
);

// Navigations: the precached page of the exact route, or the not-found page with a 404.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && isPageNavigation(url.pathname),
  async ({ request, url, event }) => {
    const target = navigationTarget(url.pathname, (page) => getCacheKeyForURL(page) !== undefined);
    const cached = await matchPrecache(target.url);
    // Missing from the precache (the browser emptied it): let the network answer, and fill the
    // precache again meanwhile.
    if (!cached) {
      event.waitUntil(refillPrecache());
      return fetch(request);
    }
    if (target.status === 200) return cached;
    return new Response(cached.body, {
      status: 404,
      statusText: 'Not Found',
      headers: cached.headers,
    });
  },
);

// Staff's uploads: kept when first shown, not precached (the pwa feature's upload-cache).
registerRoute(
  ({ request, url }) => request.method === 'GET' && sameOrigin(url) && isUpload(url.pathname),
  ({ request, event }) =>
    answerUpload(request, {
      open: () => caches.open(UPLOAD_CACHE),
      fetch: (upload) => fetch(upload),
      waitUntil: (promise) => event.waitUntil(promise),
    }),
);

// The site search's fragments the precache leaves out (articles and case studies, above the
// search's budget): kept when a search first reads them, as uploads are.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    isSearchFragment(url.pathname) &&
    getCacheKeyForURL(url.href) === undefined,
  ({ request, event }) =>
    answerUpload(request, {
      open: () => caches.open(SEARCH_FRAGMENTS_CACHE),
      fetch: (fragment) => fetch(fragment),
      waitUntil: (promise) => event.waitUntil(promise),
    }),
);

// Scripts, styles, pages, icons, the manifest: served from the precache. Requests to other
// hosts and the function's responses have no route, so they are never cached.
// Pagefind asks for its index entry with a cache-busting `ts` parameter: the precached file
// answers it (its revision changes with each build that changes it).
precacheAndRoute(manifest, { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/] });

// The contact outbox: its own fetch, sync and message listeners (POSTs to the function only).
installContactOutbox(self);

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});
