// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { featureCardSchema, text } from './schema-helpers';

export const aboutContentSchema = z.object({
  lead: text(),
  storyHeading: text(),
  story: z.array(text()).check(z.minLength(1)),
  stats: z.array(z.object({ value: text(), label: text() })).check(z.minLength(3)),
  valuesHeading: text(),
  values: z.array(featureCardSchema).check(z.minLength(3)),
  whyHeading: text(),
  why: z.array(text()).check(z.minLength(3)),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;
