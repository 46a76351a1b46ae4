import { describeIssues, kindOfEntry } from '../content/content-files.schema';
import { headProblems } from '../content/head-rules';
import type { HeadEntry } from '../content/head-rules';
import { fillPlaceholders } from '../content/placeholders';

/** A value the editor leaves behind for an optional field nobody filled in. */
export const isEmptyValue = (value: unknown) =>
  value === '' || value === null || value === undefined;

/**
 * Where the editor left an empty optional field ("image": "", a section's "insertLead": ""), at
 * any depth: the key paths of object fields only (an empty text in a list stays, and the schema
 * refuses it).
 */
export function emptyFieldPaths(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      item && typeof item === 'object' ? emptyFieldPaths(item, [...path, index]) : [],
    );
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    isEmptyValue(item) ? [[...path, key]] : emptyFieldPaths(item, [...path, key]),
  );
}

/** The entry's data without the empty optional fields the editor leaves, at any depth. */
export function withoutEmptyFields(data: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(data);
  for (const path of emptyFieldPaths(copy)) {
    type Node = Record<string | number, unknown>;
    const parent = path.slice(0, -1).reduce<Node>((node, key) => node[key] as Node, copy);
    delete parent[path.at(-1)!];
  }
  return copy;
}

/**
 * What the build would refuse in an entry the editor is about to save: one line per problem
 * ("<field>: <rule>"), empty when the schema accepts it. `collection` is the CMS collection's
 * name; `file` the entry's name in a collection of several files (the legal pages).
 */
export function entryProblems(
  collection: string,
  data: Record<string, unknown>,
  file?: string,
): string[] {
  const kind = kindOfEntry(collection, file);
  if (!kind)
    return [`no schema for the collection "${collection}"${file ? ` (file "${file}")` : ''}`];
  const result = kind.schema.safeParse(withoutEmptyFields(data));
  return result.success ? [] : describeIssues(result.error.issues);
}

/** What the published site holds that a saved entry must not repeat (scripts/cms/published-facts.ts). */
export interface PublishedFacts {
  /** The facts heads may name (null while a file they come from is broken). */
  facts: Readonly<Record<string, string>> | null;
  /** Every page's head, facts filled in. */
  heads: HeadEntry[];
  /** By folder: each entry's values that no two entries may share. */
  distinct: Record<string, { file: string; field: string; value: string }[]>;
}

const NOT_A_ROUTE = ['notFound'];

/** The heads an entry gives its pages (facts filled in), with its file. */
function entryHeads(
  collection: string,
  data: Record<string, unknown>,
  file: string,
  facts: Readonly<Record<string, string>>,
): HeadEntry[] {
  const text = (value: unknown) =>
    typeof value === 'string' ? fillPlaceholders(value.trim(), facts) : undefined;
  const head = (at: string, source: Record<string, unknown>, suffix = ''): HeadEntry[] => {
    const [title, description] = [text(source.title), text(source.description)];
    return title === undefined || description === undefined
      ? []
      : [{ file, at, title: `${title}${suffix}`, description }];
  };
  if (collection === 'heads')
    return Object.entries(data).flatMap(([page, value]) =>
      NOT_A_ROUTE.includes(page) || !value || typeof value !== 'object'
        ? []
        : head(`${page}.`, value as Record<string, unknown>),
    );
  if (collection === 'service-pages' || collection === 'insights') return head('', data);
  if (collection === 'case-studies') return head('', data, ': case study');
  return [];
}

/** The file an entry is saved to (relative to the repository). */
function entryFile(collection: string, slug: string | undefined): string | undefined {
  const kind = kindOfEntry(collection, slug);
  if (kind && 'file' in kind) return (kind as { file: string }).file;
  const folder = kind && 'folder' in kind ? (kind as { folder: string }).folder : undefined;
  if (!folder) return undefined;
  const extension = collection === 'insights' ? 'md' : 'json';
  return `${folder}/${slug || '(new entry)'}.${extension}`;
}

/**
 * What the build would refuse across the files once the entry is saved: a title or description
 * another page has, a description too short or long once filled in, a value another entry of
 * its folder has. One line each, "<file>: <field>: <rule>".
 */
export function crossFileProblems(
  collection: string,
  data: Record<string, unknown>,
  slug: string | undefined,
  published: PublishedFacts,
): string[] {
  const file = entryFile(collection, slug);
  if (!file) return [];
  const problems: string[] = [];
  if (published.facts) {
    const own = entryHeads(collection, data, file, published.facts);
    if (own.length) {
      const others = published.heads.filter((entry) => entry.file !== file);
      const brandName = published.facts.brandName ?? '';
      problems.push(
        ...headProblems([...others, ...own], brandName).filter((line) =>
          line.startsWith(`${file}: `),
        ),
      );
    }
  }
  const folder = file.slice(0, file.lastIndexOf('/'));
  for (const other of published.distinct[folder] ?? [])
    if (
      other.file !== file &&
      typeof data[other.field] === 'string' &&
      (data[other.field] as string).trim() === other.value.trim()
    )
      problems.push(
        `${file}: ${other.field}: must differ from every other entry's; ${other.file} has the same`,
      );
  return problems;
}
