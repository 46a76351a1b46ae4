import { execFile } from 'node:child_process';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The site built again under another site origin, as a new deployment would be: every page and
 * the main script differ from dist, so the worker finds a new version. Built once per test run
 * in `outputDir` (which Playwright empties when a run starts), by the first worker that asks; a
 * worker that asks meanwhile (the same test in the other engine) waits for that build. Returns
 * the built site's directory.
 */
export async function nextDeployment(outputDir: string): Promise<string> {
  const dir = join(outputDir, '.next-deployment');
  const site = join(dir, 'site');
  const outcome = join(dir, 'outcome');
  await mkdir(outputDir, { recursive: true });
  const first = await mkdir(dir).then(
    () => true,
    () => false,
  );
  if (first) {
    try {
      await run('npx', ['vite', 'build', '--outDir', site, '--emptyOutDir'], {
        // A production build, as a deployment is: the test runner's NODE_ENV would otherwise
        // make Vite bundle React's development build, twice the size, over the precache budget.
        env: {
          ...process.env,
          NODE_ENV: 'production',
          VITE_SITE_ORIGIN: 'https://next.induswebstudio.example',
        },
      });
      await writeFile(outcome, 'built');
    } catch (error) {
      await writeFile(outcome, `failed: ${String(error)}`);
      throw error;
    }
    return site;
  }
  // Another worker is building it: its outcome file appears when the build ends.
  while (!(await exists(outcome))) await new Promise((resolve) => setTimeout(resolve, 250));
  const result = await readFile(outcome, 'utf8');
  if (result !== 'built') throw new Error(`The next deployment's build ${result}`);
  return site;
}
