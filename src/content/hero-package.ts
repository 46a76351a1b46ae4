import { billingLinks } from '../config/site';
import type { HeroPackage } from './hero-package.schema';

/** The landing hero's all-in-one website package (the specification). */
export const heroPackage: HeroPackage = {
  eyebrow: 'All-in-One Website Package',
  title: 'Your Complete Business Website, Everything Included',
  lead: 'A professional website of up to 5 pages, with domain, hosting, e-mail, maintenance and support all taken care of for you.',
  setupPKR: 25000,
  setupUSD: 100,
  monthlyPKR: 3500,
  monthlyUSD: 15,
  maxPages: 5,
  included: [
    'Website of up to 5 pages',
    'Free domain name',
    'Free cPanel hosting: unlimited storage and bandwidth',
    'Free unlimited business emails',
    'Free SSL certificate',
    'Free maintenance',
    'Free backups',
    'Free support',
  ],
  noHiddenCharges: 'No hidden charges',
  orderLabel: 'Order Now',
  orderUrl: billingLinks.websitePackage,
};

export type { HeroPackage } from './hero-package.schema';
