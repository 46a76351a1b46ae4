// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { TEXT_LIMITS } from './blocks.schema';
import { featureCardSchema, placeholdersAmong, text } from './schema-helpers';

/** What the about page's texts may say in braces, filled in by the site. */
export const aboutPlaceholders = ['years', 'projectsDelivered'] as const;

/**
 * The about page as staff edit it (src/content/data/about.json). Texts may say {years} (the
 * years of experience) and {projectsDelivered} (the claim in the agency's details).
 */
export const aboutFileSchema = z
  .strictObject({
    yearsOfExperience: z.int('must be a whole number').check(z.positive('must be greater than 0')),
    /** The page's heading. */
    title: text(TEXT_LIMITS.heading),
    lead: text(),
    storyHeading: text(),
    story: z.array(text()).check(z.minLength(1)),
    stats: z.array(z.strictObject({ value: text(), label: text() })).check(z.minLength(1)),
    valuesHeading: text(),
    values: z.array(z.strictObject(featureCardSchema.shape)).check(z.minLength(1)),
    whyHeading: text(),
    why: z.array(text()).check(z.minLength(1)),
    /** The closing call to action: heading, text, and its buttons to /contact and /portfolio. */
    ctaTitle: text(TEXT_LIMITS.heading),
    ctaText: text(TEXT_LIMITS.lead),
    ctaContact: text(TEXT_LIMITS.button),
    ctaPortfolio: text(TEXT_LIMITS.button),
  })
  .check(placeholdersAmong(aboutPlaceholders));
export type AboutFile = z.infer<typeof aboutFileSchema>;

/** The about page as the site shows it, its texts filled in. */
export type AboutContent = Omit<AboutFile, 'yearsOfExperience'>;
