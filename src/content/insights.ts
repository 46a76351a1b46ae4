/**
 * The insights (articles) and case studies as the site shows them, read from their files and
 * checked across files (an author, project or testimonial that exists; a slug free of any
 * route), plus the pure rules the pages follow: newest first, pages of ten, related by tags.
 * Used at build only (the prerenderer, the feeds, vite.config.ts): the browser gets the pages'
 * HTML, never this module.
 */
import { parse as parseYaml } from 'yaml';
import { INSIGHTS_PATH } from '../lib/route-paths.js';
import { describeIssues } from './content-files.schema';
import {
  SLUG_PATTERN,
  articleFrontMatterSchema,
  authorsFileSchema,
  caseStudyFileSchema,
  insightTags,
} from './insights.schema';
import type { ArticleFrontMatter, AuthorsFile, CaseStudyFile, InsightTag } from './insights.schema';
import { readingMinutes, renderMarkdown } from './markdown';
import { RASTER_IMAGE_RULE } from './schema-helpers';
import type { CaseStudyPaths } from './case-study-paths';
import type { ServiceInsights } from './service-insights';

export { INSIGHTS_PATH };
/** Articles on one page of the list. */
export const ARTICLES_PER_PAGE = 10;
/** Related articles under an article, and articles on a service page. */
export const RELATED_LIMIT = 3;
/** The newest articles the service worker precaches (the others are kept once read). */
export const PRECACHED_ARTICLES = 10;

export const insightsFolder = 'src/content/data/insights';
export const caseStudiesFolder = 'src/content/data/case-studies';
export const authorsFile = 'src/content/data/authors.json';

export const articlePath = (slug: string) => `${INSIGHTS_PATH}/${slug}`;
export const caseStudyPath = (slug: string) => `/portfolio/${slug}`;
/** The social image the build draws from an article's title (scripts/build/insight-files.ts). */
export const socialImagePath = (slug: string) => `/images/social/${slug}.png`;
/** The list's page `page` (1 is /insights itself). */
export const listPagePath = (page: number) =>
  page === 1 ? INSIGHTS_PATH : `${INSIGHTS_PATH}/page/${page}`;
/** A slug that would shadow the list's pages. */
const RESERVED_ARTICLE_SLUGS = ['page'];

export interface Author {
  name: string;
  /** A person's role ("SEO lead"); none for the agency. */
  role?: string;
}

export interface Article extends Omit<ArticleFrontMatter, 'author' | 'sample'> {
  slug: string;
  path: string;
  author: Author;
  /** Sanitized HTML of the body. */
  html: string;
  readingMinutes: number;
}

export interface CaseStudy extends Omit<CaseStudyFile, 'challenge' | 'approach' | 'sample'> {
  slug: string;
  path: string;
  /** Sanitized HTML. */
  challenge: string;
  approach: string;
}

/** A file's name and text. */
export interface SourceFile {
  name: string;
  text: string;
}

export interface InsightSources {
  articles: readonly SourceFile[];
  caseStudies: readonly SourceFile[];
  /** The text of the authors' list. */
  authors: string;
  brandName: string;
  /** File names (without .json) of the portfolio's projects and the testimonials. */
  projects: readonly string[];
  testimonials: readonly string[];
}

export interface Insights {
  /** Newest first. */
  articles: Article[];
  caseStudies: CaseStudy[];
  /** One line per problem: "<file>: <field>: <rule>". */
  problems: string[];
}

