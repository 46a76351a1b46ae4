// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { text } from './schema-helpers';

/** Testimonial (the specification). Sample texts: replace them with real client reviews. */
export const testimonialSchema = z.object({
  name: text(),
  location: text(),
  rating: z.literal(5),
  text: text(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
