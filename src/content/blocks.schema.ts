// Schemas of the shared blocks' texts (src/content/data/blocks/*.json): blocks shown on several
// pages (the header's links, the footer, the testimonials block, the WhatsApp banner and card,
// the contact methods, the portfolio's cards). Apart from the data so zod stays out of the
// browser bundle; the build (scripts/build/content-check.ts) and the CMS validate the files.
// A block imports the fields it shows by name, so the bundler keeps only the texts.
//
// Each text has the length its place holds whole on a 360 px screen: `npm run
// test:content-edits` renders every page with each at its limit and e2e/longest-texts.spec.ts
// lays those pages out on a 360 px phone.
import * as z from 'zod/mini';
import { iconName, placeholdersAmong, text } from './schema-helpers';

/** The longest text of each kind of place: a small heading, a heading, a paragraph, a button. */
export const TEXT_LIMITS = {
  /** A section's small heading above its title ("Web Hosting"). */
  eyebrow: 40,
  /** A section's or card's heading. */
  heading: 70,
  /** A column's or card's short heading ("Services", "Email Us"). */
  label: 30,
  /** A section's introduction. */
  lead: 220,
  /** A button's or link's words. */
  button: 30,
  /** A link in the top banner or the header, beside other links on one line. */
  barLink: 24,
} as const;

const eyebrow = () => text(TEXT_LIMITS.eyebrow);
const heading = () => text(TEXT_LIMITS.heading);
const label = () => text(TEXT_LIMITS.label);
const lead = () => text(TEXT_LIMITS.lead);
const button = () => text(TEXT_LIMITS.button);

/** A file whose texts name no placeholder (a stray "{name}" is refused, not shown). */
const plain = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape).check(placeholdersAmong([]));

/** The top banner's and the header's links to the billing site. */
export const headerBlockSchema = plain({
  /** The top banner's link to a new support ticket. */
  supportTicket: text(TEXT_LIMITS.barLink),
  /** The header's button to the client area. */
  clientArea: text(TEXT_LIMITS.barLink),
});

/** The footer's blurb may say {brandName} and {foundedYear}, from the agency's details. */
export const footerPlaceholders = ['brandName', 'foundedYear'] as const;
export const footerBlockSchema = z
  .strictObject({
    blurb: lead(),
    servicesHeading: label(),
    companyHeading: label(),
    supportHeading: label(),
    paymentsHeading: label(),
    /** The WhatsApp link among the contact lines. */
    whatsappLink: button(),
  })
  .check(placeholdersAmong(footerPlaceholders));

/** The shared testimonials block; its link to the others may say {count}, how many there are. */
export const testimonialsBlockPlaceholders = ['count'] as const;
export const testimonialsBlockSchema = z
  .strictObject({
    eyebrow: eyebrow(),
    title: heading(),
    lead: lead(),
    readAll: button(),
  })
  .check(placeholdersAmong(testimonialsBlockPlaceholders));

/** The shared WhatsApp banner and the floating WhatsApp card. */
export const whatsappBlockSchema = plain({
  bannerTitle: heading(),
  bannerButton: button(),
  /** The reassurances under the banner's button, each with its icon. */
  bannerPoints: z
    .array(z.strictObject({ icon: iconName(), text: label() }))
    .check(z.minLength(1), z.maxLength(4, 'must have at most 4 points')),
  cardTitle: label(),
  cardStatus: label(),
  cardText: text(120),
  cardButton: text(TEXT_LIMITS.barLink),
});

/** The contact page's cards: e-mail, phone, WhatsApp. */
export const contactMethodsBlockSchema = plain({
  emailHeading: label(),
  /** Before the sales and support addresses. */
  salesLabel: text(20),
  supportLabel: text(20),
  callHeading: label(),
  whatsappHeading: label(),
  whatsappText: text(120),
  whatsappButton: button(),
});

/** The portfolio's filter, its cards' links and the home teaser's button. */
export const portfolioBlockSchema = plain({
  /** The filter button that shows every project. */
  allProjects: label(),
  /** The home teaser's button to /portfolio (shown when there are more projects). */
  seeAll: button(),
  /** A card's link to the project's website (new tab). */
  visitWebsite: text(TEXT_LIMITS.barLink),
  /** A card's link to the project's case study. */
  caseStudy: text(TEXT_LIMITS.barLink),
});

/** The line that leads to the project estimator (service pages, the plans, the contact page). */
export const estimateLinkBlockSchema = plain({
  /** Before the link, on the service pages and the contact page. */
  lead: text(80),
  /** Before the link, under the hosting plans. */
  plansLead: text(80),
  /** The link's words. */
  link: text(60),
});

/** Each block's file and schema, in the order the CMS lists them. */
export const blockTexts = [
  ['header', headerBlockSchema],
  ['footer', footerBlockSchema],
  ['testimonials', testimonialsBlockSchema],
  ['whatsapp', whatsappBlockSchema],
  ['contact-methods', contactMethodsBlockSchema],
  ['portfolio', portfolioBlockSchema],
  ['estimate-link', estimateLinkBlockSchema],
] as const;
