/**
 * `npm run compare-html -- <saved-dir> [built-dir]`: compares every prerendered page (*.html)
 * of a build (default dist/) with a copy saved earlier, and fails when a page differs, is new or
 * is missing. Hashed asset names (/assets/name-HASH.js) are compared without their hash, since a
 * moved module changes the hash but not the page; `--exact` compares them too.
 *
 * Save a copy before a change: `npm run build && cp -r dist /tmp/before` (any folder outside
 * the repository), then after it: `npm run build && npm run compare-html -- /tmp/before`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every *.html file under a folder, relative to it, but the staff's content editor (admin/). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('admin/'))
    .sort();
}

/** The page with each hashed asset name reduced to its name (assets/shell-AbC12_x.js -> assets/shell.js). */
export const withoutAssetHashes = (html: string): string =>
  html.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.(?:js|css|svg))/g, '$1$2');

/** Where two texts first differ, with a little context either side. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const line = a.slice(0, i).split('\n').length;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, i - 60), i + 60));
  return `line ${line}, character ${i}: before ${around(a)}, after ${around(b)}`;
}

/** Compares two folders' pages; returns one line per difference. */
export function compareHtml(
  beforeDir: string,
  afterDir: string,
  { exact = false }: { exact?: boolean } = {},
): { compared: number; problems: string[] } {
  const normalise = exact ? (html: string) => html : withoutAssetHashes;
  const before = new Set(htmlFiles(beforeDir));
  const after = new Set(htmlFiles(afterDir));
  const problems: string[] = [];
  for (const file of before)
    if (!after.has(file)) problems.push(`${file}: missing from the new build`);
  for (const file of after) {
    if (!before.has(file)) {
      problems.push(`${file}: new page`);
      continue;
    }
    const a = normalise(readFileSync(join(beforeDir, file), 'utf8'));
    const b = normalise(readFileSync(join(afterDir, file), 'utf8'));
    if (a !== b) problems.push(`${file}: differs at ${firstDifference(a, b)}`);
  }
  return { compared: after.size, problems };
}

export function main(args: string[]): number {
  const exact = args.includes('--exact');
  const [beforeDir, afterDir = 'dist'] = args.filter((arg) => !arg.startsWith('--'));
  if (!beforeDir || !existsSync(beforeDir) || !existsSync(afterDir)) {
    console.error('Usage: npm run compare-html -- <saved-dir> [built-dir (dist)] [--exact]');
    return 2;
  }
  const { compared, problems } = compareHtml(beforeDir, afterDir, { exact });
  for (const problem of problems) console.log(problem);
  console.log(
    problems.length
      ? `${problems.length} of ${compared} pages differ from ${beforeDir}.`
      : `All ${compared} pages are identical to ${beforeDir}${exact ? '' : ' (asset hashes aside)'}.`,
  );
  return problems.length ? 1 : 0;
}
