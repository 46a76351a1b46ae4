import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  precacheBudgetCheck,
  precacheProblems,
  precacheSize,
  searchPrecacheBudget,
} from './precache-budget';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist folder whose worker precaches `files` (path -> contents). */
function dist(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'precache-budget-'));
  dirs.push(dir);
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), contents);
  }
  const manifest = Object.keys(files)
    .map((url) => `{"revision":"1","url":"${url}"}`)
    .join(',');
  writeFileSync(join(dir, 'sw.js'), `precache([${manifest}]);`);
  return dir;
}

describe('precache budget', () => {
  it('passes a small precache and lists its files, largest first', () => {
    const dir = dist({ 'index.html': '<p>hi</p>', 'assets/a.png': randomBytes(2000) });
    expect(precacheProblems(dir)).toEqual([]);
    const size = precacheSize(dir);
    expect(size.files.map((file) => file.url)).toEqual(['assets/a.png', 'sw.js', 'index.html']);
  });

  it('names the budget and the largest files when over it', () => {
    const dir = dist({
      'index.html': '<p>hi</p>',
      'assets/big.png': randomBytes(30_000),
      'assets/app.js': 'x',
    });
    const [problem, ...rest] = precacheProblems(dir, 20 * 1024);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^the precache is 29\.\d KB compressed, over its budget of 20\.0 KB \(3 files\)\. Largest: assets\/big\.png 29\.3 KB, /,
    );
  });

  it("counts the site search's files apart, and never fails the build on them", () => {
    const dir = dist({
      'index.html': '<p>hi</p>',
      'pagefind/wasm.en.pagefind': randomBytes(searchPrecacheBudget + 1),
    });
    const size = precacheSize(dir);
    expect(size.files.map((file) => file.url)).toEqual(['sw.js', 'index.html']);
    expect(size.search).toEqual({ entries: 1, compressed: searchPrecacheBudget + 1 });
    // Over their budget, the precache leaves fragments out instead (search-precache.test.ts).
    expect(precacheProblems(dir)).toEqual([]);
  });

  it('refuses uploads and their variants in the precache, whatever their size', () => {
    const dir = dist({
      'index.html': '<p>hi</p>',
      'images/portfolio/shot.png': randomBytes(10),
      'images/articles/variants/shot-320w-1a2b3c4d.webp': randomBytes(10),
    });
    expect(precacheProblems(dir)).toEqual([
      'images/portfolio/shot.png is precached: uploads are cached when first shown, never precached',
      'images/articles/variants/shot-320w-1a2b3c4d.webp is precached: uploads are cached when first shown, never precached',
    ]);
  });

  it('fails the build after the worker is written, and stays quiet after a failed build', () => {
    const dir = dist({ 'index.html': '<p>hi</p>', 'images/portfolio/a.png': randomBytes(10) });
    const plugin = precacheBudgetCheck() as unknown as {
      configResolved: (config: { root: string; build: { outDir: string } }) => void;
      closeBundle: { handler: (error?: Error) => void };
    };
    plugin.configResolved({ root: dir, build: { outDir: '.' } });
    expect(() => plugin.closeBundle.handler()).toThrow(
      /^Service worker precache: images\/portfolio\/a\.png is precached/,
    );
    expect(() => plugin.closeBundle.handler(new Error('earlier'))).not.toThrow();
  });
});
