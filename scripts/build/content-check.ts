/**
 * Validates every content data file with its schema (src/content/content-files.schema.ts) and a
 * folder's file names with its name rule. The build runs it first and stops on any problem, one
 * line each ("<file>: <field>: <rule>"), before it writes anything; and every file under
 * public/images/ a raster image by its bytes ("<file>: <rule>": scripts/build/image-bytes.ts). (A named image that is
 * missing only warns: scripts/build/images.ts.)
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
import { checkHeads } from './head-check.ts';
import { checkImageFiles } from './image-bytes.ts';
import { readInsights } from './insight-sources.ts';

/** The problems of one data file's text (empty when it is valid). */
export function checkDataFile(file: string, text: string, schema: ContentKind['schema']): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${file}: not valid JSON: ${(error as Error).message}`];
  }
  const result = schema.safeParse(data);
  // A named image that is missing is no problem here: the page shows its fallback and the
  // build warns (scripts/build/images.ts), so one deleted upload never blocks a publish.
  const problems = result.success ? [] : describeIssues(result.error.issues);
  return problems.map((problem) => `${file}: ${problem}`);
}

/**
 * A folder entry's fields that an earlier entry already has (`seen`: each field's values so far,
 * with their file), one line each; records its own values.
 */
function distinctProblems(
  root: string,
  file: string,
  seen: Map<string, Map<string, string>>,
): string[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch {
    return []; // Named by the schema check.
  }
  if (!data || typeof data !== 'object') return [];
  const problems: string[] = [];
  for (const [field, values] of seen) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value !== 'string') continue;
    const key = value.trim();
    const other = values.get(key);
    if (other)
      problems.push(
        `${file}: ${field}: must differ from every other entry's; ${other} has the same`,
      );
    else values.set(key, file);
  }
  return problems;
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
    problems.push(...checkDataFile(file, text, schema));
  };
  for (const { file, schema } of contentFiles) check(file, schema);
  for (const { folder, schema, nameSchema, distinct = [] } of contentFolders) {
    const names = existsSync(join(root, folder)) ? readdirSync(join(root, folder)).sort() : [];
    // Each distinct field's values so far, with the file that has it.
    const seen = new Map(distinct.map((field) => [field, new Map<string, string>()]));
    for (const name of names) {
      if (!name.endsWith('.json')) {
        problems.push(`${folder}/${name}: not a .json file (each entry is one .json file)`);
        continue;
      }
      const named = nameSchema?.safeParse(name.slice(0, -'.json'.length));
      if (named && !named.success)
        for (const issue of named.error.issues)
          problems.push(`${folder}/${name}: (the file name): ${issue.message}`);
      check(`${folder}/${name}`, schema);
      problems.push(...distinctProblems(root, `${folder}/${name}`, seen));
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
  // Across the files: every page's title and description its own, each description of a length
  // search results show whole (src/content/head-rules.ts).
  problems.push(...checkHeads(root));
  // Every file under public/images/ (staff's uploads among them) a raster image, by its bytes.
  problems.push(...checkImageFiles(root));
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
