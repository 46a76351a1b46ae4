// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { order, text } from './schema-helpers';

/** The longest name, place and review a card is laid out for (the browser tests try them). */
export const TESTIMONIAL_LIMITS = { name: 40, location: 60, text: 300 } as const;

/** One client review (src/content/data/testimonials/<name>.json). Sample texts: replace them. */
export const testimonialFileSchema = z.strictObject({
  order: order(),
  name: text(TESTIMONIAL_LIMITS.name),
  location: text(TESTIMONIAL_LIMITS.location),
  /** Stars, 1 to 5. */
  rating: z
    .int('must be a whole number')
    .check(z.minimum(1, 'must be 1 to 5'), z.maximum(5, 'must be 1 to 5')),
  text: text(TESTIMONIAL_LIMITS.text),
});
export type TestimonialFile = z.infer<typeof testimonialFileSchema>;
export type Testimonial = Omit<TestimonialFile, 'order'>;
