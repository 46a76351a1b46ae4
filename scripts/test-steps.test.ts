import { expect, it } from 'vitest';
import { runSteps, steps, timingTable } from './test-steps';

it('runs the steps in order and stops at the first that fails, timing each', async () => {
  const ran: string[] = [];
  let clock = 0;
  const { results, failed } = await runSteps(
    ['a', 'b', 'c'],
    async (step) => {
      ran.push(step);
      clock += 2000;
      return step === 'b' ? 1 : 0;
    },
    () => clock,
  );
  expect(ran).toEqual(['a', 'b']);
  expect(failed).toBe('b');
  expect(results).toEqual([
    { step: 'a', seconds: 2, status: 'passed' },
    { step: 'b', seconds: 2, status: 'failed' },
    { step: 'c', seconds: 0, status: 'not run' },
  ]);
});

it('prints a line per step, run or not, and the total', () => {
  const table = timingTable([
    { step: 'typecheck', seconds: 24.4, status: 'passed' },
    { step: 'lint', seconds: 30.6, status: 'failed' },
    { step: 'test:unit', seconds: 0, status: 'not run' },
  ]).split('\n');
  expect(table).toHaveLength(4);
  expect(table[0]).toMatch(/^typecheck\s+24 s\s+passed$/);
  expect(table[1]).toMatch(/^lint\s+31 s\s+failed$/);
  expect(table[2]).toMatch(/^test:unit\s+- s\s+not run$/);
  expect(table[3]).toMatch(/^total\s+55 s$/);
});

it('runs the same steps as the npm scripts of package.json, each of which exists', async () => {
  const { readFile } = await import('node:fs/promises');
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  for (const step of steps) expect(pkg.scripts[step], step).toBeDefined();
  expect(pkg.scripts.test).toBe('node scripts/run-ts.mjs scripts/test-steps.ts');
});
