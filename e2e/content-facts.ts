// What the pages show, computed from the content data files as the site computes it: the
// browser tests compare the pages with these, never with today's values, so an edit staff make
// in the editor keeps them green. Read from the files (the site's own modules gather them with
// Vite's import.meta.glob, which Playwright does not have).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { priceRules } from '../src/content/price-rules';
import { formatPrice } from '../src/features/pricing/currency';
import type { Currency } from '../src/features/pricing/currency';

const data = 'src/content/data';

/** A text as a regular expression matching it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const json = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
/** A folder's entries in their `order` (equal orders keep file-name order). */
const folder = <T extends { order: number }>(name: string): T[] =>
  readdirSync(join(data, name))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => json<T>(join(data, name, file)))
    .sort((a, b) => a.order - b.order);

interface Plan {
  pricePKR: number;
  priceUSD: number;
}
const plans = json<{ plans: Plan[] }>(join(data, 'hosting-plans.json')).plans;
const hero = json<Record<'setupPKR' | 'setupUSD' | 'monthlyPKR' | 'monthlyUSD', number>>(
  join(data, 'hero-package.json'),
);

/** The plans' prices as shown, in order. */
export const planPrices = (unit: Currency): string[] =>
  plans.map((plan) =>
    formatPrice(unit === 'PKR' ? plan.pricePKR : plan.priceUSD, unit, {
      usdDecimals: priceRules.planUSD.decimals,
    }),
  );

/** The home page's prices as shown: the package's setup and monthly price, then the plans'. */
export const homePrices = (unit: Currency): string[] => [
  ...[
    unit === 'PKR' ? hero.setupPKR : hero.setupUSD,
    unit === 'PKR' ? hero.monthlyPKR : hero.monthlyUSD,
  ].map((amount) =>
    formatPrice(amount, unit, { spaced: true, usdDecimals: priceRules.packageUSD.decimals }),
  ),
  ...planPrices(unit),
];

const projects = folder<{ order: number; categoryId: string }>('portfolio');
/** How many projects the portfolio shows under a category (all without one). */
export const projectCount = (categoryId?: string): number =>
  projects.filter((project) => !categoryId || project.categoryId === categoryId).length;

const services = json<{ tabs: { label: string; services: string[] }[] }>(
  join(data, 'services.json'),
);
/** How many service cards a tab of the home page shows. */
export const tabServiceCount = (label: string): number =>
  services.tabs.find((tab) => tab.label === label)?.services.length ?? 0;

export const faqs = folder<{ order: number; question: string; answer: string }>('faqs');
export const careerRoles = folder<{ order: number; title: string }>('careers');

/** A shared block's texts (src/content/data/blocks/<name>.json). */
export const blockTexts = (name: string): Record<string, string> =>
  json<Record<string, string>>(join(data, 'blocks', `${name}.json`));
export const headerTexts = blockTexts('header');
export const whatsappTexts = blockTexts('whatsapp');
export const contactMethodTexts = blockTexts('contact-methods');
export const portfolioTexts = blockTexts('portfolio');
/** A page's own texts (src/content/data/pages/<name>.json). */
export const pageTexts = (name: string): Record<string, string> =>
  json<Record<string, string>>(join(data, 'pages', `${name}.json`));
export const resumeButton = json<{ resumeButton: string }>(
  join(data, 'pages/careers.json'),
).resumeButton;

/** The case studies: the portfolio project (its file name) each tells of, by its address. */
const caseStudyOf = new Map(
  readdirSync(join(data, 'case-studies'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      json<{ project: string }>(join(data, 'case-studies', file)).project,
      `/portfolio/${file.replace(/\.json$/, '')}`,
    ]),
);

/** The portfolio's projects in their order: each one's name, website and case study, if any. */
export const portfolioProjects = readdirSync(join(data, 'portfolio'))
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({
    ...json<{ order: number; name: string; url: string }>(join(data, 'portfolio', file)),
    caseStudy: caseStudyOf.get(file.replace(/\.json$/, '')),
  }))
  .sort((a, b) => a.order - b.order);
