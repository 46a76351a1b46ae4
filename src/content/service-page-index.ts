/**
 * The service pages: one data file each, src/content/data/service-pages/<name>.json, served at
 * /services/<name>. The list is the folder itself, never written down elsewhere: a file added in
 * the editor is a page, a sitemap entry and an offline copy with no code.
 *
 * The build reads the folder once (scripts/build/content-defines.ts defines __SERVICE_PAGES__ with
 * servicePageIndexFromFolder), so the browser bundle carries each page's path and head, not the
 * files. Where no bundler defines it (node scripts, the browser tests) it is read here.
 */
import { fillHeadFacts, headFactsFromFiles } from './head-facts';
import type { HeadFacts, PageHeadTexts } from './head-facts';

/** The folder of the service pages' data files, relative to the project. */
export const SERVICE_PAGES_FOLDER = 'src/content/data/service-pages';

/** The path every service page's address starts with. */
export const SERVICE_PATH_PREFIX = '/services/';

/** One service page, as the route table and the checks of links need it. */
export interface ServicePageEntry {
  /** Its data file's name without `.json`. */
  name: string;
  /** `/services/<name>`. */
  path: string;
  /** Its title, description and keywords, computed facts filled in (no brand suffix yet). */
  head: PageHeadTexts;
}

/** What the index reads of a page's file (the schema in service-pages.schema.ts checks it all). */
interface ServicePageHeadFields {
  title: string;
  description: string;
  keywords?: string;
  order: number;
}

/**
 * The pages in their `order` (then by name), from each file's name and parsed data. A file
 * that cannot be read as a page is left out: the content check fails the build on it, naming it.
 */
export function servicePageIndexFrom(
  files: readonly { name: string; data: unknown }[],
  facts: HeadFacts,
): ServicePageEntry[] {
  const pages = files.flatMap(({ name, data }) => {
    const page = data as Partial<ServicePageHeadFields> | null;
    if (typeof page?.title !== 'string' || typeof page.description !== 'string') return [];
    return [{ name, page: page as ServicePageHeadFields }];
  });
  pages.sort(
    (a, b) =>
      (a.page.order ?? 0) - (b.page.order ?? 0) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  return pages.map(({ name, page }) => ({
    name,
    path: `${SERVICE_PATH_PREFIX}${name}`,
    head: {
      title: fillHeadFacts(page.title, facts),
      description: fillHeadFacts(page.description, facts),
      ...(page.keywords ? { keywords: fillHeadFacts(page.keywords, facts) } : {}),
    },
  }));
}

/** The index read from the folder, in Node (the project's folder as working directory). */
export function servicePageIndexFromFolder(
  list: (folder: string) => string[],
  read: (file: string) => string,
  facts: HeadFacts = headFactsFromFiles(read),
): ServicePageEntry[] {
  const files = list(SERVICE_PAGES_FOLDER)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      try {
        return [
          {
            name: file.slice(0, -'.json'.length),
            data: JSON.parse(read(`${SERVICE_PAGES_FOLDER}/${file}`)) as unknown,
          },
        ];
      } catch {
        return [];
      }
    });
  return servicePageIndexFrom(files, facts);
}

declare const __SERVICE_PAGES__: ServicePageEntry[] | undefined;

const nodeFs = () => process.getBuiltinModule('node:fs');

/** Every service page: from the build, or read from the folder where no bundler defines it. */
export const servicePageIndex: readonly ServicePageEntry[] =
  typeof __SERVICE_PAGES__ !== 'undefined'
    ? __SERVICE_PAGES__
    : servicePageIndexFromFolder(
        (folder) => nodeFs().readdirSync(folder),
        (file) => nodeFs().readFileSync(file, 'utf8'),
      );

/**
 * The service pages' paths, which links in data files are checked against: the build's list,
 * or in Node the folder's files as they are now (the content check may run on changed data).
 */
export function servicePagePaths(): string[] {
  if (typeof __SERVICE_PAGES__ !== 'undefined') return __SERVICE_PAGES__.map((page) => page.path);
  return nodeFs()
    .readdirSync(SERVICE_PAGES_FOLDER)
    .filter((file) => file.endsWith('.json'))
    .map((file) => `${SERVICE_PATH_PREFIX}${file.slice(0, -'.json'.length)}`);
}
