// Schemas of this content, apart from the data so zod stays out of the browser bundle; the build
// (scripts/build/content-check.ts) and the CMS validate the data files against them.
import * as z from 'zod/mini';
import { imagePath, order, text } from './schema-helpers';
import { portfolioCategoryIds } from './portfolio-categories';

/** The longest project name a card is laid out for (the browser tests try it, unbroken). */
export const PORTFOLIO_NAME_MAX_LENGTH = 60;

/** One finished project (src/content/data/portfolio/<name>.json). Sample projects: replace them. */
export const portfolioProjectFileSchema = z.strictObject({
  order: order(),
  name: text(PORTFOLIO_NAME_MAX_LENGTH),
  url: z.url({ protocol: /^https$/, error: 'must be a https:// address' }),
  categoryId: z.enum(portfolioCategoryIds),
  /** A screenshot in public/images/portfolio; without one the card draws the initials. */
  image: z.optional(imagePath()),
});
export type PortfolioProjectFile = z.infer<typeof portfolioProjectFileSchema>;

/** A project as the site shows it, with its category's name. */
export type PortfolioProject = Omit<PortfolioProjectFile, 'order'> & {
  category: string;
  /** The path of its case study, if it has one. */
  caseStudy: string | undefined;
};
