// Schemas of the pages' own texts (src/content/data/pages/*.json), apart from the data so zod
// stays out of the browser bundle; the build (scripts/build/content-check.ts) and the CMS validate the
// files against them. Each page imports only its own file, into its own chunk, and names the
// fields it shows (`import { title, lead } from '…/contact.json'`): the bundler then keeps just the
// texts, no object of field names (a default import would ship the object whole).
//
// What is here: headings, introductions and closing lines staff would reword. What stays in the
// code: texts tied to what the site does (form labels and validation messages, the outbox,
// offline and update notices, button states), which the specification fixes word for word.
import * as z from 'zod/mini';
import { TEXT_LIMITS } from './blocks.schema';
import { placeholdersAmong, text } from './schema-helpers';

/** A page's heading and introduction (the page header). */
const header = { title: text(), lead: text() };
/** A file whose texts name no placeholder (a stray "{name}" is refused, not shown). */
const plain = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape).check(placeholdersAmong([]));

// Flat fields: a page imports each by name (nested objects would ship their field names).
export const homeTextsSchema = plain({
  servicesEyebrow: text(),
  servicesTitle: text(),
  servicesLead: text(),
  portfolioEyebrow: text(),
  portfolioTitle: text(),
  portfolioLead: text(),
  ctaTitle: text(),
  ctaText: text(),
  ctaButton: text(),
});
export const contactTextsSchema = plain({ ...header, formHeading: text() });
export const portfolioTextsSchema = plain({
  ...header,
  /** Read by screen readers only: the heading over the project cards. */
  projectsHeading: text(),
});
/** Its introduction may say {count}: how many testimonials the page shows. */
export const testimonialsPlaceholders = ['count'] as const;
export const testimonialsTextsSchema = z
  .strictObject(header)
  .check(placeholdersAmong(testimonialsPlaceholders));
export const faqsTextsSchema = plain({
  ...header,
  /** The line under the questions: before, the contact link's words, after. */
  closingBefore: text(),
  closingLink: text(),
  closingAfter: text(),
});
export const careersTextsSchema = plain({
  ...header,
  /** The line under the roles: before and after the recruiting e-mail address (a link). */
  closingBefore: text(),
  closingAfter: text(),
  /** Each role's button: a mail to the recruiting address naming the role. */
  resumeButton: text(TEXT_LIMITS.button),
});
/** The project estimator: its six questions, its result's heading, and the lines around it. */
export const estimateTextsSchema = plain({
  ...header,
  serviceQuestion: text(),
  sizeQuestion: text(),
  featuresQuestion: text(),
  /** Under the features' question: they may choose several, or none. */
  featuresHint: text(),
  contentQuestion: text(),
  timelineQuestion: text(),
  careQuestion: text(),
  resultHeading: text(),
  /** In the result's place until a service is chosen. */
  waiting: text(),
  /** Under the range. */
  fine: text(),
});
export const notFoundTextsSchema = plain({ title: text(), text: text(), button: text() });

/** Each page's file and schema, in the order the CMS lists them. */
export const pageTexts = [
  ['home', homeTextsSchema],
  ['contact', contactTextsSchema],
  ['portfolio', portfolioTextsSchema],
  ['testimonials', testimonialsTextsSchema],
  ['faqs', faqsTextsSchema],
  ['careers', careersTextsSchema],
  ['estimate', estimateTextsSchema],
  ['not-found', notFoundTextsSchema],
] as const;
