import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { pageFileFor } from '../src/lib/route-paths';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * A small static server that answers like Netlify does for our build (pretty URLs, 404.html
 * with status 404, the cache headers of netlify.toml), serving whichever directory `root()`
 * names at the moment. The update test switches it from one build to the next.
 */
export async function serveStaticSite(
  root: () => string,
  /** Extra response headers of a path (the content editor's policy from dist/_headers). */
  headersFor: (pathname: string) => Record<string, string> = () => ({}),
) {
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const base = root();
      const relative = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
      let file = join(base, extname(relative) ? relative : pageFileFor(relative));
      let status = 200;
      if (!isFile(file)) {
        status = 404;
        file = join(base, '404.html');
      }
      const cacheControl = relative.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      response.writeHead(status, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': cacheControl,
        ...headersFor(pathname),
      });
      response.end(await readFile(file));
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // `localhost` is a secure context, as service workers require.
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
