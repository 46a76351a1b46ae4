/** Domain checker constants from the specification, each defined once. */

/** Suffix appended to a single label typed without a dot. */
export const DEFAULT_SUFFIX = 'com';

/** Two-part Pakistani suffixes treated as one suffix (the specification). */
export const PK_SECOND_LEVEL_SUFFIXES = [
  'com.pk',
  'net.pk',
  'org.pk',
  'edu.pk',
  'gov.pk',
  'web.pk',
  'fam.pk',
  'biz.pk',
  'shop.pk',
  'ac.pk',
] as const;

/** The suffixes suggestions are drawn from, in the order of the specification. */
export const SUGGESTION_SUFFIXES = [
  'com',
  'net',
  'org',
  'io',
  'co',
  'ai',
  'dev',
  'app',
  'pk',
  ...PK_SECOND_LEVEL_SUFFIXES,
] as const;

/** Suffixes suggested before all others. */
export const PRIORITY_SUGGESTION_SUFFIXES = ['pk', 'com.pk'] as const;

/** How many suggestions are checked, and at most shown. */
export const SUGGESTION_COUNT = 8;

/** Timeout of each lookup call (ms). */
export const LOOKUP_TIMEOUT_MS = 8000;

/** How long a lookup answer is reused (ms): the 5-minute query cache of the specification. */
export const LOOKUP_CACHE_TTL_MS = 5 * 60 * 1000;

/** DNS limits (RFC 1035): a label of at most 63 octets, a name of at most 253. */
export const MAX_LABEL_LENGTH = 63;
export const MAX_DOMAIN_LENGTH = 253;

/** True for .pk and its second-level suffixes, which RDAP does not cover reliably. */
export function isPkDomain(domain: string): boolean {
  return domain === 'pk' || domain.endsWith('.pk');
}
