/**
 * `npm run deploy`: the launch check first, then `netlify deploy --prod` (which builds first).
 * A production deploy is refused while sample values remain, unless the operator asks for a
 * demo site with `npm run deploy -- --allow-sample`. Any other arguments go to `netlify deploy`.
 */
import { spawn } from 'node:child_process';
import { findSampleValues, formatSampleValues } from './launch-check';

export const ALLOW_SAMPLE_FLAG = '--allow-sample';
/** The Node major Netlify runs the function on (.nvmrc); a CLI build passes its own on. */
export const DEPLOY_NODE_MAJOR = 22;

export type Runner = (command: string, args: string[]) => Promise<number>;

/** Runs a command with the terminal attached; resolves with its exit code. */
const runInTerminal: Runner = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });

export async function main(
  args: string[],
  root = process.cwd(),
  run: Runner = runInTerminal,
  print: (text: string) => void = console.log,
  nodeVersion: string = process.versions.node,
): Promise<number> {
  if (Number(nodeVersion.split('.')[0]) < DEPLOY_NODE_MAJOR)
    print(
      `Warning: this is Node ${nodeVersion}. The function will run on the Node version that builds it; deploy from Node ${DEPLOY_NODE_MAJOR} (nvm use).`,
    );
  const allowSample = args.includes(ALLOW_SAMPLE_FLAG);
  const netlifyArgs = args.filter((arg) => arg !== ALLOW_SAMPLE_FLAG);
  const found = await findSampleValues(root);
  print(formatSampleValues(found));
  if (found.length > 0) {
    if (!allowSample) {
      print(
        `\nProduction deploy refused: the site still holds sample values. To publish a demo site with them on purpose, run: npm run deploy -- ${ALLOW_SAMPLE_FLAG}`,
      );
      return 1;
    }
    print(`\n${ALLOW_SAMPLE_FLAG}: deploying a demo site with its sample values.`);
  }
  return run('netlify', ['deploy', '--prod', ...netlifyArgs]);
}
