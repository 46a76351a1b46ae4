// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { text } from './schema-helpers';

export const legalSectionSchema = z.object({
  heading: text(),
  paragraphs: z.array(text()).check(z.minLength(1)),
  items: z.optional(z.array(text()).check(z.minLength(1))),
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
