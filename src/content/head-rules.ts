/**
 * The rules every page's head holds, across the data files: each title and each description
 * differs from every other page's (search engines show them side by side), and a description,
 * its facts filled in, is 51 to 170 characters (long enough to say something, short enough to be
 * shown whole). The build checks every page (scripts/build/head-check.ts) and the editor the
 * entry it saves against the others (src/admin/pre-save.ts), one line each:
 * "<file>: <field>: <rule>". No zod and no Node here: the editor's bundle uses it too.
 */

export const DESCRIPTION_MIN_LENGTH = 51;
export const DESCRIPTION_MAX_LENGTH = 170;

/** One page's head as its data file gives it, facts filled in. */
export interface HeadEntry {
  /** The data file (relative to the repository), or "(code)" for a page whose head is code's. */
  file: string;
  /** The fields' path in the file before "title"/"description" ("home." in heads.json, else ""). */
  at: string;
  title: string;
  description: string;
}

/** The title as the page shows it: " | <brand>" added unless it names the brand. */
export const shownTitle = (title: string, brandName: string) =>
  title.includes(brandName) ? title : `${title} | ${brandName}`;

const where = (entry: HeadEntry, field: 'title' | 'description') =>
  entry.file === '(code)'
    ? `a page of the code (${entry[field]})`
    : `${entry.file} (${entry.at}${field})`;

/**
 * The problems of a list of heads, one line each; a repeated title or description is blamed on
 * the later entry, naming the earlier one.
 */
export function headProblems(entries: readonly HeadEntry[], brandName: string): string[] {
  const problems: string[] = [];
  const titles = new Map<string, HeadEntry>();
  const descriptions = new Map<string, HeadEntry>();
  for (const entry of entries) {
    const line = (field: string, rule: string) =>
      problems.push(`${entry.file}: ${entry.at}${field}: ${rule}`);
    const { length } = entry.description;
    if (length < DESCRIPTION_MIN_LENGTH || length > DESCRIPTION_MAX_LENGTH)
      line(
        'description',
        `must be ${DESCRIPTION_MIN_LENGTH} to ${DESCRIPTION_MAX_LENGTH} characters with its facts filled in (it is ${length})`,
      );
    const title = shownTitle(entry.title, brandName);
    const sameTitle = titles.get(title);
    if (sameTitle)
      line(
        'title',
        `must differ from every other page's title; ${where(sameTitle, 'title')} is the same`,
      );
    else titles.set(title, entry);
    const sameDescription = descriptions.get(entry.description);
    if (sameDescription)
      line(
        'description',
        `must differ from every other page's description; ${where(sameDescription, 'description')} is the same`,
      );
    else descriptions.set(entry.description, entry);
  }
  return problems;
}
