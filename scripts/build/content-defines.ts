/**
 * The values computed from the data files that the browser bundles carry instead of the files
 * (src/content/head-facts.ts, src/content/service-page-index.ts): the site's build and the
 * content editor's build both define them, read from the project at `root`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headFactsFromFiles, pageHeadsFromFiles } from '../../src/content/head-facts.ts';
import {
  servicePageDefines,
  servicePageIndexFromFolder,
} from '../../src/content/service-page-index.ts';

export function contentDefines(root: string): Record<string, string> {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const headFacts = headFactsFromFiles(read);
  const servicePages = servicePageDefines(
    servicePageIndexFromFolder((folder) => readdirSync(join(root, folder)), read, headFacts),
  );
  return {
    __HEAD_FACTS__: JSON.stringify(headFacts),
    __PAGE_HEADS__: JSON.stringify(pageHeadsFromFiles(read, headFacts)),
    __SERVICE_PAGES__: JSON.stringify(servicePages.index),
    __SERVICE_PAGE_HEADS__: JSON.stringify(servicePages.heads),
  };
}
