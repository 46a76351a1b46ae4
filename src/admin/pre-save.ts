import { contentFiles, contentFolders, describeIssues } from '../content/content-files.schema';

/** A value the editor leaves behind for an optional field nobody filled in. */
export const isEmptyValue = (value: unknown) =>
  value === '' || value === null || value === undefined;

/** The entry's data without the empty optional fields the editor adds ("image": ""). */
export function withoutEmptyFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmptyValue(value)));
}

/**
 * What the build would refuse in an entry the editor is about to save: one line per problem
 * ("<field>: <rule>"), empty when the schema accepts it. `collection` is the CMS collection's
 * name, the content kind's name.
 */
export function entryProblems(collection: string, data: Record<string, unknown>): string[] {
  const kind = [...contentFiles, ...contentFolders].find((item) => item.name === collection);
  if (!kind) return [`no schema for the collection "${collection}"`];
  const result = kind.schema.safeParse(withoutEmptyFields(data));
  return result.success ? [] : describeIssues(result.error.issues);
}
