/**
 * The one place for the agency's identity and contact details.
 *
 * SAMPLE VALUES: the brand, domain, phone number, e-mail addresses, billing host and social
 * links below are placeholders. Replace them with the agency's own before going live
 * (docs/rebranding.md; `npm run launch-check` lists those left). Every component reads them
 * from here.
 */

/** Public origin used for canonical links, Open Graph URLs and the sitemap. */
export const siteOrigin: string =
  // Set VITE_SITE_ORIGIN at build time for a deploy; tools running outside Vite read process.env.
  (
    import.meta.env?.VITE_SITE_ORIGIN ||
    globalThis.process?.env?.VITE_SITE_ORIGIN ||
    'https://www.induswebstudio.example'
  ).replace(/\/+$/, '');

export const brand = {
  name: 'Indus Web Studio',
  shortName: 'Indus Web',
  slogan: 'Building Digital Dreams – Your One-Stop Web Solution Hub!',
  /** Logo shown on the transparent header over the home hero (light artwork). */
  logoLight: '/images/logo-light.svg',
  /** Logo shown on the solid header (dark artwork). */
  logoDark: '/images/logo-dark.svg',
  logoWidth: 180,
  logoHeight: 40,
  foundedYear: 2007,
  copyrightYear: 2025,
  website: 'www.induswebstudio.example',
} as const;

/** Phone in Pakistan country-code format; WhatsApp uses the same number. */
export const phone = {
  display: '+92 300 1234567',
  e164: '+923001234567',
} as const;

export const emails = {
  sales: 'sales@induswebstudio.example',
  support: 'support@induswebstudio.example',
  recruiting: 'careers@induswebstudio.example',
} as const;

/** WHMCS-style client area of the billing host. */
export const billingBaseUrl = 'https://billing.induswebstudio.example';

const billing = (path: string): string => `${billingBaseUrl}/${path}`;

export const billingLinks = {
  clientArea: billing('clientarea.php'),
  supportTicket: billing('submitticket.php'),
  /** Hero all-in-one website package. */
  websitePackage: billing('cart.php?a=add&pid=49'),
  /** Shared (cPanel) hosting product group. */
  hostingGroup: billing('cart.php?gid=2'),
  /** Domain registration cart, optionally for a given name. */
  domainRegister: (domain = ''): string =>
    billing(
      `cart.php?a=add&domain=register${domain ? `&query=${encodeURIComponent(domain)}` : ''}`,
    ),
  /** Order link of a hosting plan by its product id (2 Starter, 3 Business, 5 Professional). */
  product: (pid: number): string => billing(`cart.php?a=add&pid=${pid}`),
} as const;

export const whatsappDefaultMessage = 'Hello! I need assistance with your services.';

/** WhatsApp chat link for the agency's number, with an optional prefilled text. */
export function whatsappLink(text: string = whatsappDefaultMessage): string {
  return `https://wa.me/${phone.e164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/induswebstudio.example' },
  { name: 'Instagram', href: 'https://www.instagram.com/induswebstudio.example' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/induswebstudio-example' },
  { name: 'X', href: 'https://x.com/induswebstudio_example' },
] as const;

/** Accepted payment methods shown in the footer strip. */
export const paymentMethods = [
  'Bank Transfer',
  'Meezan Bank',
  'HBL',
  'JazzCash',
  'EasyPaisa',
  'Payoneer',
] as const;

/**
 * The date the legal pages (privacy, terms, cookies) were last changed, ISO 8601. Change it
 * with any change of what they say, including a change of a fact they render from the code.
 */
export const legalLastUpdated = '2026-11-23';

/**
 * A claim about the agency that the product specification does not make. The site shows `text`;
 * the launch check reports every claim whose `confirmed` is false, until the agency confirms it
 * is true (set `confirmed: true`) or changes or removes it.
 */
export interface Claim {
  readonly text: string;
  readonly confirmed: boolean;
}

/** About page statistic: how many projects the agency has delivered. */
export const projectsDeliveredClaim: Claim = { text: '1,000+', confirmed: false };

/** AWS page: who designs and runs the cloud work ("... managed by <text>"). */
export const awsEngineersClaim: Claim = { text: 'certified engineers', confirmed: false };

/** Service pages' closing call to action: what a prospect gets after telling us their needs. */
export const quoteTurnaroundClaim: Claim = {
  text: 'a clear, fixed quote, usually within one working day',
  confirmed: false,
};

/** Terms of service: the cap on the agency's total liability ("... is limited to <text>"). */
export const liabilityCapTerm: Claim = {
  text: 'the amount you paid us for the service in the last 12 months',
  confirmed: false,
};
