// A throw-away working copy of the repository for the content editor's tests: its build served
// like Netlify serves it (with dist/_headers' policy of /admin), and the local proxy (decap-server,
// MODE=fs) editing its files. The repository's own files are never touched.
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serveStaticSite } from './static-site';

const repo = join(import.meta.dirname, '..');

/** The local proxy's port in these tests (npm run cms uses 8081 unless told otherwise). */
export const PROXY_PORT = Number(process.env.DECAP_TEST_PORT ?? 26481);

/** The `Content-Security-Policy` of a path in a build's _headers (the last matching rule wins). */
export function policyFor(headersText: string, pathname: string): string | undefined {
  let policy: string | undefined;
  let matches = false;
  for (const line of headersText.split('\n')) {
    if (line.startsWith('/')) {
      const rule = line.trim();
      matches = rule.endsWith('*') ? pathname.startsWith(rule.slice(0, -1)) : pathname === rule;
    } else if (matches && /^\s+Content-Security-Policy:/.test(line)) {
      policy = line.slice(line.indexOf(':') + 1).trim();
    }
  }
  return policy;
}

export interface WorkingCopy {
  dir: string;
  /** The site's address (localhost: Decap uses the local proxy only there). */
  url: string;
  read(file: string): string;
  /**
   * The file's JSON, or undefined while it is missing or half written: the editor's proxy
   * creates a file empty and then writes it, so a test polls this rather than the file's name.
   */
  json(file: string): unknown;
  /** The file's bytes, or undefined while it is missing (poll until they are the whole file). */
  bytes(file: string): Buffer | undefined;
  /** Builds the copy (as `npm run build`), returning the milliseconds it took. */
  build(): number;
  close(): Promise<void>;
}

/** Copies the repository's tracked and new files (node_modules linked), builds and serves it. */
export async function workingCopy(): Promise<WorkingCopy> {
  const dir = mkdtempSync(join(tmpdir(), 'cms-copy-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(repo, file), join(dir, file));
    } catch {
      // Deleted in the working tree but still tracked: not part of the copy.
    }
  }
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const env = { ...process.env, DECAP_SERVER_PORT: String(PROXY_PORT) };
  const vite = join(repo, 'node_modules/vite/bin/vite.js');
  const build = () => {
    const started = Date.now();
    const run = (args: string[]) =>
      execFileSync(process.execPath, [vite, ...args], { cwd: dir, env, stdio: 'pipe' });
    run(['build', '--ssr', 'src/entry-server.tsx', '--outDir', '.ssr']);
    run(['build']);
    return Date.now() - started;
  };
  build();
  const site = await serveStaticSite(
    () => join(dir, 'dist'),
    (pathname): Record<string, string> => {
      const policy = policyFor(readFileSync(join(dir, 'dist/_headers'), 'utf8'), pathname);
      return policy ? { 'content-security-policy': policy } : {};
    },
  );
  const proxy: ChildProcess = spawn(
    process.execPath,
    [join(repo, 'node_modules/decap-server/dist/index.js')],
    {
      env: {
        ...process.env,
        MODE: 'fs',
        GIT_REPO_DIRECTORY: dir,
        PORT: String(PROXY_PORT),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  await waitForProxy();
  return {
    dir,
    url: site.url,
    read: (file) => readFileSync(join(dir, file), 'utf8'),
    json(file) {
      try {
        return JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
    bytes: (file) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file)) : undefined),
    build,
    async close() {
      proxy.kill();
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForProxy() {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${PROXY_PORT}/api/v1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer on port ${PROXY_PORT} within 15 s`);
}
