// Schema of the pages' heads (src/content/data/heads.json), apart from the data so zod stays out
// of the browser bundle; the build (scripts/build/content-check.ts) and the CMS validate it.
import * as z from 'zod/mini';
import { headFactNames } from './head-fact-names';
import { placeholdersAmong, text } from './schema-helpers';

/**
 * What search engines and shared links show of a page: its title (" | <brand>" is added unless
 * it names {brandName}), its description (also the Open Graph and Twitter card's) and, for some,
 * keywords. Texts may say {brandName}, {years},
 * {fromPricePKR} or {fromPriceUSD}: the site computes them from the data.
 */
export const headSchema = z.strictObject({
  title: text(),
  description: text(),
  keywords: z.optional(text()),
});

export const headPageNames = [
  'home',
  'about',
  'portfolio',
  'testimonials',
  'contact',
  'estimate',
  'faqs',
  'careers',
  'privacyPolicy',
  'termsOfService',
  'cookiesPolicy',
  'notFound',
] as const;

export const headsFileSchema = z
  .strictObject(
    Object.fromEntries(headPageNames.map((name) => [name, headSchema])) as Record<
      (typeof headPageNames)[number],
      typeof headSchema
    >,
  )
  .check(placeholdersAmong(headFactNames));
export type HeadsFile = z.infer<typeof headsFileSchema>;
