// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { text } from './schema-helpers';

export const heroPackageSchema = z.object({
  eyebrow: text(),
  title: text(),
  lead: text(),
  setupPKR: z.number().check(z.positive()),
  setupUSD: z.number().check(z.positive()),
  monthlyPKR: z.number().check(z.positive()),
  monthlyUSD: z.number().check(z.positive()),
  maxPages: z.int().check(z.positive()),
  included: z.array(text()).check(z.minLength(1)),
  noHiddenCharges: text(),
  orderLabel: text(),
  orderUrl: z.url(),
});
export type HeroPackage = z.infer<typeof heroPackageSchema>;
