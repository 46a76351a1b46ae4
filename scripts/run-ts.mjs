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
const { module } = await runnerImport(resolve(file), { configFile: false, logLevel: 'silent' });
try {
  process.exitCode = await module.main(args);
} catch (error) {
  // The scripts explain expected failures themselves; anything else still gets one line.
  console.error(`${file} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
