import { faqs } from '../content/faqs';
import { hostingPlans } from '../content/hosting-plans';
import { formatPrice, priceRules } from '../content/price-rules';
import { loadServicePage } from '../content/service-pages';
import { servicePageIndex } from '../content/service-page-index';
import { FAQS_PATH, planAnchor } from '../lib/route-paths';
import type { SearchKind } from '../features/search/search-kinds';

/**
 * What the site search finds besides the pages themselves, and the words staff gave the pages
 * to be found by: read from the content by the server's bundle, for the build's index
 * (scripts/build/search-index.ts). A staff edit is in the index of the next build.
 */
export interface SearchRecord {
  /** Where the result leads: a page and the anchor of its part. */
  url: string;
  title: string;
  /** The text searched and quoted. */
  content: string;
  kind: SearchKind;
  /** Words it is to be found by besides its text (staff's aliases). */
  aliases: string[];
}

/** Each FAQ on its own, opening it on the FAQs page; its aliases searched with its text. */
const faqRecords = (): SearchRecord[] =>
  faqs.map((faq) => ({
    url: `${FAQS_PATH}#${faq.id}`,
    title: faq.question,
    content: [faq.answer, ...(faq.searchAliases ?? [])].join('\n'),
    kind: 'faq',
    aliases: faq.searchAliases ?? [],
  }));

/** Each hosting plan, at its card on the first service page that shows the plans. */
async function planRecords(): Promise<SearchRecord[]> {
  for (const entry of servicePageIndex) {
    const page = await loadServicePage(entry.name);
    if (!page.sections.some((section) => section.kind === 'embed')) continue;
    return hostingPlans.map((plan) => ({
      url: `${entry.path}#${planAnchor(plan.id)}`,
      title: `${plan.name} hosting plan`,
      content: [
        `${plan.name} cPanel shared hosting plan: ${formatPrice(plan.pricePKR, 'PKR')} or ${formatPrice(
          plan.priceUSD,
          'USD',
          { usdDecimals: priceRules.planUSD.decimals },
        )} a ${plan.period}.`,
        ...plan.features,
      ].join('\n'),
      kind: 'plan',
      aliases: [],
    }));
  }
  return [];
}

/** The records the index holds besides the pages: every FAQ and every hosting plan. */
export async function searchRecords(): Promise<SearchRecord[]> {
  return [...faqRecords(), ...(await planRecords())];
}

/**
 * The words each service page is to be found by besides its text, by its path: its title (a
 * service is what a visitor naming it looks for, before an article on the subject) and the
 * aliases staff gave it.
 */
export async function searchAliasesByPath(): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    servicePageIndex.map(async (entry) => {
      const page = await loadServicePage(entry.name);
      return [entry.path, [page.title, ...(page.searchAliases ?? [])]] as [string, string[]];
    }),
  );
  return Object.fromEntries(entries);
}
