// The insights and case studies from their files, for the server render only (the prerenderer
// and tests): the browser never imports this module, so neither the files nor the Markdown
// pipeline reach its bundle. An invalid file is left out here; the build's content check
// (scripts/build/content-check.ts) stops the build on it first.
import { brand } from '../config/site';
import { loadInsights } from './insights';
import type { SourceFile } from './insights';
import authors from './data/authors.json?raw';

const sources = (files: Record<string, string>): SourceFile[] =>
  Object.entries(files).map(([path, text]) => ({
    name: path.slice(path.lastIndexOf('/') + 1),
    text,
  }));

const names = (files: Record<string, unknown>): string[] =>
  Object.keys(files).map((path) => path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, ''));

export const insights = loadInsights({
  articles: sources(
    import.meta.glob<string>('./data/insights/*', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ),
  caseStudies: sources(
    import.meta.glob<string>('./data/case-studies/*', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ),
  authors,
  brandName: brand.name,
  projects: names(import.meta.glob('./data/portfolio/*.json')),
  testimonials: names(import.meta.glob('./data/testimonials/*.json')),
});
