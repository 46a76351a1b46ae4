/** What the service pages share: their common actions and closing call to action. */
import { quoteTurnaroundClaim } from '../config/site';
import type { Action, ServicePageContent } from './service-pages.schema';

export type ServicePageSection = ServicePageContent['sections'][number];

export const talkOnWhatsApp: Action = {
  label: 'Talk on WhatsApp',
  to: 'whatsapp',
  variant: 'whatsapp',
};
export const getQuote: Action = { label: 'Get a Free Quote', to: '/contact', variant: 'light' };
export const contactUs: Action = { label: 'Contact Us', to: '/contact', variant: 'primary' };
export const viewPortfolio: Action = {
  label: 'View Our Portfolio',
  to: '/portfolio',
  variant: 'outline-primary',
};

/** The closing call to action of the eight general service pages: /contact and WhatsApp. */
export const startProject = (subject: string): ServicePageSection => ({
  kind: 'actions',
  heading: `Ready to Start Your ${subject} Project?`,
  text: `Tell us what you need and get a free consultation and ${quoteTurnaroundClaim.text}.`,
  actions: [contactUs, { ...talkOnWhatsApp, label: "Let's Talk on WhatsApp" }],
});
