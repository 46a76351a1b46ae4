/**
 * Facts the pages' heads and texts state, computed from the data so they are never written twice:
 * a text in a data file names one in braces ("Plans from {fromPricePKR} per month") and the site
 * fills it in.
 *
 * The build computes them once (scripts/build/content-defines.ts defines __HEAD_FACTS__), so the
 * browser bundle carries the filled-in texts, not the files they come from (the about page's
 * and the plans' files would add about 1.4 KB to every page's first load) nor the code that
 * fills them. Where no bundler
 * defines them (node scripts, the browser tests), they are computed from the files here.
 */
import { brand } from '../config/site';

import type { HeadFactName } from './head-fact-names';

export { headFactNames } from './head-fact-names';
export type { HeadFactName } from './head-fact-names';
export type HeadFacts = Readonly<Record<HeadFactName, string>>;

/**
 * The plans' dollar decimals (priceRules.planUSD.decimals). Written here, with the prices
 * formatted as formatPrice does, so the pages' first load does not carry the price rules:
 * src/features/pricing/price-rules.test.ts checks both agree.
 */
export const PLAN_USD_DECIMALS = 1;

/** The facts from the data: the brand, the years of experience, the cheapest plan as shown. */
export function headFactsFrom(data: {
  brandName: string;
  yearsOfExperience: number;
  plans: readonly { pricePKR: number; priceUSD: number }[];
}): HeadFacts {
  const lowest = (prices: number[]) => Math.min(...prices);
  return {
    brandName: data.brandName,
    years: String(data.yearsOfExperience),
    fromPricePKR: `Rs.${lowest(data.plans.map((plan) => plan.pricePKR)).toLocaleString('en-US')}`,
    fromPriceUSD: `$${lowest(data.plans.map((plan) => plan.priceUSD)).toLocaleString('en-US', {
      minimumFractionDigits: PLAN_USD_DECIMALS,
      maximumFractionDigits: PLAN_USD_DECIMALS,
    })}`,
  };
}

/** The data files the facts and heads come from, relative to the project. */
export const headFactFiles = {
  about: 'src/content/data/about.json',
  plans: 'src/content/data/hosting-plans.json',
  heads: 'src/content/data/heads.json',
} as const;

/** What the route table takes of a page's head. */
export interface PageHeadTexts {
  title: string;
  description: string;
  keywords?: string;
}

/** The facts read from the data files, in Node (the project's folder as working directory). */
export function headFactsFromFiles(read: (file: string) => string): HeadFacts {
  const about = JSON.parse(read(headFactFiles.about)) as { yearsOfExperience: number };
  const { plans } = JSON.parse(read(headFactFiles.plans)) as {
    plans: { pricePKR: number; priceUSD: number }[];
  };
  return headFactsFrom({
    brandName: brand.name,
    yearsOfExperience: about.yearsOfExperience,
    plans,
  });
}

/** A text with the facts it names in braces filled in; other names stay as they are. */
export function fillHeadFacts(text: string, facts: HeadFacts): string {
  // As fillPlaceholders does (not imported: the pages' first load would carry it).
  return text.replace(/\{(\w+)\}/g, (whole, fact: string) =>
    Object.hasOwn(facts, fact) ? facts[fact as HeadFactName] : whole,
  );
}

/** The pages' heads (src/content/data/heads.json) with the facts filled in. */
export function pageHeadsFromFiles(
  read: (file: string) => string,
  facts: HeadFacts = headFactsFromFiles(read),
): Record<string, PageHeadTexts> {
  const heads = JSON.parse(read(headFactFiles.heads)) as Record<string, Record<string, string>>;
  return Object.fromEntries(
    Object.entries(heads).map(([name, head]) => [
      name,
      Object.fromEntries(
        Object.entries(head).map(([field, text]) => [field, fillHeadFacts(text, facts)]),
      ) as unknown as PageHeadTexts,
    ]),
  );
}

declare const __HEAD_FACTS__: HeadFacts | undefined;

/** A file of the project read in Node (its folder as working directory). */
export const readInNode = (file: string) =>
  process.getBuiltinModule('node:fs').readFileSync(file, 'utf8');

export const headFacts: HeadFacts =
  typeof __HEAD_FACTS__ !== 'undefined' ? __HEAD_FACTS__ : headFactsFromFiles(readInNode);
