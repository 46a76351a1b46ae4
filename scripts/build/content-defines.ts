/**
 * The values computed from the data files that the browser bundles carry instead of the files
 * (src/content/head-facts.ts, service-page-index.ts, service-insights.ts, case-study-paths.ts,
 * src/app/insight-routes.ts): the site's build and the
 * content editor's build both define them, read from the project at `root`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headFactsFromFiles, pageHeadsFromFiles } from '../../src/content/head-facts.ts';
import {
  servicePageDefines,
  servicePageIndexFromFolder,
} from '../../src/content/service-page-index.ts';
import { clientFacts } from '../../src/content/insights.ts';
import { readInsights } from './insight-sources.ts';

export function contentDefines(root: string): Record<string, string> {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const headFacts = headFactsFromFiles(read);
  const servicePages = servicePageDefines(
    servicePageIndexFromFolder((folder) => readdirSync(join(root, folder)), read, headFacts),
  );
  // What the browser knows of the insights and case studies: paths and a few titles.
  const insights = clientFacts(
    readInsights(root),
    (project) =>
      (JSON.parse(read(`src/content/data/portfolio/${project}.json`)) as { url: string }).url,
  );
  return {
    __HEAD_FACTS__: JSON.stringify(headFacts),
    __PAGE_HEADS__: JSON.stringify(pageHeadsFromFiles(read, headFacts)),
    __SERVICE_PAGES__: JSON.stringify(servicePages.index),
    __SERVICE_PAGE_HEADS__: JSON.stringify(servicePages.heads),
    __INSIGHT_PATHS__: JSON.stringify(insights.insightPaths),
    __SERVICE_INSIGHTS__: JSON.stringify(insights.serviceInsights),
    __CASE_STUDY_PATHS__: JSON.stringify(insights.caseStudyPaths),
  };
}
