// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { text } from './schema-helpers';

/** Hosting plan (the specification). Prices are per `period`. */
export const hostingPlanSchema = z.object({
  id: z.enum(['starter', 'business', 'professional']),
  name: text(),
  pricePKR: z.number().check(z.positive()),
  priceUSD: z.number().check(z.positive()),
  period: z.literal('month'),
  popular: z.boolean(),
  /** Product id on the billing host's cart. */
  pid: z.int().check(z.positive()),
  orderUrl: z.url(),
  features: z.array(text()).check(z.minLength(4)),
});
export type HostingPlan = z.infer<typeof hostingPlanSchema>;
