// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { text } from './schema-helpers';

/** FAQ item (the specification). Answers agree with the specification. */
export const faqItemSchema = z.object({
  question: text(),
  answer: text(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
