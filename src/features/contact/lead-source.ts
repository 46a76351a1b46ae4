/**
 * Where a lead came from: the page its visit began on, the page its message was sent from, the
 * referring site's host, the first page's campaign parameters (`utm_*`) and the articles read on
 * the way. Its limits and form, shared by the recording on every page (lead-source-visit.ts), the
 * form and the function's checks (lead-source-check.ts): plain constants, no zod and no DOM.
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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A path of this site: one slash, then URL path characters only (no query, fragment, space,
// backslash or control character); a second leading slash would name another host.
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
// Campaign values end up in mail and alerts: no control, format or line-separator characters.
export const UNSAFE_TEXT = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && SITE_PATH.test(value);

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
