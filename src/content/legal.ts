import {
  billingBaseUrl,
  brand,
  emails,
  legalLastUpdated,
  liabilityCapTerm,
  phone,
} from '../config/site';
import type { LegalDocument, LegalFile, LegalPlaceholder } from './legal.schema';

/**
 * What the three legal pages share. Their texts are data files (src/content/data/legal/*.json);
 * every statement there must be true of this website as built. Facts the code decides are not
 * written there but filled in by the pages: `{name}` placeholders (the agency's details, below,
 * and the retention periods, storage names and counts, src/pages/legal/legal-facts.ts) and the generated
 * blocks named by `insert` (browser storage, the domain checker's lookup hosts, the contact
 * record's fields).
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11-23" -> "November 23, 2026", the same on the server and in every browser. */
export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month)
    throw new Error(`Not an ISO date (year-month-day, e.g. 2026-11-23): "${isoDate}"`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** The date every legal page shows as its last update. */
export const LAST_UPDATED = formatLegalDate(legalLastUpdated);
/** The legal texts' placeholders taken from the agency's details (src/config/site.json). */
export const legalAgencyFacts = {
  brandName: brand.name,
  /** The billing site's host, as the legal texts name it. */
  billingHost: new URL(billingBaseUrl).host,
  supportEmail: emails.support,
  phone: phone.display,
  liabilityCap: liabilityCapTerm.text,
} as const satisfies Partial<Record<LegalPlaceholder, string>>;
export type LegalAgencyPlaceholder = keyof typeof legalAgencyFacts;

/** A legal page from its data file, dated from the agency's details. */
export function legalDocument(file: LegalFile): LegalDocument {
  return { ...file, lastUpdated: LAST_UPDATED };
}

/** Labels of each entry in the browser-storage block. */
export const browserStorageLabels = {
  holds: 'What it holds',
  why: 'Why',
  kept: 'How long',
  clear: 'How to remove it',
} as const;

/** Texts of the lookup-hosts block of the privacy policy; the page fills in the hosts. */
export const lookupHostTexts = {
  /** {suffixes}: ".com and .net". */
  registry: 'the RDAP service of the {suffixes} registry.',
  redirector:
    'a generic RDAP redirector, asked when the registry does not answer or is not listed; it sends your browser on to the service of the registry that runs the name’s suffix.',
  dns: 'a public DNS-over-HTTPS resolver, asked for the name servers of a .pk name when no RDAP service reports it registered.',
  /** Shown only when the checker's table lists registries beyond the named ones. */
  others:
    'For any other suffix: the RDAP service of the registry that runs the name’s suffix, as listed in IANA’s RDAP bootstrap registry.',
  /** {count}: how many hosts. */
  allSummary: 'All {count} hosts the domain checker may contact',
} as const;

export type { LegalInsert, LegalSection, LegalDocument, LegalPlaceholder } from './legal.schema';
