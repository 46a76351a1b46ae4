import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'run-ts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a script run by run-ts.mjs passes on NODE_ENV as it was given, so its builds are production ones', () => {
  const script = join(dir, 'print-env.ts');
  writeFileSync(
    script,
    "export const main = (): number => { console.log(`NODE_ENV=${process.env.NODE_ENV ?? 'unset'}`); return 0; };\n",
  );
  const run = (env: NodeJS.ProcessEnv) =>
    execFileSync(process.execPath, ['scripts/run-ts.mjs', script], {
      env,
      encoding: 'utf8',
    }).trim();
  const { NODE_ENV: _unset, ...withoutNodeEnv } = process.env;
  expect(run(withoutNodeEnv)).toBe('NODE_ENV=unset');
  expect(run({ ...withoutNodeEnv, NODE_ENV: 'production' })).toBe('NODE_ENV=production');
});
