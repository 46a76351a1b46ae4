// `npm run build` ends by stamping dist/ with a fingerprint of what it was built from: every file
// of the working tree that git does not ignore (tracked or not, with its content), the .env files
// Vite reads, and the build variables that change the output (the public origin and whether it
// may be indexed, the lead alert kinds, source maps, NODE_ENV). The stamp lives beside dist/ in
// `.dist-build.json`; the build deletes it before it starts, so a failed or interrupted build
// never leaves one.
//   node scripts/run-ts.mjs scripts/build/build-stamp.ts clear          (build start)
//   node scripts/run-ts.mjs scripts/build/build-stamp.ts write          (build end)
//   node scripts/run-ts.mjs scripts/build/build-stamp.ts build-if-stale (netlify serve's build)
// build-if-stale keeps dist/ only when its stamp is the fingerprint of this tree and these
// variables now; otherwise it runs `npm run build`. A stale build is never served.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { configuredAlertKinds } from '../../src/features/contact/alert-channels';
import { resolveBuildSite } from './site-origin.ts';

const root = resolve(import.meta.dirname, '../..');
export const stampFile = (dir = root) => join(dir, '.dist-build.json');

type Env = Record<string, string | undefined>;

/** The variables that change the build's output, as vite.config.ts reads them. */
export function buildVariables(env: Env) {
  const site = resolveBuildSite(env);
  return {
    origin: site.origin ?? '',
    indexable: site.indexable,
    alertKinds: configuredAlertKinds(env).join(','),
    sourcemap: env.SOURCEMAP === '1',
    nodeEnv: env.NODE_ENV ?? '',
  };
}

/** The files a build reads from: the working tree less what git ignores, plus the .env files. */
export function sourceFiles(dir: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter(Boolean);
  const envFiles = ['.env', '.env.local', '.env.production', '.env.production.local'];
  const files = new Set([...listed, ...envFiles.filter((file) => existsSync(join(dir, file)))]);
  // A file deleted but not yet staged is still listed: it is not part of the tree.
  return [...files].filter((file) => existsSync(join(dir, file))).sort();
}

/** The fingerprint of a tree and the variables it is built with. */
export function fingerprint(dir: string, env: Env): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(buildVariables(env)));
  for (const file of sourceFiles(dir)) {
    const path = join(dir, file);
    if (!statSync(path).isFile()) continue;
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

/** The variables as Vite gives them to the build: the process's, then the .env files'. */
function buildEnv(dir: string): Env {
  return { ...loadEnv('production', dir, ''), ...process.env };
}

/** The stamp's fingerprint, or undefined when there is no stamp or no build. */
export function readStamp(dir: string): string | undefined {
  if (!existsSync(join(dir, 'dist', 'index.html')) || !existsSync(stampFile(dir))) return undefined;
  try {
    const stamp = JSON.parse(readFileSync(stampFile(dir), 'utf8')) as { fingerprint?: unknown };
    return typeof stamp.fingerprint === 'string' ? stamp.fingerprint : undefined;
  } catch {
    return undefined;
  }
}

export async function main(args: string[]): Promise<number> {
  const [action] = args;
  if (action === 'clear') {
    rmSync(stampFile(), { force: true });
    return 0;
  }
  if (action === 'write') {
    const stamp = { fingerprint: fingerprint(root, buildEnv(root)), builtAt: new Date() };
    writeFileSync(stampFile(), `${JSON.stringify(stamp, null, 2)}\n`);
    return 0;
  }
  if (action === 'build-if-stale') {
    const stamp = readStamp(root);
    if (stamp !== undefined && stamp === fingerprint(root, buildEnv(root))) {
      console.log('dist/ is the build of this tree: served as it is.');
      return 0;
    }
    console.log(stamp ? 'dist/ is not the build of this tree: building.' : 'No stamped build.');
    return spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1;
  }
  console.error('Usage: build-stamp.ts clear | write | build-if-stale');
  return 2;
}
