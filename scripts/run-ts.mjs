// Runs one of the TypeScript scripts of this folder (Node 20 cannot run TypeScript by itself):
// loads it through Vite's module runner and calls its `main(args)`; the exit code is its result.
//   node scripts/run-ts.mjs scripts/ops/launch-check.ts [args...]
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node scripts/run-ts.mjs <script.ts> [args...]');
  process.exit(2);
}
const nodeEnv = process.env.NODE_ENV;
const { module } = await runnerImport(resolve(file), { configFile: false, logLevel: 'silent' });
// Vite's runner sets NODE_ENV to "development" for the process; a build or server a script starts
// would inherit it (a production build would bundle React's development code), so it goes back.
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;
try {
  process.exitCode = await module.main(args);
} catch (error) {
  // The scripts explain expected failures themselves; anything else still gets one line.
  console.error(`${file} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
