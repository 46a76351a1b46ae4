// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { text } from './schema-helpers';

/** FAQ item (SPEC.md 3). Answers agree with SPEC.md 9. */
export const faqItemSchema = z.object({
  question: text(),
  answer: text(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
