/**
 * Everything this website keeps in the visitor's browser, by the name the code uses, with what
 * it holds, why, for how long and how to remove it. The privacy and cookies policies render this
 * list, and browser-storage.test.ts fails when the code uses a storage name that is not here:
 * add an entry whenever you add a localStorage key, a cache, an IndexedDB database or a queue.
 */
import type { BrowserStorageEntry } from '../../components/browser-storage-list';
import { siteOrigin } from '../../config/site';
import {
  CONTACT_DRAFT_KEY,
  LEAD_SOURCE_KEY,
  WAITING_MESSAGES_KEY,
} from '../../features/contact/contact-storage-keys';
import { LEAD_ARTICLES_MAX } from '../../features/contact/lead-source';
import { OUTBOX_LOCK_NAME, OUTBOX_MAX_AGE_DAYS } from '../../features/contact/outbox-protocol';
import {
  OUTBOX_DATABASE_NAME,
  OUTBOX_STORE_NAME,
  WORKBOX_QUEUE_DATABASE_NAME,
  WORKBOX_QUEUE_NAME,
  WORKBOX_QUEUE_STORE_NAME,
} from '../../features/contact/outbox-store';
import { SENT_COPIES_KEY } from '../../features/contact/sent-copies';
import { CURRENCY_STORAGE_KEY, THEME_STORAGE_KEY } from '../../config/ui';
import { UPLOAD_CACHE, UPLOAD_CACHE_ENTRIES } from '../../features/pwa/upload-cache';
import { SEARCH_FRAGMENTS_CACHE } from '../../features/search/pagefind-client';
import { UPDATE_ACCEPTED_KEY } from '../../features/pwa/pwa-storage-keys';
import {
  DOCUMENT_PAGES_CACHE,
  DOCUMENT_PAGES_ENTRIES,
} from '../../features/insights/document-pages-worker';

/** Workbox's precache (Cache Storage) name before its scope suffix (workbox-core cacheNames). */
export const WORKBOX_PRECACHE_NAME = 'workbox-precache-v2';

/** Days after which an unsent message is no longer sent on its own (it returns to the form). */
export const outboxRetentionDays = OUTBOX_MAX_AGE_DAYS;

const clearSiteData =
  'Clear this website’s data (“Cookies and site data”) in your browser settings.';

export interface BrowserStorageRecord extends BrowserStorageEntry {
  /**
   * The names as the code passes them to the storage APIs (what the source scan finds): one,
   * or several when one thing the visitor sees is stored under more (a database and its store).
   */
  readonly codeNames: readonly string[];
}

