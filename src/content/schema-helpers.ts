import * as z from 'zod/mini';
import { iconNames } from './icon-names';
import { unknownPlaceholders } from './placeholders';
import { RASTER_IMAGE_PATH, RASTER_IMAGE_RULE } from '../lib/raster-image-path';
import { hasAtMostDecimals } from './price-rules';
import type { PriceRule } from './price-rules';

/** A non-empty, trimmed piece of visible text; `max` characters at most where a layout needs it. */
export const text = (max?: number) =>
  max === undefined
    ? z.string().check(z.trim(), z.minLength(1, 'must not be empty'))
    : z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'must not be empty'),
          z.maxLength(max, `must be at most ${max} characters`),
        );

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

export { RASTER_IMAGE_PATH, RASTER_IMAGE_RULE } from '../lib/raster-image-path';

export const imagePath = () => z.string().check(z.regex(RASTER_IMAGE_PATH, RASTER_IMAGE_RULE));

/** A reference label as Markdown matches it: case and inner spaces aside. */
const label = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Every image address a Markdown text names: inline images (`![alt](address "title")`,
 * `![alt](<address>)`) and the definitions that reference-style images use (`![alt][name]`,
 * `![name][]`, `![name]` with `[name]: address`). A quick reading for the editor and the schema;
 * the renderer (src/content/markdown.ts) drops any image that is not a raster image under
 * /images whatever the syntax, and the build names it.
 */
export function markdownImageAddresses(markdown: string): string[] {
  const definitions = new Map<string, string>();
  for (const [, name = '', address = ''] of markdown.matchAll(
    /^ {0,3}\[((?:[^\]\\]|\\.)+)\]:[ \t]*\n?[ \t]*(<[^>\n]*>|\S+)/gm,
  ))
    if (!definitions.has(label(name))) definitions.set(label(name), address.replace(/^<|>$/g, ''));
  const addresses: string[] = [];
  for (const [, alt = '', inline, reference] of markdown.matchAll(
    /!\[((?:[^\]\\]|\\.)*)\](?:\(\s*(<[^>\n]*>|[^\s)]*)|\[((?:[^\]\\]|\\.)*)\])?/g,
  )) {
    if (inline !== undefined) addresses.push(inline.replace(/^<|>$/g, ''));
    else {
      const address = definitions.get(label(reference || alt));
      if (address !== undefined) addresses.push(address);
    }
  }
  return addresses;
}

/** Markdown whose images are raster images under /images, like an image field's. */
export const markdownText = () =>
  text().check(
    z.superRefine((markdown: string, ctx) => {
      for (const address of new Set(markdownImageAddresses(markdown)))
        if (!RASTER_IMAGE_PATH.test(address))
          ctx.addIssue({
            code: 'custom',
            input: markdown,
            message: `image "${address}" ${RASTER_IMAGE_RULE}`,
          });
    }),
  );

/** Every text in a value with its path ("plans.0.name"), at any depth. */
function textsWithPaths(
  value: unknown,
  path: (string | number)[] = [],
): [(string | number)[], string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => textsWithPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsWithPaths(item, [...path, key]));
  return [];
}

/**
 * A data file whose texts name in braces only the computed values in `known`; one problem per
 * unknown name and field, naming both ("title: a text names an unknown placeholder
 * {foundedYear}; known: …").
 */
export const placeholdersAmong = (known: readonly string[]) =>
  z.superRefine(
    (file: unknown, ctx) => {
      const knownList = known.length
        ? `known: ${known.map((name) => `{${name}}`).join(', ')}`
        : 'this file takes none';
      for (const [path, text] of textsWithPaths(file))
        for (const name of new Set(unknownPlaceholders(text, known)))
          ctx.addIssue({
            code: 'custom',
            input: text,
            path,
            message: `a text names an unknown placeholder {${name}}; ${knownList}`,
          });
      // Also when other fields are wrong: every problem gets its line in one run.
    },
    { when: () => true },
  );
