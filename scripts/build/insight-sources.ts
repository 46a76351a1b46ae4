/** The insights' and case studies' files read from a repository, for the loader (src/content/insights.ts). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand } from '../../src/config/site.ts';
import {
  authorsFile,
  caseStudiesFolder,
  insightsFolder,
  loadInsights,
} from '../../src/content/insights.ts';
import type { Insights, InsightSources, SourceFile } from '../../src/content/insights.ts';

const filesOf = (root: string, folder: string): SourceFile[] =>
  existsSync(join(root, folder))
    ? readdirSync(join(root, folder))
        .sort()
        .map((name) => ({ name, text: readFileSync(join(root, folder, name), 'utf8') }))
    : [];

const jsonNames = (root: string, folder: string) =>
  existsSync(join(root, folder))
    ? readdirSync(join(root, folder))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
    : [];

export function readInsightSources(root: string): InsightSources {
  const authorsPath = join(root, authorsFile);
  return {
    articles: filesOf(root, insightsFolder),
    caseStudies: filesOf(root, caseStudiesFolder),
    authors: existsSync(authorsPath) ? readFileSync(authorsPath, 'utf8') : '',
    brandName: brand.name,
    projects: jsonNames(root, 'src/content/data/portfolio'),
    testimonials: jsonNames(root, 'src/content/data/testimonials'),
  };
}

export function readInsights(root: string): Insights {
  return loadInsights(readInsightSources(root));
}
