// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { placeholdersAmong, text } from './schema-helpers';

/**
 * Blocks a legal page renders from the code itself, so they cannot drift from what the site
 * does: the names the site keeps in the browser, the hosts the domain checker asks, and the
 * fields of the contact record the function stores, and what the speed measurements send and keep.
 */
export const legalInserts = [
  'browserStorage',
  'lookupHosts',
  'contactRecord',
  'fieldMeasurements',
] as const;
export type LegalInsert = (typeof legalInserts)[number];

/**
 * What the legal texts may say in braces, filled in by the pages (src/pages/legal/legal-facts.ts):
 * the agency's details and the facts the code decides (retention days, storage names, counts).
 */
export const legalPlaceholders = [
  'brandName',
  'billingHost',
  'supportEmail',
  'phone',
  'liabilityCap',
  'contactRetentionDays',
  'deliveredIdKeepDays',
  'outboxRetentionDays',
  'currencyKey',
  'leadSourceKey',
  'leadSourceArticles',
  'suggestionCount',
  'lookupCacheMinutes',
  'alertExcerptLength',
  'alertRecipients',
] as const;
export type LegalPlaceholder = (typeof legalPlaceholders)[number];

/** The legal pages, by the name of their data file. */
export const legalPageNames = ['privacy-policy', 'terms-of-service', 'cookies-policy'] as const;
export type LegalPageName = (typeof legalPageNames)[number];

/**
 * The generated blocks each legal page provides: its file may ask for these only (a block the
 * page does not render would leave the page empty). The pages' `inserts` are typed by it.
 */
export const legalPageInserts = {
  'privacy-policy': ['browserStorage', 'lookupHosts', 'contactRecord', 'fieldMeasurements'],
  'terms-of-service': [],
  'cookies-policy': ['browserStorage', 'fieldMeasurements'],
} as const satisfies Record<LegalPageName, readonly LegalInsert[]>;

const paragraphs = () => z.array(text()).check(z.minLength(1));

/** A section of a legal page whose page provides the blocks `inserts`. */
export function legalSectionSchemaFor(inserts: readonly LegalInsert[]) {
  return z.strictObject({
    heading: text(),
    paragraphs: paragraphs(),
    items: z.optional(paragraphs()),
    /** A paragraph introducing the generated block, shown after the paragraphs and items. */
    insertLead: z.optional(text()),
    /** A generated block shown after the paragraphs and items (and the insertLead). */
    insert: z.optional(
      inserts.length
        ? z.enum(
            inserts as readonly [LegalInsert, ...LegalInsert[]],
            `this page provides only the blocks ${inserts.join(', ')}`,
          )
        : z.never('this page has no generated block; remove "insert"'),
    ),
    /** Paragraphs after the generated block. */
    after: z.optional(paragraphs()),
  });
}

export const legalSectionSchema = legalSectionSchemaFor(legalInserts);
export type LegalSection = z.infer<typeof legalSectionSchema>;

/**
 * A legal page as staff edit it (src/content/data/legal/*.json). Its date is the agency's
 * details' legalLastUpdated; texts may name the placeholders above.
 */
export function legalFileSchemaFor(inserts: readonly LegalInsert[]) {
  return z
    .strictObject({
      title: text(),
      intro: text(),
      /** Privacy and terms number their sections ("1. …"). */
      numbered: z.boolean(),
      sections: z.array(legalSectionSchemaFor(inserts)).check(z.minLength(1)),
    })
    .check(placeholdersAmong(legalPlaceholders));
}

/** Any legal file: every block. A page's own file is checked with legalFileSchemaFor. */
export const legalFileSchema = legalFileSchemaFor(legalInserts);
export type LegalFile = z.infer<typeof legalFileSchema>;

/** The schema of a legal page's own file: only the blocks that page provides. */
export const legalPageSchema = (page: LegalPageName) => legalFileSchemaFor(legalPageInserts[page]);

/** A legal page as the site shows it: its file and the date it was last updated. */
export type LegalDocument = LegalFile & { lastUpdated: string };
