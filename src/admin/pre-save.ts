import { describeIssues, kindOfEntry } from '../content/content-files.schema';

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
