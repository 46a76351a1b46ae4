import { servicePageFrom } from './service-page-parts';
import type { ServicePageContent, ServicePageFile } from './service-pages.schema';

/**
 * Every service page's data file, each its own chunk: a page loads only its own content. The
 * list of pages is the folder (src/content/service-page-index.ts).
 */
const files = import.meta.glob<ServicePageFile>('./data/service-pages/*.json', {
  import: 'default',
});

/** The content of the service page `name` (its file src/content/data/service-pages/<name>.json). */
export async function loadServicePage(name: string): Promise<ServicePageContent> {
  const load = files[`./data/service-pages/${name}.json`];
  if (!load) throw new Error(`No service page src/content/data/service-pages/${name}.json`);
  return servicePageFrom(await load());
}

export type { ServicePageSection } from './service-pages.schema';
export type { Action, ServicePageContent } from './service-pages.schema';
