/**
 * The agency's identity and contact details, read from site.json (edited at /admin, "Agency
 * details") plus what is computed from them (order links, WhatsApp links).
 *
 * SAMPLE VALUES: the brand, domain, phone number, e-mail addresses, billing host and social
 * links in site.json are placeholders. Replace them with the agency's own before going live
 * (docs/rebranding.md; `npm run launch-check` lists those left). Every component reads them
 * from here.
 */
import data from './site.json' with { type: 'json' };
import type { SiteFile } from './site.schema';

/** Public origin used for canonical links, Open Graph URLs and the sitemap. */
export const siteOrigin: string =
  // Set VITE_SITE_ORIGIN at build time for a deploy; tools running outside Vite read process.env.
  (
    import.meta.env?.VITE_SITE_ORIGIN ||
    globalThis.process?.env?.VITE_SITE_ORIGIN ||
    'https://www.induswebstudio.example'
  ).replace(/\/+$/, '');

const site = data as SiteFile;

export const brand = {
  ...site.brand,
  /** Logo shown on the transparent header over the home hero (light artwork). */
  logoLight: '/brand/logo-light.svg',
  /** Logo shown on the solid header (dark artwork). */
  logoDark: '/brand/logo-dark.svg',
  logoWidth: 180,
  logoHeight: 40,
} as const;

/** Phone in Pakistan country-code format; WhatsApp uses the same number. */
export const phone = {
  display: site.phone,
  e164: `+${site.phone.replace(/\D/g, '')}`,
} as const;

export const emails = site.emails;

/** WHMCS-style client area of the billing host. */
export const billingBaseUrl = site.billingBaseUrl;

const billing = (path: string): string => `${billingBaseUrl}/${path}`;

export const billingLinks = {
  clientArea: billing('clientarea.php'),
  supportTicket: billing('submitticket.php'),
  /** Shared (cPanel) hosting product group. */
  hostingGroup: billing('cart.php?gid=2'),
  /** Domain registration cart, optionally for a given name. */
  domainRegister: (domain = ''): string =>
    billing(
      `cart.php?a=add&domain=register${domain ? `&query=${encodeURIComponent(domain)}` : ''}`,
    ),
  /** Order link of a product (a hosting plan, the hero package) by its id. */
  product: (pid: number): string => billing(`cart.php?a=add&pid=${pid}`),
} as const;

export const whatsappDefaultMessage = site.whatsappDefaultMessage;

/** WhatsApp chat link for the agency's number, with an optional prefilled text. */
export function whatsappLink(text: string = whatsappDefaultMessage): string {
  return `https://wa.me/${phone.e164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export const socialLinks: readonly { name: string; href: string }[] = site.socialLinks;

/** Accepted payment methods shown in the footer strip. */
export const paymentMethods: readonly string[] = site.paymentMethods;

/**
 * The date the legal pages (privacy, terms, cookies) were last changed, ISO 8601. Change it
 * with any change of what they say, including a change of a fact they render from the code.
 */
export const legalLastUpdated = site.legalLastUpdated;

/**
 * A claim about the agency that the product specification does not make. The site shows `text`;
 * the launch check reports every claim whose `confirmed` is false in site.json, until the agency confirms it
 * is true (set `confirmed: true`) or changes or removes it.
 */
export interface Claim {
  readonly text: string;
  readonly confirmed: boolean;
}

/** About page statistic: how many projects the agency has delivered. */
export const projectsDeliveredClaim: Claim = site.claims.projectsDelivered;

/** AWS page: who designs and runs the cloud work ("... managed by <text>"). */
export const awsEngineersClaim: Claim = site.claims.awsEngineers;

/** Service pages' closing call to action: what a prospect gets after telling us their needs. */
export const quoteTurnaroundClaim: Claim = site.claims.quoteTurnaround;

/** Terms of service: the cap on the agency's total liability ("... is limited to <text>"). */
export const liabilityCapTerm: Claim = site.claims.liabilityCap;