/** A Markdown file's YAML front matter and body; throws with a readable message. */
export function splitFrontMatter(text: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error('no front matter: the file must start with a --- block');
  try {
    return { data: parseYaml(match[1]!), body: match[2]! };
  } catch (error) {
    throw new Error(`front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** Newest first (by date, then by title for the same day): a new array. */
export function newestFirst<T extends { date: string; title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) =>
    a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1,
  );
}

/** The head of the articles' list's page `number` (from 1): written here, checked with the others. */
export function listPageHead(number: number): { title: string; description: string } {
  return number === 1
    ? {
        title: 'Insights',
        description:
          'Insights from our team: practical articles on websites, software, hosting, SEO and digital marketing for businesses.',
      }
    : {
        title: `Insights, page ${number}`,
        description: `Insights from our team on websites, software, hosting, SEO and digital marketing: page ${number} of the articles.`,
      };
}

/** The list's pages: every page's items, at least one page (an empty list is one empty page). */
export function paginate<T>(items: readonly T[], perPage = ARTICLES_PER_PAGE): T[][] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error('perPage must be 1 or more');
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage)
    pages.push(items.slice(start, start + perPage));
  return pages.length ? pages : [[]];
}

/**
 * Up to `limit` other articles sharing tags with `article`: most shared tags first, then newest.
 * `articles` is newest first.
 */
export function relatedByTags<T extends { slug: string; tags: readonly string[] }>(
  article: T,
  articles: readonly T[],
  limit = RELATED_LIMIT,
): T[] {
  const shared = (other: T) => other.tags.filter((tag) => article.tags.includes(tag)).length;
  return articles
    .map((other, index) => ({ other, index, count: shared(other) }))
    .filter(({ other, count }) => other.slug !== article.slug && count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}

/** Up to `limit` articles tagged with a service, newest first (`articles` is newest first). */
export function articlesForService<T extends { tags: readonly string[] }>(
  service: InsightTag,
  articles: readonly T[],
  limit = RELATED_LIMIT,
): T[] {
  return articles.filter((article) => article.tags.includes(service)).slice(0, limit);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-10-02" as "2 October 2026" (the same on every machine: no locale data). */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

const fileName = (name: string) => name.replace(/\.(md|json)$/, '');

/** One line per image a Markdown field shows that an image field would refuse. */
const imageProblems = (field: string, refused: readonly string[]) =>
  [...new Set(refused)].map((address) =>
    address
      ? `${field}: image "${address}" ${RASTER_IMAGE_RULE}`
      : `${field}: an image whose address is not allowed (javascript:, data:) ${RASTER_IMAGE_RULE}`,
  );

/** The articles and case studies of the given files, and every problem found in them. */
export function loadInsights(sources: InsightSources): Insights {
  const problems: string[] = [];
  let authors: AuthorsFile['authors'] = [];
  try {
    const parsed = authorsFileSchema.safeParse(JSON.parse(sources.authors));
    if (parsed.success) authors = parsed.data.authors;
    else problems.push(...describeIssues(parsed.error.issues).map((p) => `${authorsFile}: ${p}`));
  } catch (error) {
    problems.push(`${authorsFile}: not valid JSON: ${(error as Error).message}`);
  }

  const articles: Article[] = [];
  for (const file of sources.articles) {
    const where = `${insightsFolder}/${file.name}`;
    const slug = fileName(file.name);
    if (!file.name.endsWith('.md')) {
      problems.push(`${where}: not a .md file (each article is one Markdown file)`);
      continue;
    }
    const fileProblems: string[] = [];
    if (!SLUG_PATTERN.test(slug))
      fileProblems.push('(the file name): must be lower case letters, digits and hyphens');
    else if (RESERVED_ARTICLE_SLUGS.includes(slug))
      fileProblems.push(
        `(the file name): "${slug}" is taken by a route (${INSIGHTS_PATH}/${slug}/…)`,
      );
    let front: ArticleFrontMatter | undefined;
    let body = '';
    try {
      const split = splitFrontMatter(file.text);
      body = split.body;
      const parsed = articleFrontMatterSchema.safeParse(split.data);
      if (parsed.success) front = parsed.data;
      else fileProblems.push(...describeIssues(parsed.error.issues));
    } catch (error) {
      fileProblems.push((error as Error).message);
    }
    if (front?.author && !authors.some((a) => a.id === front.author))
      fileProblems.push(
        `author: no author "${front.author}" in ${authorsFile} (leave it out for the agency, or write one of: ${authors.map((a) => a.id).join(', ') || 'none yet'})`,
      );
    if (!body.trim()) fileProblems.push('(the body): must not be empty');
    const { html, words, refusedImages } = renderMarkdown(body);
    fileProblems.push(...imageProblems('(the body)', refusedImages));
    problems.push(...fileProblems.map((problem) => `${where}: ${problem}`));
    if (fileProblems.length || !front) continue;
    const person = authors.find((a) => a.id === front.author);
    const { sample: _sample, ...shown } = front;
    articles.push({
      ...shown,
      slug,
      path: articlePath(slug),
      author: person ? { name: person.name, role: person.role } : { name: sources.brandName },
      html,
      readingMinutes: readingMinutes(words),
    });
  }

  const caseStudies: CaseStudy[] = [];
  const projectsTaken = new Map<string, string>();
  for (const file of sources.caseStudies) {
    const where = `${caseStudiesFolder}/${file.name}`;
    const slug = fileName(file.name);
    const fileProblems: string[] = [];
    if (!file.name.endsWith('.json')) fileProblems.push('not a .json file');
    else if (!SLUG_PATTERN.test(slug))
      fileProblems.push('(the file name): must be lower case letters, digits and hyphens');
    let study: CaseStudyFile | undefined;
    try {
      const parsed = caseStudyFileSchema.safeParse(JSON.parse(file.text));
      if (parsed.success) study = parsed.data;
      else fileProblems.push(...describeIssues(parsed.error.issues));
    } catch (error) {
      fileProblems.push(`not valid JSON: ${(error as Error).message}`);
    }
    // Each field's heading ids its own (md-challenge-…, md-approach-…): none repeats on the page.
    const challenge = study && renderMarkdown(study.challenge, 'challenge-');
    const approach = study && renderMarkdown(study.approach, 'approach-');
    fileProblems.push(
      ...imageProblems('challenge', challenge?.refusedImages ?? []),
      ...imageProblems('approach', approach?.refusedImages ?? []),
    );
    if (study) {
      if (!sources.projects.includes(study.project))
        fileProblems.push(`project: no portfolio project "${study.project}"`);
      else if (projectsTaken.has(study.project))
        fileProblems.push(
          `project: "${study.project}" already has a case study (${projectsTaken.get(study.project)})`,
        );
      if (study.testimonial && !sources.testimonials.includes(study.testimonial))
        fileProblems.push(`testimonial: no testimonial "${study.testimonial}"`);
    }
    problems.push(...fileProblems.map((problem) => `${where}: ${problem}`));
    if (fileProblems.length || !study) continue;
    projectsTaken.set(study.project, file.name);
    const { sample: _sample, ...shown } = study;
    caseStudies.push({
      ...shown,
      slug,
      path: caseStudyPath(slug),
      challenge: challenge!.html,
      approach: approach!.html,
    });
  }

  return { articles: newestFirst(articles), caseStudies: newestFirst(caseStudies), problems };
}

/** The list's page paths, article paths and case study paths: the routes this content adds. */
export function insightPaths(insights: Pick<Insights, 'articles' | 'caseStudies'>): string[] {
  const pages = paginate(insights.articles).map((_, index) => listPagePath(index + 1));
  return [
    ...pages,
    ...insights.articles.map((article) => article.path),
    ...insights.caseStudies.map((study) => study.path),
  ];
}

/**
 * What the browser is given of this content (src/content/service-insights.ts,
 * case-study-paths.ts); `projectUrl` gives a portfolio project's address by its file name.
 */
export function clientFacts(
  insights: Pick<Insights, 'articles' | 'caseStudies'>,
  projectUrl: (project: string) => string,
): {
  serviceInsights: ServiceInsights;
  caseStudyPaths: CaseStudyPaths;
  insightPaths: string[];
} {
  const serviceInsights: ServiceInsights = {};
  for (const tag of insightTags) {
    const list = articlesForService(tag, insights.articles).map((article) => ({
      path: article.path,
      title: article.title,
      date: article.date,
      dateText: displayDate(article.date),
    }));
    if (list.length) serviceInsights[tag] = list;
  }
  return {
    serviceInsights,
    caseStudyPaths: Object.fromEntries(
      insights.caseStudies.map((study) => [projectUrl(study.project), study.path]),
    ),
    insightPaths: insightPaths(insights),
  };
}

/**
 * What the service worker does not precache of this content (glob patterns of the build's
 * files): the articles after the newest PRECACHED_ARTICLES, the list's later pages, the case
 * studies, and the images (each is kept once shown: src/sw.ts).
 */
export function precacheIgnores(insights: Pick<Insights, 'articles'>): string[] {
  return [
    ...insights.articles.slice(PRECACHED_ARTICLES).map((article) => `${article.path.slice(1)}/**`),
    `${INSIGHTS_PATH.slice(1)}/page/**`,
    // A case study's page; not /portfolio itself (`portfolio/*/**` would match its index.html).
    'portfolio/*/index.html',
    'images/insights/**',
    'images/social/**',
  ];
}
