// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { order, placeholdersAmong, text } from './schema-helpers';

/** One FAQ item (src/content/data/faqs/<name>.json). `{paymentMethods}` in an answer is replaced
 * by the agency's payment methods. */
export const faqFileSchema = z
  .strictObject({
    order: order(),
    question: text(),
    answer: text(),
    /** Other words a visitor may search with for this question (the site search finds it by them). */
    searchAliases: z.optional(z.array(text())),
  })
  .check(placeholdersAmong(['paymentMethods']));
export type FaqFile = z.infer<typeof faqFileSchema>;
/** A FAQ as the site shows it: `id` is its file's name, the anchor that opens it on /faqs. */
export type FaqItem = Omit<FaqFile, 'order'> & { id: string };
