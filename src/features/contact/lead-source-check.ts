/**
 * The full checks of a lead source (lead-source.ts): what the function keeps of the `source` a
 * message carries, and what the form sends from the tab's visit record. Not on the page's script:
 * only the form and the function load them.
 */
import {
  isRecord,
  isSitePath,
  LEAD_ARTICLES_MAX,
  LEAD_HOST_MAX_LENGTH,
  LEAD_PATH_MAX_LENGTH,
  LEAD_UTM_MAX_LENGTH,
  UNSAFE_TEXT,
  UTM_KEYS,
} from './lead-source';
import type { LeadSource, ReceivedLeadSource, UtmKey, VisitRecord } from './lead-source';

// A host name: dot-separated labels of letters, digits and inner hyphens, each 1-63 long.
const HOST_PATTERN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

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
