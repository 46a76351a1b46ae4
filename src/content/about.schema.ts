// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
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
    lead: text(),
    storyHeading: text(),
    story: z.array(text()).check(z.minLength(1)),
    stats: z.array(z.strictObject({ value: text(), label: text() })).check(z.minLength(1)),
    valuesHeading: text(),
    values: z.array(z.strictObject(featureCardSchema.shape)).check(z.minLength(1)),
    whyHeading: text(),
    why: z.array(text()).check(z.minLength(1)),
  })
  .check(placeholdersAmong(aboutPlaceholders));
export type AboutFile = z.infer<typeof aboutFileSchema>;

/** The about page as the site shows it, its texts filled in. */
export type AboutContent = Omit<AboutFile, 'yearsOfExperience'>;
