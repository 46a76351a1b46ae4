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
  for (const { folder, schema, nameSchema } of contentFolders) {
    const names = existsSync(join(root, folder)) ? readdirSync(join(root, folder)).sort() : [];
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
