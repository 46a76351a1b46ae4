// `npm test` (node scripts/run-ts.mjs scripts/test-steps.ts): runs the test steps of `plan`, each
// by its own npm script (each stays runnable alone: `npm run <step>`), stops at the first that
// fails and names it, and ends with a table of each step's time, also after a failure.
//   node scripts/run-ts.mjs scripts/test-steps.ts [--from <step>]
// The production build runs once, in test:deploy (netlify build); budgets and first-tap read that
// dist/, and the browser tests' servers (netlify serve) serve it when its stamp says it is the
// build of this tree (scripts/build/build-stamp.ts). test:audit audits a copy of that dist/ in
// which the build's origin is replaced by the audited one (its canonical links must name it).
import { spawn } from 'node:child_process';
import { alertReceiverEnv } from '../e2e/served-env.ts';

/**
 * The steps in order. A group's `beside` steps start with the group's first step and run beside
 * its steps (the output of each is printed whole when it ends); the group ends when all have.
 * The unit tests run beside the other checks, which run one after another; the fault suite
 * mostly waits on real time (about 40 s of CPU in 120 s). The audit runs beside the budgets and
 * the tap gate.
 */
export type PlanEntry = string | { beside: readonly string[]; steps: readonly string[] };
export const plan: readonly PlanEntry[] = [
  {
    beside: ['test:faults', 'test:unit'],
    steps: ['typecheck', 'lint', 'test:node22', 'test:content-edits'],
  },
  'test:deploy',
  // Both read the deploy build and neither writes it: each serves a copy of dist/. The audit's
  // gate scores (accessibility, best practices, SEO, layout shift) do not move with the load; the
  // taps' fastest answers stay well inside their limit beside it.
  { beside: ['test:audit'], steps: ['budgets', 'test:first-tap'] },
  'test:e2e',
];

/**
 * Variables a step runs with beyond `npm test`'s own. The deploy build is made with the browser
 * tests' alert receiver configured, as their servers' functions are, so the servers find it the
 * build of this tree with these variables and serve it as it is (scripts/build/build-stamp.ts);
 * the audit serves the same build.
 */
export const stepEnv: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'test:deploy': alertReceiverEnv,
  'test:audit': alertReceiverEnv,
};

/** Every step's npm script, in the order of the plan. */
export const steps: readonly string[] = plan.flatMap(stepsOf);

function stepsOf(entry: PlanEntry): readonly string[] {
  return typeof entry === 'string' ? [entry] : [...entry.beside, ...entry.steps];
}

export interface StepResult {
  step: string;
  seconds: number;
  status: 'passed' | 'failed' | 'not run' | 'stopped';
}

/** The timings table: one line per step, then the wall time of the whole run. */
export function timingTable(results: StepResult[], wallSeconds: number): string {
  const width = Math.max(...results.map((result) => result.step.length), 'total'.length);
  const lines = results.map(
    ({ step, seconds, status }) =>
      `${step.padEnd(width)}  ${status === 'not run' ? '     -' : seconds.toFixed(0).padStart(6)} s  ${status}`,
  );
  return [...lines, `${'total'.padEnd(width)}  ${wallSeconds.toFixed(0).padStart(6)} s`].join('\n');
}

/** Runs a step; `beside`: its output is held and printed whole when it ends. */
export type StepRunner = (
  step: string,
  options: { beside: boolean; signal: AbortSignal },
) => Promise<number>;

export function runStep(
  step: string,
  { beside, signal }: { beside: boolean; signal: AbortSignal },
) {
  return new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', step], {
      stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: beside,
      env: { ...process.env, ...stepEnv[step] },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const stop = () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    };
    signal.addEventListener('abort', stop, { once: true });
    child.on('error', () => resolve(1));
    child.on('close', (code, signal_) => {
      signal.removeEventListener('abort', stop);
      if (beside) process.stdout.write(`\n--- ${step} ---\n${Buffer.concat(output).toString()}`);
      resolve(signal_ ? 1 : (code ?? 1));
    });
  });
}

/**
 * Runs the plan with `run`, stopping at the first step that fails (a step running beside is
 * stopped then); every step's result, the first failed step, and the wall time.
 */
export async function runSteps(
  chosen: readonly PlanEntry[],
  run: StepRunner,
  now: () => number = () => performance.now(),
): Promise<{ results: StepResult[]; failed: string | undefined; wallSeconds: number }> {
  const names = chosen.flatMap(stepsOf);
  const results = new Map<string, StepResult>(
    names.map((step) => [step, { step, seconds: 0, status: 'not run' }]),
  );
  const begun = now();
  let failed: string | undefined;
  const timed = async (step: string, beside: boolean, signal: AbortSignal) => {
    const result = results.get(step)!;
    const started = now();
    const code = await run(step, { beside, signal });
    result.seconds = (now() - started) / 1000;
    result.status = signal.aborted ? 'stopped' : code === 0 ? 'passed' : 'failed';
    if (code !== 0 && !signal.aborted) failed ??= step;
    return code === 0;
  };
  for (const entry of chosen) {
    if (failed) break;
    if (typeof entry === 'string') {
      await timed(entry, false, new AbortController().signal);
      continue;
    }
    const sideStop = new AbortController();
    // A step beside that fails stops the others beside it, and no further step of the group
    // starts (the running one ends first).
    const side = Promise.all(
      entry.beside.map(async (step) => {
        if (!(await timed(step, true, sideStop.signal))) sideStop.abort();
      }),
    );
    for (const step of entry.steps) {
      if (failed) break;
      if (!(await timed(step, false, new AbortController().signal))) break;
    }
    if (failed) sideStop.abort();
    await side;
  }
  return { results: [...results.values()], failed, wallSeconds: (now() - begun) / 1000 };
}

export async function main(args: string[]): Promise<number> {
  const fromIndex = args.indexOf('--from');
  const from = fromIndex >= 0 ? args[fromIndex + 1] : undefined;
  let chosen = plan;
  if (from !== undefined) {
    const start = plan.findIndex((entry) => entry === from);
    if (start < 0) {
      const starts = plan.filter((entry) => typeof entry === 'string');
      console.error(`--from takes one of: ${starts.join(', ')}; not "${from}".`);
      return 2;
    }
    chosen = plan.slice(start);
  }
  const { results, failed, wallSeconds } = await runSteps(chosen, runStep);
  console.log(`\nTest steps (seconds):\n${timingTable(results, wallSeconds)}`);
  if (failed) {
    console.error(`npm test failed at step ${failed} (npm run ${failed}).`);
    return 1;
  }
  return 0;
}
