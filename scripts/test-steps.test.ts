import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { servedEnv } from '../e2e/served-env';
import { buildVariables } from './build/build-stamp';
import { runSteps, stepEnv, steps, timingTable } from './test-steps';
import type { StepRunner } from './test-steps';

/** A fake npm: each step takes `ms` of a fake clock and ends with its code. */
function fakeRun(codes: Record<string, number>, ms: Record<string, number>) {
  let clock = 0;
  const log: string[] = [];
  const run: StepRunner = async (step, { beside, signal }) => {
    log.push(`start ${step}${beside ? ' beside' : ''}`);
    // Each step ends after its ms; one running beside ends when stopped too.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms[step] ?? 1);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    clock += ms[step] ?? 1;
    log.push(`end ${step}`);
    return signal.aborted ? 1 : (codes[step] ?? 0);
  };
  return { run, log, now: () => clock };
}

it('runs the steps in order and stops at the first that fails, timing each', async () => {
  const { run, log, now } = fakeRun({ b: 1 }, { a: 20, b: 30 });
  const { results, failed } = await runSteps(['a', 'b', 'c'], run, now);
  expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  expect(failed).toBe('b');
  expect(results).toEqual([
    { step: 'a', seconds: 0.02, status: 'passed' },
    { step: 'b', seconds: 0.03, status: 'failed' },
    { step: 'c', seconds: 0, status: 'not run' },
  ]);
});

it('runs a step beside a group and waits for it before the next step', async () => {
  const { run, log, now } = fakeRun({}, { side: 30, a: 5, b: 5, next: 5 });
  const { results, failed } = await runSteps(
    [{ beside: ['side'], steps: ['a', 'b'] }, 'next'],
    run,
    now,
  );
  expect(failed).toBeUndefined();
  expect(log.indexOf('start side beside')).toBeLessThan(log.indexOf('start a'));
  expect(log.indexOf('end side')).toBeLessThan(log.indexOf('start next'));
  expect(results.map((result) => result.status)).toEqual(['passed', 'passed', 'passed', 'passed']);
});

it('a step beside that fails fails the run, named', async () => {
  const { run } = fakeRun({ side: 1 }, { side: 5, a: 10 });
  const { failed, results } = await runSteps([{ beside: ['side'], steps: ['a'] }, 'next'], run);
  expect(failed).toBe('side');
  expect(results.find((result) => result.step === 'next')?.status).toBe('not run');
});

it('a failed step of the group stops the step beside it', async () => {
  const { run, log } = fakeRun({ a: 2 }, { side: 60_000, a: 5 });
  const { failed, results } = await runSteps([{ beside: ['side'], steps: ['a', 'b'] }], run);
  expect(failed).toBe('a');
  expect(log).not.toContain('start b');
  expect(results.find((result) => result.step === 'side')?.status).toBe('stopped');
});

it('steps beside each other start together; one that fails stops the others and the group', async () => {
  const { run, log } = fakeRun({ quick: 1 }, { slow: 60_000, quick: 5, a: 20, b: 5 });
  const { failed, results } = await runSteps(
    [{ beside: ['slow', 'quick'], steps: ['a', 'b'] }, 'next'],
    run,
  );
  expect(log.slice(0, 3)).toEqual(['start slow beside', 'start quick beside', 'start a']);
  expect(failed).toBe('quick');
  expect(log).not.toContain('start b');
  expect(Object.fromEntries(results.map((result) => [result.step, result.status]))).toEqual({
    slow: 'stopped',
    quick: 'failed',
    a: 'passed',
    b: 'not run',
    next: 'not run',
  });
});

it('prints a line per step, run or not, and the wall time', () => {
  const table = timingTable(
    [
      { step: 'typecheck', seconds: 24.4, status: 'passed' },
      { step: 'lint', seconds: 30.6, status: 'failed' },
      { step: 'test:unit', seconds: 0, status: 'not run' },
    ],
    50.2,
  ).split('\n');
  expect(table).toHaveLength(4);
  expect(table[0]).toMatch(/^typecheck\s+24 s\s+passed$/);
  expect(table[1]).toMatch(/^lint\s+31 s\s+failed$/);
  expect(table[2]).toMatch(/^test:unit\s+- s\s+not run$/);
  expect(table[3]).toMatch(/^total\s+50 s$/);
});

it('runs each npm script of the test steps once, and npm test is this runner', async () => {
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  for (const step of steps) expect(pkg.scripts[step], step).toBeDefined();
  expect(new Set(steps).size).toBe(steps.length);
  expect(pkg.scripts.test).toBe('node scripts/run-ts.mjs scripts/test-steps.ts');
});

it("the deploy build is made with the variables of the browser tests' servers that change a build", () => {
  const served = buildVariables(servedEnv(2526));
  // The servers' variables do change the build: without them it differs.
  expect(buildVariables({})).not.toEqual(served);
  for (const step of ['test:deploy', 'test:audit']) {
    expect(steps).toContain(step);
    expect(buildVariables({ ...stepEnv[step] })).toEqual(served);
  }
});
