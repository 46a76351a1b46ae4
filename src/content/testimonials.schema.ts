// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { order, text } from './schema-helpers';

/** One client review (src/content/data/testimonials/<name>.json). Sample texts: replace them. */
export const testimonialFileSchema = z.strictObject({
  order: order(),
  name: text(),
  location: text(),
  /** Stars, 1 to 5. */
  rating: z
    .int('must be a whole number')
    .check(z.minimum(1, 'must be 1 to 5'), z.maximum(5, 'must be 1 to 5')),
  text: text(),
});
export type TestimonialFile = z.infer<typeof testimonialFileSchema>;
export type Testimonial = Omit<TestimonialFile, 'order'>;
