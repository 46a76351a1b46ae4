// `npm test` (node scripts/run-ts.mjs scripts/test-steps.ts): runs the test steps in order, each
// by its own npm script (each stays runnable alone: `npm run <step>`), stops at the first that
// fails and names it, and ends with a table of each step's time, also after a failure.
//   node scripts/run-ts.mjs scripts/test-steps.ts [--from <step>]
// The production build runs once, in test:deploy (netlify build); budgets and first-tap read that
// dist/, and the browser tests' servers (netlify serve) serve it when its stamp says it is the
// build of this tree (scripts/build/build-stamp.ts). test:audit builds again on purpose: its
// build names the audited origin in its canonical links.
import { spawn } from 'node:child_process';

export const steps = [
  'typecheck',
  'lint',
  'test:unit',
  'test:content-edits',
  'test:faults',
  'test:node22',
  'test:deploy',
  'budgets',
  'test:first-tap',
  'test:e2e',
  'test:audit',
] as const;

export interface StepResult {
  step: string;
  seconds: number;
  status: 'passed' | 'failed' | 'not run';
}

/** The timings table: one line per step, then the total. */
export function timingTable(results: StepResult[]): string {
  const width = Math.max(...results.map((result) => result.step.length), 'total'.length);
  const lines = results.map(
    ({ step, seconds, status }) =>
      `${step.padEnd(width)}  ${status === 'not run' ? '     -' : seconds.toFixed(0).padStart(6)} s  ${status}`,
  );
  const total = results.reduce((sum, result) => sum + result.seconds, 0);
  return [...lines, `${'total'.padEnd(width)}  ${total.toFixed(0).padStart(6)} s`].join('\n');
}

function runStep(step: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** Runs the steps in order with `run`, stopping at the first that fails; every step's result. */
export async function runSteps(
  chosen: readonly string[],
  run: (step: string) => Promise<number>,
  now: () => number = () => performance.now(),
): Promise<{ results: StepResult[]; failed: string | undefined }> {
  const results: StepResult[] = chosen.map((step) => ({ step, seconds: 0, status: 'not run' }));
  for (const result of results) {
    const started = now();
    const code = await run(result.step);
    result.seconds = (now() - started) / 1000;
    result.status = code === 0 ? 'passed' : 'failed';
    if (code !== 0) return { results, failed: result.step };
  }
  return { results, failed: undefined };
}

export async function main(args: string[]): Promise<number> {
  const fromIndex = args.indexOf('--from');
  const from = fromIndex >= 0 ? args[fromIndex + 1] : undefined;
  const start = from === undefined ? 0 : steps.indexOf(from as (typeof steps)[number]);
  if (start < 0) {
    console.error(`Unknown step "${from}"; the steps: ${steps.join(', ')}.`);
    return 2;
  }
  const { results, failed } = await runSteps(steps.slice(start), runStep);
  console.log(`\nTest steps (seconds):\n${timingTable(results)}`);
  if (failed) {
    console.error(`npm test failed at step ${failed} (npm run ${failed}).`);
    return 1;
  }
  return 0;
}
