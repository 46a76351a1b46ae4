// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { priceRules } from './price-rules';
import { TEXT_LIMITS } from './blocks.schema';
import { placeholdersAmong, price, text } from './schema-helpers';

/** One hosting plan as staff edit it (src/content/data/hosting-plans.json). */
export const hostingPlanEntrySchema = z.strictObject({
  /** Stable identifier ("business"): lower-case letters, digits and dashes. */
  id: z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes')),
  name: text(),
  /** Price in rupees per month. */
  pricePKR: price(priceRules.planPKR),
  /** Price in dollars per month. */
  priceUSD: price(priceRules.planUSD),
  /** Product id on the billing host's cart (order link: cart.php?a=add&pid=<pid>). */
  pid: z.int('must be a whole number').check(z.positive('must be a whole number greater than 0')),
  popular: z.boolean(),
  /** What this plan has that the others differ in (disk, bandwidth...). */
  quotas: z.array(text()).check(z.minLength(1)),
});

/** The hosting plans file: every plan, in order, and what all of them include. */
export const hostingPlansFileSchema = z
  .strictObject({
    /** The block's small heading, heading and introduction (home and cPanel hosting pages). */
    eyebrow: text(TEXT_LIMITS.eyebrow),
    title: text(TEXT_LIMITS.heading),
    lead: text(TEXT_LIMITS.lead),
    /** Each plan's order button. */
    orderLabel: text(TEXT_LIMITS.button),
    /** Label of the flagged plan. */
    popularLabel: text(TEXT_LIMITS.label),
    /** What every plan includes, listed after each plan's quotas. */
    sharedFeatures: z.array(text()),
    plans: z.array(hostingPlanEntrySchema).check(z.minLength(1)),
  })
  .check(placeholdersAmong([]));
export type HostingPlansFile = z.infer<typeof hostingPlansFileSchema>;

/** Hosting plan as the site shows it: prices are per `period`. */
export type HostingPlan = Omit<z.infer<typeof hostingPlanEntrySchema>, 'quotas'> & {
  period: 'month';
  /** Computed from `pid` and the billing host. */
  orderUrl: string;
  /** The plan's quotas, then the shared features. */
  features: string[];
};
