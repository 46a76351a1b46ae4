import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildVariables, fingerprint, readStamp, stampFile } from './build-stamp';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  writeFileSync(join(dir, '.gitignore'), 'dist/\nignored/\n.dist-build.json\n');
  writeFileSync(join(dir, 'page.ts'), 'export const a = 1;\n');
  execFileSync('git', ['add', '.'], { cwd: dir });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const env = { CONTEXT: 'dev' };

it('changes with the content of a tracked file, committed or not', () => {
  const before = fingerprint(dir, env);
  expect(fingerprint(dir, env)).toBe(before);
  writeFileSync(join(dir, 'page.ts'), 'export const a = 2;\n');
  expect(fingerprint(dir, env)).not.toBe(before);
});

it('changes with a new file git does not ignore, and with a deleted one', () => {
  const before = fingerprint(dir, env);
  writeFileSync(join(dir, 'new.ts'), 'export {};\n');
  const added = fingerprint(dir, env);
  expect(added).not.toBe(before);
  unlinkSync(join(dir, 'page.ts'));
  expect(fingerprint(dir, env)).not.toBe(added);
});

it('ignores what git ignores (the build itself), but not the .env file Vite reads', () => {
  const before = fingerprint(dir, env);
  mkdirSync(join(dir, 'ignored'));
  writeFileSync(join(dir, 'ignored', 'x.txt'), 'x');
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<p>');
  expect(fingerprint(dir, env)).toBe(before);
  writeFileSync(join(dir, '.gitignore'), 'dist/\nignored/\n.dist-build.json\n.env\n');
  const withIgnore = fingerprint(dir, env);
  writeFileSync(join(dir, '.env'), 'VITE_SITE_ORIGIN=https://example.com\n');
  expect(fingerprint(dir, env)).not.toBe(withIgnore);
});

it('changes with the build variables that change the output, not with others', () => {
  const before = fingerprint(dir, env);
  expect(fingerprint(dir, { ...env, SMTP_URL: 'smtp://127.0.0.1:2526', PORT: '1' })).toBe(before);
  expect(fingerprint(dir, { ...env, VITE_SITE_ORIGIN: 'https://example.com' })).not.toBe(before);
  expect(fingerprint(dir, { CONTEXT: 'deploy-preview' })).not.toBe(before);
  expect(fingerprint(dir, { ...env, SOURCEMAP: '1' })).not.toBe(before);
  expect(fingerprint(dir, { ...env, NODE_ENV: 'development' })).not.toBe(before);
});

it('local serving and a production build without an origin build the same site', () => {
  expect(buildVariables({ CONTEXT: 'dev' })).toEqual(buildVariables({ CONTEXT: 'production' }));
  expect(buildVariables({})).toEqual(buildVariables({ CONTEXT: 'dev' }));
});

it('reads no stamp without a build, nor a stamp that is not one', () => {
  writeFileSync(stampFile(dir), JSON.stringify({ fingerprint: 'abc' }));
  expect(readStamp(dir)).toBeUndefined();
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<p>');
  expect(readStamp(dir)).toBe('abc');
  writeFileSync(stampFile(dir), '{not json');
  expect(readStamp(dir)).toBeUndefined();
  writeFileSync(stampFile(dir), JSON.stringify({ fingerprint: 42 }));
  expect(readStamp(dir)).toBeUndefined();
});
