// Schemas of the insights (articles), their authors and the portfolio's case studies, apart from
// the data so zod stays out of the browser bundle; the build (scripts/build/content-check.ts) and
// the CMS validate the files against them.
import * as z from 'zod/mini';
import { imagePath, markdownText, text } from './schema-helpers';
import { SERVICE_PATH_PREFIX, servicePagePaths } from './service-page-index';

/** A tag names one service: its page's name ("seo-services", the page /services/seo-services). */
export const insightTags = servicePagePaths().map((path) =>
  path.slice(SERVICE_PATH_PREFIX.length),
) as [string, ...string[]];
export type InsightTag = (typeof insightTags)[number];

/** A file's name without .md/.json: the page's slug (lower case, digits and hyphens). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Sample content the agency will replace: `npm run launch-check` lists every file that still
 * says so (scripts/ops/launch-check.ts).
 */
const sample = () => z.optional(z.boolean());

/** A calendar date as "2026-10-02" that exists. */
export const isoDate = () =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
    z.refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, 'must be a real date'),
  );

/** An image with the words that stand for it (alt text). */
export const pictureSchema = z.strictObject({
  image: imagePath(),
  alt: text(),
});

/** The fields of an article's front matter, before the checks across them. */
const articleFields = {
  title: text().check(
    z.maxLength(90, 'must be at most 90 characters'),
    // The title names a new article's file, and /insights/page/… are the list's pages.
    z.refine(
      (title) => title.toLowerCase() !== 'page',
      'must not be just "Page": /insights/page is the address of the list’s pages',
    ),
  ),
  description: text().check(z.maxLength(170, 'must be at most 170 characters')),
  date: isoDate(),
  updated: z.optional(isoDate()),
  tags: z
    .array(z.enum(insightTags, { error: `must be one of: ${insightTags.join(', ')}` }))
    .check(z.minLength(1, 'must name at least one service'), z.maxLength(4, 'at most 4 tags')),
  cover: pictureSchema,
  /** The id of a person in the authors' list (src/content/data/authors.json); none: the agency. */
  author: z.optional(z.string().check(z.regex(SLUG_PATTERN, 'must be an author’s id'))),
  sample: sample(),
};

const updatedNotBeforeDate = z.refine<{ date: string; updated?: string | undefined }>(
  (article) => !article.updated || article.updated >= article.date,
  { message: 'must not be before the date', path: ['updated'] },
);

/**
 * The front matter of one article (src/content/data/insights/<slug>.md); the body below it is
 * Markdown. Sample articles: replace them.
 */
export const articleFrontMatterSchema = z.strictObject(articleFields).check(updatedNotBeforeDate);

/** An article as the editor holds it: its front matter and its Markdown body. */
export const articleEntrySchema = z
  .strictObject({ ...articleFields, body: markdownText() })
  .check(updatedNotBeforeDate);
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

/** The people staff may name as an article's author (src/content/data/authors.json). */
export const authorsFileSchema = z.strictObject({
  sample: sample(),
  authors: z.array(
    z.strictObject({
      id: z.string().check(z.regex(SLUG_PATTERN, 'must be lower case letters, digits and hyphens')),
      name: text(),
      role: text(),
    }),
  ),
});
export type AuthorsFile = z.infer<typeof authorsFileSchema>;

/**
 * The case study of one portfolio project (src/content/data/case-studies/<slug>.json, shown at
 * /portfolio/<slug>). Sample case studies: replace them.
 */
export const caseStudyFileSchema = z.strictObject({
  /** The portfolio project's file name (src/content/data/portfolio/<project>.json). */
  project: z.string().check(z.regex(SLUG_PATTERN, 'must be a portfolio project’s file name')),
  title: text().check(z.maxLength(90, 'must be at most 90 characters')),
  description: text().check(z.maxLength(170, 'must be at most 170 characters')),
  date: isoDate(),
  /** Markdown. */
  challenge: markdownText(),
  /** Markdown. */
  approach: markdownText(),
  results: z
    .array(z.strictObject({ figure: text(), label: text() }))
    .check(z.minLength(1, 'must show at least one result'), z.maxLength(6, 'at most 6 results')),
  services: z
    .array(z.enum(insightTags, { error: `must be one of: ${insightTags.join(', ')}` }))
    .check(z.minLength(1, 'must name at least one service')),
  screenshots: z.array(pictureSchema).check(z.maxLength(6, 'at most 6 screenshots')),
  /** A testimonial's file name (src/content/data/testimonials/<name>.json). */
  testimonial: z.optional(
    z.string().check(z.regex(SLUG_PATTERN, 'must be a testimonial’s file name')),
  ),
  sample: sample(),
});
export type CaseStudyFile = z.infer<typeof caseStudyFileSchema>;
