/**
 * Where a lead came from: the page its visit began on, the page its message was sent from, the
 * referring site's host, the first page's campaign parameters (`utm_*`) and the articles read on
 * the way. The page's script records the visit in session storage (lead-source-page.ts), the form
 * sends it with the message as `source`, and the function reads it with `readLeadSource`: plain
 * functions, no zod and no DOM, shared by the page, the service worker and the function.
 *
 * A source is never a reason to refuse a message: what breaks these limits is cut or dropped, and
 * the source the function keeps is then marked unverified.
 */

/** The campaign parameters kept, and the only keys a source's `utm` may have. */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** Characters of a page path (same-origin, no query or fragment). */
export const LEAD_PATH_MAX_LENGTH = 200;
/** Characters of a host name (DNS's limit). */
export const LEAD_HOST_MAX_LENGTH = 253;
/** Characters of a campaign parameter's value. */
export const LEAD_UTM_MAX_LENGTH = 100;
/** Articles kept per visit: the most recent ones. */
export const LEAD_ARTICLES_MAX = 10;
/**
 * A tab left this long without a page of the site opening starts a new visit on its next page:
 * a source never outlives the visit it describes.
 */
export const LEAD_VISIT_IDLE_MS = 30 * 60_000;

/** The source as the browser sends it (the contact request's `source`). */
export interface LeadSource {
  /** The path of the page the visit began on. */
  landingPage?: string;
  /** The path of the page the message was sent from. */
  sentFrom?: string;
  /** The host name of the site that linked to the first page, if another site did. */
  referrer?: string;
  /** The first page's campaign parameters. */
  utm?: Partial<Record<UtmKey, string>>;
  /** The paths of the articles read during the visit, oldest first. */
  articles?: string[];
}

/** The source as the function keeps it: `unverified` when anything had to be cut or dropped. */
export interface ReceivedLeadSource extends LeadSource {
  unverified?: true;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A path of this site: one slash, then URL path characters only (no query, fragment, space,
// backslash or control character); a second leading slash would name another host.
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
// A host name: dot-separated labels of letters, digits and inner hyphens, each 1-63 long.
const HOST_PATTERN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;
// Campaign values end up in mail and alerts: no control, format or line-separator characters.
const UNSAFE_TEXT = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && SITE_PATH.test(value);

/** Reads the checks into a source, noting whether anything was cut or dropped. */
function reader() {
  let clean = true;
  const flag = () => {
    clean = false;
  };
  const path = (value: unknown): string | undefined => {
    if (value === undefined) return undefined;
    if (!isSitePath(value)) return void flag();
    if (value.length <= LEAD_PATH_MAX_LENGTH) return value;
    flag();
    return value.slice(0, LEAD_PATH_MAX_LENGTH);
  };
  const host = (value: unknown): string | undefined => {
    if (value === undefined) return undefined;
    if (
      typeof value === 'string' &&
      value.length <= LEAD_HOST_MAX_LENGTH &&
      HOST_PATTERN.test(value)
    )
      return value;
    return void flag();
  };
  const utm = (value: unknown): LeadSource['utm'] => {
    if (value === undefined) return undefined;
    if (!isRecord(value)) return void flag();
    const kept: Partial<Record<UtmKey, string>> = {};
    for (const [key, raw] of Object.entries(value)) {
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (!(UTM_KEYS as readonly string[]).includes(key) || !text || UNSAFE_TEXT.test(text)) {
        flag();
        continue;
      }
      if (text.length > LEAD_UTM_MAX_LENGTH) flag();
      kept[key as UtmKey] = text.slice(0, LEAD_UTM_MAX_LENGTH);
    }
    return Object.keys(kept).length > 0 ? kept : undefined;
  };
  const articles = (value: unknown): string[] | undefined => {
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) return void flag();
    const kept = new Set<string>();
    for (const item of value as unknown[]) {
      const read = item === undefined ? void flag() : path(item);
      if (read === undefined) continue;
      if (kept.has(read)) flag();
      else kept.add(read);
    }
    if (kept.size > LEAD_ARTICLES_MAX) flag();
    return kept.size > 0 ? [...kept].slice(-LEAD_ARTICLES_MAX) : undefined;
  };
  return { path, host, utm, articles, clean: () => clean, flag };
}

const sourceKeys = new Set(['landingPage', 'sentFrom', 'referrer', 'utm', 'articles']);

/** The fields that are set, in the order of `LeadSource`. */
function compact(source: LeadSource): LeadSource {
  const out: LeadSource = {};
  if (source.landingPage !== undefined) out.landingPage = source.landingPage;
  if (source.sentFrom !== undefined) out.sentFrom = source.sentFrom;
  if (source.referrer !== undefined) out.referrer = source.referrer;
  if (source.utm !== undefined) out.utm = source.utm;
  if (source.articles !== undefined) out.articles = source.articles;
  return out;
}

/**
 * A message's `source` as the function keeps it: every field within its limits, anything else
 * cut (an over-long path or value, articles past the tenth) or dropped (a field of the wrong
 * type or form, an unknown key or campaign parameter), and then marked unverified. Undefined when
 * the message has none (a form sent without script).
 */
export function readLeadSource(value: unknown): ReceivedLeadSource | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return { unverified: true };
  const read = reader();
  if (Object.keys(value).some((key) => !sourceKeys.has(key))) read.flag();
  const source: ReceivedLeadSource = compact({
    landingPage: read.path(value.landingPage),
    sentFrom: read.path(value.sentFrom),
    referrer: read.host(value.referrer),
    utm: read.utm(value.utm),
    articles: read.articles(value.articles),
  });
  if (!read.clean()) source.unverified = true;
  return source;
}

