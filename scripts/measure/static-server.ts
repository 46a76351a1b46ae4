// A small static server for dist/ that behaves like Netlify's CDN where it matters for
// measurements: pretty URLs (/a -> /a/index.html), 404.html with status 404, gzip for text,
// immutable caching for hashed assets. Used by the audit (netlify serve does not compress).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import { pageFileFor } from '../../src/lib/route-paths.js';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};
/** Files sent compressed, as Netlify's CDN sends them (budgets count these gzipped too). */
export const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.xml',
  '.txt',
]);

export function startStaticServer(distDir: string, port: number): Promise<Server> {
  const root = resolve(distDir);
  const fileFor = (pathname: string) => {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const candidate = normalize(join(root, path));
    if (!candidate.startsWith(root)) return null;
    for (const file of [candidate, join(root, pageFileFor(candidate.slice(root.length)))]) {
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    return null;
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const found = fileFor(url.pathname);
    const file = found ?? join(root, '404.html');
    res.statusCode = found ? 200 : 404;
    const ext = extname(file);
    res.setHeader('content-type', types[ext] ?? 'application/octet-stream');
    res.setHeader(
      'cache-control',
      url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    );
    if (compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('vary', 'accept-encoding');
      createReadStream(file)
        .pipe(createGzip({ level: 9 }))
        .pipe(res);
    } else createReadStream(file).pipe(res);
  });
  return new Promise<Server>((resolveStart) =>
    server.listen(port, '127.0.0.1', () => resolveStart(server)),
  );
}
