/**
 * Validates every content data file with its schema (src/content/content-files.schema.ts) and
 * checks that each image it names exists in public/. The build runs it first and stops on any
 * problem, one line each ("<file>: <field>: <rule>"), before it writes anything.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  contentFiles,
  contentFolders,
  describeIssues,
} from '../../src/content/content-files.schema.ts';
import type { ContentKind } from '../../src/content/content-files.schema.ts';
import { readInsights } from './insight-sources.ts';

/** Every string in a value, with its field path. */
function* stringsIn(value: unknown, path: string[] = []): Generator<[string[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* stringsIn(item, [...path, String(index)]);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...path, key]);
}

/** The problems of one data file's text (empty when it is valid). */
export function checkDataFile(
  root: string,
  file: string,
  text: string,
  schema: ContentKind['schema'],
): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${file}: not valid JSON: ${(error as Error).message}`];
  }
  const result = schema.safeParse(data);
  const problems = result.success ? [] : describeIssues(result.error.issues);
  // A path under /images must name a file of public/, or the page would show a broken image.
  for (const [path, value] of stringsIn(data)) {
    if (value.startsWith('/images/') && !existsSync(join(root, 'public', value)))
      problems.push(`${path.join('.')}: no such image: public${value}`);
  }
  return problems.map((problem) => `${file}: ${problem}`);
}

/** The problems of every data file of a repository (empty when all are valid). */
export function checkContent(root: string): string[] {
  const problems: string[] = [];
  const check = (file: string, schema: ContentKind['schema']) => {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      problems.push(`${file}: missing`);
      return;
    }
    problems.push(...checkDataFile(root, file, text, schema));
  };
  for (const { file, schema } of contentFiles) check(file, schema);
  for (const { folder, schema } of contentFolders) {
    const names = existsSync(join(root, folder)) ? readdirSync(join(root, folder)).sort() : [];
    for (const name of names) {
      if (name.endsWith('.json')) check(`${folder}/${name}`, schema);
      else problems.push(`${folder}/${name}: not a .json file (each entry is one .json file)`);
    }
  }
  // The articles (Markdown with front matter) and what refers to other files: an article's
  // author, a case study's project and testimonial, a slug a route has taken.
  const insights = readInsights(root);
  problems.push(...insights.problems);
  for (const article of insights.articles)
    if (!existsSync(join(root, 'public', article.cover.image)))
      problems.push(
        `src/content/data/insights/${article.slug}.md: cover.image: no such image: public${article.cover.image}`,
      );
  // A problem found by both the schema check above and the insights' loader is said once.
  return [...new Set(problems)];
}

/** Build plugin: fails the build, before anything is written, while a data file is invalid. */
export function contentCheck(): Plugin {
  let root = process.cwd();
  return {
    name: 'agency:content-check',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const problems = checkContent(root);
      if (problems.length)
        this.error(
          `${problems.length === 1 ? '1 problem' : `${problems.length} problems`} in the content data files:\n${problems.join('\n')}`,
        );
    },
  };
}
