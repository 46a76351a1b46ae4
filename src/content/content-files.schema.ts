// Which data file holds which content, and its schema: the build validates every file with it
// (scripts/build/content-check.ts), the CMS at /admin is generated from it (scripts/cms/cms-config.ts) and
// refuses to save what it rejects. Never imported by the site's pages: zod stays out of them.
import * as z from 'zod/mini';
import { siteSchema } from '../config/site.schema';
import { aboutFileSchema } from './about.schema';
import { careerRoleFileSchema } from './careers.schema';
import { faqFileSchema } from './faqs.schema';
import { headsFileSchema } from './heads.schema';
import { estimatorFileSchema } from './estimator.schema';
import { heroPackageFileSchema } from './hero-package.schema';
import { hostingPlansFileSchema } from './hosting-plans.schema';
import { articleEntrySchema, authorsFileSchema, caseStudyFileSchema } from './insights.schema';
import { legalPageNames, legalPageSchema } from './legal.schema';
import { blockTexts } from './blocks.schema';
import { pageTexts } from './page-texts.schema';
import { navigationFileSchema } from './navigation.schema';
import { portfolioProjectFileSchema } from './portfolio.schema';
import { servicePageFileSchema, servicePageNameSchema } from './service-pages.schema';
import { servicesFileSchema } from './services.schema';
import { testimonialFileSchema } from './testimonials.schema';

// zod/mini ships without messages; the build and the CMS show zod's English ones.
z.config(z.locales.en());

export interface ContentKind {
  /** Identifier (the CMS collection's name). */
  name: string;
  schema: z.ZodMiniType;
}

/** One file (relative to the repository). */
export interface ContentFile extends ContentKind {
  file: string;
  /** The CMS collection that lists it with others of its kind (default: its own, `name`). */
  collection?: string;
}

/** A folder of *.json files, one entry each, shown in their `order`. */
export interface ContentFolder extends ContentKind {
  folder: string;
  /** A rule for the files' names (without `.json`), when the name means something. */
  nameSchema?: z.ZodMiniType;
  /** Fields whose value no two entries share (a page shows the entries side by side). */
  distinct?: readonly string[];
}

export const contentFiles: readonly ContentFile[] = [
  { name: 'site', file: 'src/config/site.json', schema: siteSchema },
  {
    name: 'hosting-plans',
    file: 'src/content/data/hosting-plans.json',
    schema: hostingPlansFileSchema,
  },
  {
    name: 'hero-package',
    file: 'src/content/data/hero-package.json',
    schema: heroPackageFileSchema,
  },
  {
    name: 'estimator',
    file: 'src/content/data/estimator.json',
    schema: estimatorFileSchema,
  },
  { name: 'services', file: 'src/content/data/services.json', schema: servicesFileSchema },
  { name: 'about', file: 'src/content/data/about.json', schema: aboutFileSchema },
  { name: 'navigation', file: 'src/content/data/navigation.json', schema: navigationFileSchema },
  { name: 'heads', file: 'src/content/data/heads.json', schema: headsFileSchema },
  { name: 'authors', file: 'src/content/data/authors.json', schema: authorsFileSchema },
  ...legalPageNames.map((name) => ({
    name,
    file: `src/content/data/legal/${name}.json`,
    schema: legalPageSchema(name),
    collection: 'legal',
  })),
  ...pageTexts.map(([page, schema]) => ({
    name: `page-${page}`,
    file: `src/content/data/pages/${page}.json`,
    schema,
    collection: 'pages',
  })),
  ...blockTexts.map(([block, schema]) => ({
    name: `block-${block}`,
    file: `src/content/data/blocks/${block}.json`,
    schema,
    collection: 'blocks',
  })),
];

export const contentFolders: readonly ContentFolder[] = [
  {
    name: 'portfolio',
    folder: 'src/content/data/portfolio',
    schema: portfolioProjectFileSchema,
    distinct: ['name', 'url'],
  },
  {
    name: 'testimonials',
    folder: 'src/content/data/testimonials',
    schema: testimonialFileSchema,
    distinct: ['text'],
  },
  {
    name: 'faqs',
    folder: 'src/content/data/faqs',
    schema: faqFileSchema,
    distinct: ['question'],
  },
  {
    name: 'careers',
    folder: 'src/content/data/careers',
    schema: careerRoleFileSchema,
    distinct: ['title'],
  },
  { name: 'case-studies', folder: 'src/content/data/case-studies', schema: caseStudyFileSchema },
  {
    name: 'service-pages',
    folder: 'src/content/data/service-pages',
    schema: servicePageFileSchema,
    // The name is the page's address, /services/<name>.
    nameSchema: servicePageNameSchema,
  },
];

/** A folder of Markdown files with front matter, one entry each (the editor's `body` is the text). */
export interface MarkdownFolder extends ContentKind {
  folder: string;
}

export const markdownFolders: readonly MarkdownFolder[] = [
  { name: 'insights', folder: 'src/content/data/insights', schema: articleEntrySchema },
];

/**
 * The content kind of an entry the CMS saves: a folder collection's, or the file `file` of a
 * file collection (Decap names an entry of one by the file's name).
 */
export function kindOfEntry(collection: string, file?: string): ContentKind | undefined {
  return (
    contentFolders.find((kind) => kind.name === collection) ??
    markdownFolders.find((kind) => kind.name === collection) ??
    contentFiles.find(
      (kind) =>
        (kind.collection ?? kind.name) === collection && (!kind.collection || kind.name === file),
    )
  );
}

/** The schema a data file (path relative to the repository) must satisfy, if it is one. */
export function schemaForPath(path: string): z.ZodMiniType | undefined {
  const file = contentFiles.find((kind) => kind.file === path);
  if (file) return file.schema;
  return contentFolders.find(
    (kind) =>
      path.startsWith(`${kind.folder}/`) &&
      /^[^/]+\.json$/.test(path.slice(kind.folder.length + 1)),
  )?.schema;
}

/** A readable line per problem zod found: "<field>: <rule>". */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : '(the file)';
    return `${field}: ${issue.message}`;
  });
}
