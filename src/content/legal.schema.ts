// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { text } from './schema-helpers';

/**
 * Blocks a legal page renders from the code itself, so they cannot drift from what the site
 * does: the names the site keeps in the browser, the hosts the domain checker asks, and the
 * fields of the contact record the function stores.
 */
export const legalInserts = ['browserStorage', 'lookupHosts', 'contactRecord'] as const;
export type LegalInsert = (typeof legalInserts)[number];

export const legalSectionSchema = z.object({
  heading: text(),
  /** Texts may hold `{name}` placeholders, filled by the page with facts read from the code. */
  paragraphs: z.array(text()).check(z.minLength(1)),
  items: z.optional(z.array(text()).check(z.minLength(1))),
  /** A paragraph introducing the generated block, shown after the paragraphs and items. */
  insertLead: z.optional(text()),
  /** A generated block shown after the paragraphs and items (and the insertLead). */
  insert: z.optional(z.enum(legalInserts)),
  /** Paragraphs after the generated block. */
  after: z.optional(z.array(text()).check(z.minLength(1))),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;
export const legalDocumentSchema = z.object({
  title: text(),
  lastUpdated: text(),
  intro: text(),
  /** Privacy and terms number their sections ("1. …"). */
  numbered: z.boolean(),
  sections: z.array(legalSectionSchema).check(z.minLength(1)),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
