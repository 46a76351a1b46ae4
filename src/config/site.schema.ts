// The schema of the agency's details (site.json), apart from the data so zod stays out of the
// browser bundle; the build (scripts/build/content-check.ts) and the CMS validate the file against it.
import * as z from 'zod/mini';
import { RASTER_IMAGE_PATH, RASTER_IMAGE_RULE } from '../lib/raster-image-path';

/** An uploaded raster image under /images (the content's image fields' rule). */
const imagePath = () => z.string().check(z.regex(RASTER_IMAGE_PATH, RASTER_IMAGE_RULE));

const text = () => z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

/** A claim the site shows that the agency must confirm before launch. */
const claimSchema = z.strictObject({
  text: text(),
  /** The launch check lists every claim left unconfirmed. */
  confirmed: z.boolean(),
});

const https = () => z.url({ protocol: /^https$/, error: 'must be a https:// address' });

export const siteSchema = z.strictObject({
  brand: z.strictObject({
    name: text(),
    shortName: text().check(z.maxLength(12, 'must be at most 12 characters (home-screen name)')),
    slogan: text(),
    /** The site's host name as shown in texts ("www." and the domain). */
    website: z
      .string()
      .check(z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a host name, without https://')),
    foundedYear: z.int('must be a year').check(z.minimum(1900, 'must be a year after 1900')),
    copyrightYear: z.int('must be a year').check(z.minimum(1900, 'must be a year after 1900')),
    /**
     * Uploaded logos (raster images under /images/brand): one for the header over the home
     * hero and the footer (light artwork), one for the solid header (dark artwork). Without one
     * the site shows the logo drawn in its code; a named one that is missing shows the name as
     * text, and the build warns.
     */
    logoOnHero: z.optional(imagePath()),
    logoOnSolid: z.optional(imagePath()),
    /** The image shared links show (Open Graph); without one, the one the build draws. */
    socialImage: z.optional(imagePath()),
  }),
  /** Pakistan mobile number as shown; WhatsApp links use the same number. */
  phone: z
    .string()
    .check(
      z.regex(
        /^\+92 3\d{2} \d{7}$/,
        'must be written +92, a space, 3 digits starting with 3, a space, 7 digits',
      ),
    ),
  emails: z.strictObject({
    sales: z.email('must be an e-mail address'),
    support: z.email('must be an e-mail address'),
    recruiting: z.email('must be an e-mail address'),
  }),
  /** WHMCS-style client area of the billing host, without a trailing slash. */
  billingBaseUrl: https().check(z.regex(/[^/]$/, 'must not end with /')),
  /** The text a WhatsApp chat opens with. */
  whatsappDefaultMessage: text(),
  socialLinks: z.array(z.strictObject({ name: text(), href: https() })),
  /** Accepted payment methods shown in the footer strip and the FAQ. */
  paymentMethods: z.array(text()).check(z.minLength(1)),
  /** The date the legal pages were last changed (year-month-day). */
  legalLastUpdated: z.iso.date('must be a date written year-month-day (2026-11-23)'),
  claims: z.strictObject({
    /** About page statistic: how many projects the agency has delivered. */
    projectsDelivered: claimSchema,
    /** AWS page: who designs and runs the cloud work ("... managed by <text>"). */
    awsEngineers: claimSchema,
    /** Service pages' call to action: what a prospect gets after telling us their needs. */
    quoteTurnaround: claimSchema,
    /** Terms of service: the cap on the agency's liability ("... is limited to <text>"). */
    liabilityCap: claimSchema,
  }),
});
export type SiteFile = z.infer<typeof siteSchema>;