export const browserStorage: readonly BrowserStorageRecord[] = [
  {
    codeNames: [CURRENCY_STORAGE_KEY],
    name: CURRENCY_STORAGE_KEY,
    store: 'local storage',
    holds: 'Your currency choice for prices: PKR or USD.',
    why: 'So prices stay in the currency you chose when you come back.',
    kept: 'Until you remove it; choosing the other currency replaces it.',
    clear: clearSiteData,
  },
  {
    codeNames: [THEME_STORAGE_KEY],
    name: THEME_STORAGE_KEY,
    store: 'local storage',
    holds: 'Your theme choice: light or dark, when you chose one with the header’s theme button.',
    why: 'So pages keep the theme you chose instead of your system’s setting when you come back.',
    kept: 'Until you remove it; choosing the other theme replaces it.',
    clear: clearSiteData,
  },
  {
    codeNames: [CONTACT_DRAFT_KEY],
    name: CONTACT_DRAFT_KEY,
    store: 'local storage',
    holds:
      'The name, e-mail address and message you are writing in the contact form, with the identifier it was sent under, if it was.',
    why: 'So a reload or an accidental click away does not lose what you typed.',
    kept: 'Until the message is sent, or you empty the form.',
    clear: `Empty the form. ${clearSiteData}`,
  },
  {
    codeNames: [SENT_COPIES_KEY],
    name: SENT_COPIES_KEY,
    store: 'local storage',
    holds:
      'A copy of each message you sent: your name, e-mail address and message, with its identifier.',
    why: 'So a message lost on the way is sent again, under the same identifier, when you next open the website; our server never mails it twice.',
    kept: 'Until our server confirms it has the message, or the message is handed back to the form.',
    clear: clearSiteData,
  },
  {
    codeNames: [WAITING_MESSAGES_KEY],
    name: WAITING_MESSAGES_KEY,
    store: 'local storage',
    holds:
      'Messages handed back to you (refused by our server, or not sent in time) while you were writing another one.',
    why: 'So a handed-back message returns to the form to be sent again or corrected, instead of being lost.',
    kept: 'Until the form is free again; then the oldest one returns to the form as the draft.',
    clear: clearSiteData,
  },
  {
    codeNames: [UPDATE_ACCEPTED_KEY],
    name: UPDATE_ACCEPTED_KEY,
    store: 'session storage',
    holds:
      'Only when you chose Reload for a new version of this website and your browser needed a second page load for it: that you chose it.',
    why: 'So the page that opens next switches to the new version without asking you again.',
    kept: 'Until that page opens, a moment later, or until you close the tab.',
    clear: 'Close the tab.',
  },
  {
    codeNames: [LEAD_SOURCE_KEY],
    name: LEAD_SOURCE_KEY,
    store: 'session storage',
    holds: `Where your visit began: the page, the linking site’s host, its utm_… parameters, the last ${LEAD_ARTICLES_MAX} articles read.`,
    why: 'Sent with a contact message only.',
    kept: 'Until you close the tab, or a new visit starts.',
    clear: 'Close the tab.',
  },
  {
    codeNames: [OUTBOX_DATABASE_NAME, OUTBOX_STORE_NAME],
    name: OUTBOX_DATABASE_NAME,
    store: `IndexedDB, object store “${OUTBOX_STORE_NAME}”`,
    holds:
      'Contact messages our server has not yet confirmed, for example because you were offline: your name, e-mail address and message, with its identifier, the estimator’s answers if you sent them, and its source.',
    why: 'So they are sent to us automatically when the connection returns.',
    kept: `Until our server confirms it has the message. One not sent within ${OUTBOX_MAX_AGE_DAYS} days is no longer sent on its own and goes back to the contact form.`,
    clear: clearSiteData,
  },
  {
    codeNames: [WORKBOX_QUEUE_DATABASE_NAME, WORKBOX_QUEUE_STORE_NAME, WORKBOX_QUEUE_NAME],
    name: WORKBOX_QUEUE_DATABASE_NAME,
    store: `IndexedDB, object store “${WORKBOX_QUEUE_STORE_NAME}”`,
    holds:
      'Only in a browser that used an earlier version of this website: messages that version kept while offline.',
    why: 'So they are moved into the outbox above and still sent.',
    kept: 'Read once when the website starts; our messages in it are moved out and removed.',
    clear: clearSiteData,
  },
  {
    codeNames: [WORKBOX_PRECACHE_NAME],
    name: `${WORKBOX_PRECACHE_NAME}-${siteOrigin}/`,
    store: 'Cache Storage',
    holds: 'A copy of this website’s pages, scripts, styles and images. Nothing about you.',
    why: 'So the website opens quickly and works offline.',
    kept: 'Until a new version of the website replaces it.',
    clear: `${clearSiteData} If you installed the website as an app, uninstalling it removes it too.`,
  },
  {
    codeNames: [UPLOAD_CACHE],
    name: UPLOAD_CACHE,
    store: 'Cache Storage',
    holds:
      'Copies of the project screenshots and article images you have seen here. Nothing about you.',
    why: 'So those pictures show again quickly and when you are offline.',
    kept: `The ${UPLOAD_CACHE_ENTRIES} most recently seen; older ones are removed.`,
    clear: clearSiteData,
  },
  {
    codeNames: [SEARCH_FRAGMENTS_CACHE],
    name: SEARCH_FRAGMENTS_CACHE,
    store: 'Cache Storage',
    holds:
      'The text of articles and case studies that the site search has shown you in its results. Nothing about you, and not what you searched for.',
    why: 'So the search shows those results with their text again when you are offline.',
    kept: `The ${UPLOAD_CACHE_ENTRIES} most recently shown; older ones are removed, and so is one the website no longer has.`,
    clear: clearSiteData,
  },
  {
    codeNames: [DOCUMENT_PAGES_CACHE],
    name: DOCUMENT_PAGES_CACHE,
    store: 'Cache Storage',
    holds: 'Copies of the articles and case studies you have read here. Nothing about you.',
    why: 'So you can read them again offline.',
    kept: `The ${DOCUMENT_PAGES_ENTRIES} most recently read; older ones are removed.`,
    clear: clearSiteData,
  },
];

/**
 * Constants ending in _KEY or _NAME that name something other than browser storage (a Web Lock,
 * a Background Sync tag), with why, so the storage check does not ask for them in the registry.
 */
export const notBrowserStorage: readonly { codeName: string; why: string }[] = [
  {
    codeName: OUTBOX_LOCK_NAME,
    why: 'A Web Lock: one tab or worker at a time sends the outbox; it holds nothing.',
  },
];
