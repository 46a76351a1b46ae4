// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { priceRules } from './price-rules';
import { TEXT_LIMITS } from './blocks.schema';
import { placeholdersAmong, price, text } from './schema-helpers';

/** The landing hero's package as staff edit it (src/content/data/hero-package.json). */
export const heroPackageFileSchema = z
  .strictObject({
    eyebrow: text(),
    title: text(),
    lead: text(),
    /** Above the prices, beside the currency selector. */
    priceLabel: text(TEXT_LIMITS.label),
    /** After the setup price and after the monthly price. */
    setupNote: text(TEXT_LIMITS.label),
    monthlyNote: text(TEXT_LIMITS.label),
    setupPKR: price(priceRules.packagePKR),
    setupUSD: price(priceRules.packageUSD),
    monthlyPKR: price(priceRules.packagePKR),
    monthlyUSD: price(priceRules.packageUSD),
    maxPages: z.int('must be a whole number').check(z.positive('must be greater than 0')),
    included: z.array(text()).check(z.minLength(1)),
    noHiddenCharges: text(),
    orderLabel: text(),
    /** Product id on the billing host's cart. */
    pid: z.int('must be a whole number').check(z.positive('must be greater than 0')),
  })
  .check(placeholdersAmong([]));
export type HeroPackageFile = z.infer<typeof heroPackageFileSchema>;

/** The package as the site shows it, with its order link computed from `pid`. */
export type HeroPackage = Omit<HeroPackageFile, 'pid'> & { orderUrl: string };