/** What the tab keeps of its visit (in session storage), between pages. */
export interface VisitRecord {
  landingPage: string;
  referrer?: string;
  utm?: Partial<Record<UtmKey, string>>;
  articles?: string[];
  /** When a page of the site last opened in this tab (ms since the epoch). */
  seenAt: number;
}

/** A page of the site opening in the tab. */
export interface PageView {
  /** The route path (no query, fragment or trailing slash). */
  path: string;
  /** The location's query (`?utm_source=…`), or empty. */
  search: string;
  /** `document.referrer`: the page that linked here, or empty. */
  referrer: string;
  /** The site's own origin, to tell another site's link from one of ours. */
  origin: string;
  /** Whether the page is an article (its path is one of the insights' articles). */
  isArticle: boolean;
  now: number;
}

/** The host of another site's page; undefined for this site, an empty or a broken address. */
function foreignHost(referrer: string, origin: string): string | undefined {
  try {
    const url = new URL(referrer);
    if (url.origin === origin || !/^https?:$/.test(url.protocol)) return undefined;
    return url.hostname || undefined;
  } catch {
    return undefined;
  }
}

function utmOf(search: string): Partial<Record<UtmKey, string>> {
  const params = new URLSearchParams(search);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value !== null) utm[key] = value;
  }
  return utm;
}

/**
 * The tab's visit once this page has opened. A new visit begins on the tab's first page, after
 * LEAD_VISIT_IDLE_MS without a page, and on a page another site linked to or that carries
 * campaign parameters (a new arrival); otherwise the page is one more step of the same visit,
 * and an article joins its articles. What the record keeps is within the function's limits.
 */
export function nextVisit(previous: unknown, page: PageView): VisitRecord {
  const referrer = foreignHost(page.referrer, page.origin);
  const utm = utmOf(page.search);
  const read = reader();
  const fresh: VisitRecord = {
    landingPage: read.path(page.path) ?? '/',
    ...compact({ referrer: read.host(referrer), utm: read.utm(utm) }),
    seenAt: page.now,
  };
  const arrival = referrer !== undefined || Object.keys(utm).length > 0;
  const kept = isRecord(previous) ? readVisit(previous) : undefined;
  const idle = kept ? page.now - kept.seenAt : Infinity;
  // The landing page again (reloaded, or back to it) is the same arrival, not a new visit.
  const sameArrival =
    !!kept &&
    kept.landingPage === fresh.landingPage &&
    kept.referrer === fresh.referrer &&
    JSON.stringify(kept.utm) === JSON.stringify(fresh.utm);
  const current =
    kept && idle >= 0 && idle < LEAD_VISIT_IDLE_MS && (!arrival || sameArrival) ? kept : undefined;
  const visit = current ?? fresh;
  visit.seenAt = page.now;
  if (page.isArticle) {
    const path = read.path(page.path);
    const articles = (visit.articles ?? []).filter((article) => article !== path);
    if (path !== undefined) visit.articles = [...articles, path].slice(-LEAD_ARTICLES_MAX);
  }
  return visit;
}

/** A stored visit record, if it is one (the tab's storage may hold anything). */
function readVisit(value: Record<string, unknown>): VisitRecord | undefined {
  const source = readLeadSource({
    landingPage: value.landingPage,
    referrer: value.referrer,
    utm: value.utm,
    articles: value.articles,
  });
  if (!source?.landingPage || source.unverified || typeof value.seenAt !== 'number')
    return undefined;
  return { ...source, landingPage: source.landingPage, seenAt: value.seenAt };
}

/** The source a message sent from `sentFrom` carries, from the tab's visit record. */
export function leadSourceOf(visit: unknown, sentFrom: string): LeadSource {
  const kept = isRecord(visit) ? readVisit(visit) : undefined;
  const read = reader();
  return compact({
    landingPage: kept?.landingPage,
    sentFrom: read.path(sentFrom),
    referrer: kept?.referrer,
    utm: kept?.utm,
    articles: kept?.articles,
  });
}
