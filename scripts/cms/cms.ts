// `npm run cms`: edit the content of this working copy at http://localhost:5173/admin/ without a
// GitHub sign-in. Starts the local proxy (decap-server, MODE=fs: it writes the files here) and
// the development server (vite), and stops both together. Ports: DECAP_SERVER_PORT (8081) and
// CMS_SITE_PORT (5173). The CMS uses the proxy only when opened on localhost.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const proxyPort = process.env.DECAP_SERVER_PORT || '8081';
const sitePort = process.env.CMS_SITE_PORT || '5173';
const env = { ...process.env, DECAP_SERVER_PORT: proxyPort };

export function main(): Promise<number> {
  const children = [
    spawn(
      process.execPath,
      [join(dirname(require.resolve('decap-server/package.json')), 'dist/index.js')],
      {
        env: {
          ...env,
          MODE: 'fs',
          GIT_REPO_DIRECTORY: process.cwd(),
          PORT: proxyPort,
          BIND_HOST: 'localhost',
        },
        stdio: 'inherit',
      },
    ),
    spawn(
      process.execPath,
      [
        join(dirname(require.resolve('vite/package.json')), 'bin/vite.js'),
        '--port',
        sitePort,
        '--strictPort',
      ],
      {
        env,
        stdio: 'inherit',
      },
    ),
  ];
  console.log(
    `Content editor: http://localhost:${sitePort}/admin/ (local proxy on port ${proxyPort})`,
  );

  // Resolves with the exit code once both have stopped: the first to exit (or a signal) ends both.
  return new Promise((resolveExit) => {
    let stopping = false;
    let code = 0;
    let running = children.length;
    function stop(exitCode: number) {
      if (stopping) return;
      stopping = true;
      code = exitCode;
      for (const child of children) if (child.exitCode === null) child.kill();
    }
    for (const child of children)
      child.on('exit', (exitCode) => {
        stop(exitCode ?? 0);
        running -= 1;
        if (!running) resolveExit(code);
      });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
  });
}
