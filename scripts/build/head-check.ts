/**
 * Every page's head from the data files of a repository, facts filled in as the site fills them,
 * checked with the heads' rules (src/content/head-rules.ts): unique titles and descriptions, and
 * descriptions of a length search results show whole. Part of the build's content check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactNotices } from '../../src/config/contact-notices.ts';
import { fillHeadFacts, headFactFiles, headFactsFrom } from '../../src/content/head-facts.ts';
import type { HeadFacts } from '../../src/content/head-facts.ts';
import { headProblems } from '../../src/content/head-rules.ts';
import type { HeadEntry } from '../../src/content/head-rules.ts';
import { listPageHead, paginate } from '../../src/content/insights.ts';
import { SERVICE_PAGES_FOLDER } from '../../src/content/service-page-index.ts';
import { readInsights } from './insight-sources.ts';

/** The pages of heads.json that are routes (the not-found page is every unknown path's). */
const NOT_A_ROUTE = ['notFound'];

type Json = Record<string, unknown>;
const readJson = (root: string, file: string): unknown => {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown;
  } catch {
    return undefined; // The schema check names a file it cannot read.
  }
};
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

/** The facts a head may name, from the repository's files; undefined while one is unreadable. */
export function headFactsIn(root: string): HeadFacts | undefined {
  const site = readJson(root, 'src/config/site.json');
  const about = readJson(root, headFactFiles.about);
  const plans = readJson(root, headFactFiles.plans);
  const brandName = isObject(site) && isObject(site.brand) ? textOf(site.brand.name) : undefined;
  const years = isObject(about) ? about.yearsOfExperience : undefined;
  const list = isObject(plans) && Array.isArray(plans.plans) ? (plans.plans as Json[]) : [];
  if (!brandName || typeof years !== 'number' || !list.length) return undefined;
  if (list.some((plan) => typeof plan.pricePKR !== 'number' || typeof plan.priceUSD !== 'number'))
    return undefined;
  return headFactsFrom({
    brandName,
    yearsOfExperience: years,
    plans: list as { pricePKR: number; priceUSD: number }[],
  });
}

/** Every route's head the data gives, in the route table's order, facts filled in. */
export function headEntries(root: string, facts: HeadFacts): HeadEntry[] {
  const fill = (text: string) => fillHeadFacts(text, facts);
  const entries: HeadEntry[] = [];
  const add = (file: string, at: string, title: unknown, description: unknown) => {
    const [shown, said] = [textOf(title), textOf(description)];
    if (shown !== undefined && said !== undefined)
      entries.push({ file, at, title: fill(shown), description: fill(said) });
  };
  const heads = readJson(root, headFactFiles.heads);
  if (isObject(heads))
    for (const [page, head] of Object.entries(heads))
      if (!NOT_A_ROUTE.includes(page) && isObject(head))
        add(headFactFiles.heads, `${page}.`, head.title, head.description);
  entries.push({
    file: '(code)',
    at: '',
    title: contactNotices.sentTitle,
    description: `${contactNotices.sentTitle} ${contactNotices.sentDescription}`,
  });
  const folder = join(root, SERVICE_PAGES_FOLDER);
  const pages = existsSync(folder)
    ? readdirSync(folder).filter((name) => name.endsWith('.json'))
    : [];
  for (const name of pages.sort()) {
    const file = `${SERVICE_PAGES_FOLDER}/${name}`;
    const page = readJson(root, file);
    if (isObject(page)) add(file, '', page.title, page.description);
  }
  const { articles, caseStudies } = readInsights(root);
  paginate(articles).forEach((_, index) => {
    const { title, description } = listPageHead(index + 1);
    entries.push({ file: '(code)', at: '', title, description });
  });
  for (const article of articles)
    add(`src/content/data/insights/${article.slug}.md`, '', article.title, article.description);
  for (const study of caseStudies)
    add(
      `src/content/data/case-studies/${study.slug}.json`,
      '',
      `${study.title}: case study`,
      study.description,
    );
  return entries;
}

/** The problems of a repository's heads, one line each ("<file>: <field>: <rule>"). */
export function checkHeads(root: string): string[] {
  const facts = headFactsIn(root);
  if (!facts) return []; // The schema check names what is wrong with the facts' files.
  return headProblems(headEntries(root, facts), facts.brandName);
}
