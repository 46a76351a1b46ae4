/**
 * Everything this website keeps in the visitor's browser, by the name the code uses, with what
 * it holds, why, for how long and how to remove it. The privacy and cookies policies render this
 * list, and browser-storage.test.ts fails when the code uses a storage name that is not here:
 * add an entry whenever you add a localStorage key, a cache, an IndexedDB database or a queue.
 */
import type { BrowserStorageEntry } from '../../components/browser-storage-list';
import { siteOrigin } from '../../config/site';
import { CONTACT_DRAFT_KEY, WAITING_MESSAGES_KEY } from '../../features/contact/contact-draft';
import { CURRENCY_STORAGE_KEY } from '../../features/pricing/currency';
import { OUTBOX_MAX_RETENTION_MINUTES, OUTBOX_QUEUE_NAME } from '../../features/pwa/sw-protocol';

/** Workbox's precache (Cache Storage) name before its scope suffix (workbox-core cacheNames). */
export const WORKBOX_PRECACHE_NAME = 'workbox-precache-v2';
/** The IndexedDB database in which workbox-background-sync keeps every queue. */
export const WORKBOX_SYNC_DATABASE = 'workbox-background-sync';

const MINUTES_PER_DAY = 24 * 60;
export const outboxRetentionDays = OUTBOX_MAX_RETENTION_MINUTES / MINUTES_PER_DAY;

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
    codeNames: [CONTACT_DRAFT_KEY],
    name: CONTACT_DRAFT_KEY,
    store: 'local storage',
    holds: 'The name, e-mail address and message you are writing in the contact form.',
    why: 'So a reload or an accidental click away does not lose what you typed.',
    kept: 'Until the message is sent (or waiting in the outbox below), or you empty the form.',
    clear: `Empty the form. ${clearSiteData}`,
  },
  {
    codeNames: [WAITING_MESSAGES_KEY],
    name: WAITING_MESSAGES_KEY,
    store: 'local storage',
    holds:
      'Messages our server refused after they waited in the outbox, while you were writing another one.',
    why: 'So a refused message comes back to the form to be corrected instead of being lost.',
    kept: 'Until the form is empty again; then the oldest one returns to the form as the draft.',
    clear: clearSiteData,
  },
  {
    codeNames: [OUTBOX_QUEUE_NAME],
    name: OUTBOX_QUEUE_NAME,
    store: `IndexedDB, database “${WORKBOX_SYNC_DATABASE}”`,
    holds:
      'Contact messages you sent while offline or while our server could not be reached: your name, e-mail address and message, with the identifier your browser gave the message.',
    why: 'So they are sent to us automatically when the connection returns.',
    kept: `Until sent, or at most ${outboxRetentionDays} days.`,
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
];

/**
 * Constants ending in _KEY or _NAME that name something other than browser storage (a Web Lock,
 * a Background Sync tag), with why, so the storage check does not ask for them in the registry.
 */
export const notBrowserStorage: readonly { codeName: string; why: string }[] = [];
