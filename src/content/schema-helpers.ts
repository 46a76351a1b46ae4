import * as z from 'zod/mini';
import { iconNames } from './icon-names';
import { unknownPlaceholders } from './placeholders';
import { hasAtMostDecimals } from './price-rules';
import type { PriceRule } from './price-rules';

/** A non-empty, trimmed piece of visible text. */
export const text = () => z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

/** A site path ("/contact") or an absolute http(s)/mailto URL. */
export const href = () =>
  z.string().check(z.regex(/^(\/[^\s]*|https?:\/\/\S+|mailto:\S+)$/, 'not a path or URL'));

export const iconName = () => z.enum(iconNames);

/** Feature card (the specification): icon, title, description. */
export const featureCardSchema = z.object({
  icon: iconName(),
  title: text(),
  description: text(),
});
export type FeatureCard = z.infer<typeof featureCardSchema>;

/** Position of an entry among its collection's files: lower comes first. */
export const order = () =>
  z.int('must be a whole number').check(z.nonnegative('must be 0 or more'));

/**
 * A price: a number above zero, with no more decimals than the site shows it with and no more
 * than the rule's ceiling (src/content/price-rules.ts).
 */
export const price = (rule: PriceRule) =>
  z.number('must be a number').check(
    z.positive('must be a number greater than 0'),
    z.maximum(rule.max, `must be at most ${rule.max.toLocaleString('en-US')}`),
    z.refine(
      (amount) => hasAtMostDecimals(amount, rule.decimals),
      rule.decimals === 0
        ? 'must be a whole number: the site shows it without decimals'
        : `must have at most ${rule.decimals} decimal${rule.decimals > 1 ? 's' : ''}: the site shows it so`,
    ),
  );

/**
 * A site-relative path of a raster image in public/images ("/images/portfolio/shop.png"). No SVG:
 * an uploaded SVG may carry a script, and staff's uploads are served from the site's origin.
 */
/** A raster image under /images: png, jpg, webp or avif (never svg, which can carry a script). */
export const RASTER_IMAGE_PATH = /^\/images\/[\w/.-]+\.(?:png|jpe?g|webp|avif)$/i;

export const imagePath = () =>
  z
    .string()
    .check(
      z.regex(
        RASTER_IMAGE_PATH,
        'must be a raster image under /images (png, jpg, webp or avif; no svg)',
      ),
    );

/**
 * A data file whose texts name in braces only the computed values in `known`; one problem per
 * unknown name, naming it ("a text names an unknown placeholder {foundedYear}; known: …").
 */
export const placeholdersAmong = (known: readonly string[]) =>
  z.superRefine(
    (file: unknown, ctx) => {
      const knownList = known.length
        ? `known: ${known.map((name) => `{${name}}`).join(', ')}`
        : 'this file takes none';
      for (const name of new Set(unknownPlaceholders(file, known)))
        ctx.addIssue({
          code: 'custom',
          input: file,
          message: `a text names an unknown placeholder {${name}}; ${knownList}`,
        });
      // Also when other fields are wrong: every problem gets its line in one run.
    },
    { when: () => true },
  );
