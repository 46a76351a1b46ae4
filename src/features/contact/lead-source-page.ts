/**
 * The tab's visit, kept in session storage only (never a cookie, never local storage): the
 * page's script records each page of the site as it opens, and the contact form reads the
 * source of its message from it (leadSourceOf, which the page's script does not load). Where session storage is missing or refused, nothing is kept
 * and a message carries only the page it was sent from.
 */
import { isArticlePath, normalizePath } from '../../lib/route-paths';
import { LEAD_SOURCE_KEY } from './contact-storage-keys';
import { nextVisit } from './lead-source-visit';

/** The tab's visit record as stored (anything: the form checks it before sending it). */
export function readVisit(): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(LEAD_SOURCE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** Records this page as a step of the tab's visit (the page's script runs it on every page). */
export function recordVisit(): void {
  const path = normalizePath(location.pathname);
  const visit = nextVisit(readVisit(), {
    path,
    search: location.search,
    referrer: document.referrer,
    origin: location.origin,
    isArticle: isArticlePath(path),
    now: Date.now(),
  });
  try {
    sessionStorage.setItem(LEAD_SOURCE_KEY, JSON.stringify(visit));
  } catch {
    // No session storage: this tab's messages carry only the page they were sent from.
  }
}
