// Entry of `npm run messages`: loads the TypeScript command through Vite's module runner (no
// build step, no extra dependency) and exits with its code. See scripts/ops/messages-command.ts.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./messages-command.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
