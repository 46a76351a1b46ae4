/**
 * The tab's visit, as the page's script records it on every page (lead-source-page.ts): small on
 * purpose, with a few cheap cuts to the limits; the form's sending applies the full checks
 * (lead-source-check.ts).
 */
import {
  isRecord,
  isSitePath,
  LEAD_ARTICLES_MAX,
  LEAD_HOST_MAX_LENGTH,
  LEAD_PATH_MAX_LENGTH,
  LEAD_UTM_MAX_LENGTH,
  LEAD_VISIT_IDLE_MS,
  UNSAFE_TEXT,
  UTM_KEYS,
} from './lead-source';
import type { LeadSource, PageView, UtmKey, VisitRecord } from './lead-source';

/** The host of another site's page; undefined for this site, an empty or a broken address. */
function foreignHost(referrer: string, origin: string): string | undefined {
  try {
    const url = new URL(referrer);
    if (url.origin === origin || !/^https?:$/.test(url.protocol)) return undefined;
    return url.hostname && url.hostname.length <= LEAD_HOST_MAX_LENGTH ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

/** The address's campaign parameters: trimmed, cut to the limit, none empty or unsafe. */
function utmOf(search: string): LeadSource['utm'] {
  const params = new URLSearchParams(search);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim().slice(0, LEAD_UTM_MAX_LENGTH);
    if (value && !UNSAFE_TEXT.test(value)) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** What the tab's storage holds, if it is a visit record this script wrote. */
function keptVisit(value: unknown): VisitRecord | undefined {
  if (!isRecord(value) || !isSitePath(value.landingPage) || typeof value.seenAt !== 'number')
    return undefined;
  const { landingPage, referrer, utm, articles, seenAt } = value;
  // Fields left undefined are not stored (JSON has no undefined).
  return {
    landingPage: landingPage.slice(0, LEAD_PATH_MAX_LENGTH),
    referrer: typeof referrer === 'string' ? referrer : undefined,
    utm: isRecord(utm) ? (utm as LeadSource['utm']) : undefined,
    articles: Array.isArray(articles)
      ? articles.filter(isSitePath).slice(-LEAD_ARTICLES_MAX)
      : undefined,
    seenAt,
  };
}

/**
 * The tab's visit once this page has opened. A new visit begins on the tab's first page, after
 * LEAD_VISIT_IDLE_MS without a page, and on a page another site linked to or that carries
 * campaign parameters (a new arrival); otherwise the page is one more step of the same visit,
 * and an article joins its articles (the last LEAD_ARTICLES_MAX are kept).
 */
export function nextVisit(previous: unknown, page: PageView): VisitRecord {
  const path = page.path.slice(0, LEAD_PATH_MAX_LENGTH);
  const fresh: VisitRecord = {
    landingPage: path,
    referrer: foreignHost(page.referrer, page.origin),
    utm: utmOf(page.search),
    seenAt: page.now,
  };
  const kept = keptVisit(previous);
  const idle = kept ? page.now - kept.seenAt : Infinity;
  // The landing page again (reloaded, or back to it) is the same arrival, not a new visit.
  const arrival = fresh.referrer !== undefined || fresh.utm !== undefined;
  const sameArrival =
    kept?.landingPage === path &&
    kept.referrer === fresh.referrer &&
    JSON.stringify(kept.utm) === JSON.stringify(fresh.utm);
  const visit =
    kept && idle >= 0 && idle < LEAD_VISIT_IDLE_MS && (!arrival || sameArrival) ? kept : fresh;
  visit.seenAt = page.now;
  if (page.isArticle)
    visit.articles = [...(visit.articles ?? []).filter((article) => article !== path), path].slice(
      -LEAD_ARTICLES_MAX,
    );
  return visit;
}
