/**
 * What the editor checks a saved entry against, beyond its own schema: the published pages'
 * heads (each title and description must stay unique) and the values other entries of a folder
 * hold that no two may share. Written beside the editor's configuration (/admin/published.json),
 * read by src/admin/admin.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFolders } from '../../src/content/content-files.schema.ts';
import type { PublishedFacts } from '../../src/admin/pre-save.ts';
import { headEntries, headFactsIn } from '../build/head-check.ts';

export function publishedFacts(root: string): PublishedFacts {
  const facts = headFactsIn(root);
  const distinct: PublishedFacts['distinct'] = {};
  for (const { folder, distinct: fields = [] } of contentFolders) {
    if (!fields.length) continue;
    let names: string[] = [];
    try {
      names = readdirSync(join(root, folder)).filter((name) => name.endsWith('.json'));
    } catch {
      // No folder: no entries to compare with.
    }
    for (const name of names.sort()) {
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(readFileSync(join(root, folder, name), 'utf8')) as Record<
          string,
          unknown
        >;
      } catch {
        continue;
      }
      for (const field of fields)
        if (typeof data[field] === 'string')
          (distinct[folder] ??= []).push({ file: `${folder}/${name}`, field, value: data[field] });
    }
  }
  return {
    facts: facts ?? null,
    heads: facts ? headEntries(root, facts) : [],
    distinct,
  };
}
