/**
 * The content editor at /admin: Decap CMS from its npm package (served from our origin, no CDN),
 * the configuration generated from the content schemas, and src/admin/admin.ts (which adds the
 * schemas' pre-save check), built into dist/admin; its own Content-Security-Policy in
 * dist/_headers. `vite` (dev) serves the same at /admin. Not part of the visitors' site: not
 * precached (vite.config.ts), not answered by the service worker, not in the sitemap, noindex.
 */
import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import { appendFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import type { Plugin } from 'vite';
import { publishedFacts } from './published-facts.ts';
import { cmsConfig, cmsOptionsFrom } from './cms-config.ts';
import { cspHeaderValue, documentHeaders, headersRuleText } from '../build/security-headers.ts';
import type { CspPolicy } from '../build/security-headers.ts';

import { ADMIN_DIR } from './admin-dir.ts';
import { contentDefines } from '../build/content-defines.ts';
import { outDirOf } from '../build/out-dir.ts';

/** Decap's prebuilt bundle, the chunks it loads on demand, their WebAssembly and licence. */
export function decapFiles(): { dir: string; files: string[] } {
  const dir = join(
    dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')),
    'dist',
  );
  const files = readdirSync(dir).filter((file) =>
    /^(?:decap-cms\.js(?:\.LICENSE\.txt)?|\d+\.decap-cms\.js|[0-9a-f]+\.wasm)$/.test(file),
  );
  return { dir, files };
}

/**
 * The editor's policy: its scripts from our origin ('unsafe-eval' for Decap's bundle), inline
 * styles (its CSS-in-JS), GitHub's API and avatars and Netlify's sign-in, and the local proxy
 * for `npm run cms` when given (a build on Netlify leaves it out: Decap uses the proxy only on
 * localhost).
 */
export function adminContentSecurityPolicy(localBackendUrl?: string): CspPolicy {
  const localProxy = localBackendUrl ? [new URL(localBackendUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'blob:',
      'https://api.github.com',
      'https://api.netlify.com',
      ...localProxy,
    ],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The editor's opener policy: it keeps the tie to the popups it opens, which the GitHub sign-in
 * through Netlify needs (the popup answers through `window.opener.postMessage`); the pages'
 * `same-origin` would cut it and the sign-in would never finish.
 */
export const ADMIN_OPENER_POLICY = 'same-origin-allow-popups';

/**
 * The headers of /admin: the pages' document headers with the editor's own policy and opener
 * policy, and noindex. No page rule matches /admin (the pages' rules name each page), so each
 * header has one value.
 */
export function adminHeaders(localBackendUrl?: string): Record<string, string> {
  return {
    'Content-Security-Policy': cspHeaderValue(adminContentSecurityPolicy(localBackendUrl)),
    ...documentHeaders,
    'Cross-Origin-Opener-Policy': ADMIN_OPENER_POLICY,
    'X-Robots-Tag': 'noindex',
  };
}

/** The `_headers` rule of /admin (Netlify's `/admin/*` also matches `/admin` and `/admin/`). */
export function adminHeadersRule(localBackendUrl?: string): string {
  return headersRuleText(`/${ADMIN_DIR}/*`, adminHeaders(localBackendUrl));
}

export function cmsAdmin(env: Record<string, string | undefined> = process.env): Plugin {
  const options = cmsOptionsFrom(env);
  let root = process.cwd();
  let outDir = 'dist';
  let isSsr = false;
  const page = () => readFileSync(join(root, 'src/admin/index.html'), 'utf8');
  return {
    name: 'agency:cms-admin',
    configResolved(config) {
      root = config.root;
      outDir = outDirOf(config);
      isSsr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      const { dir, files } = decapFiles();
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (path === `/${ADMIN_DIR}`) {
          response.writeHead(301, { location: `/${ADMIN_DIR}/` }).end();
        } else if (path === `/${ADMIN_DIR}/` || path === `/${ADMIN_DIR}/index.html`) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page());
        } else if (path === `/${ADMIN_DIR}/config.json`) {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(cmsConfig(options)));
        } else if (path === `/${ADMIN_DIR}/published.json`) {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(publishedFacts(root)));
        } else if (path === `/${ADMIN_DIR}/admin.js`) {
          request.url = '/src/admin/admin.ts';
          next();
        } else if (files.includes(path.slice(ADMIN_DIR.length + 2))) {
          const type = path.endsWith('.wasm') ? 'application/wasm' : 'text/javascript';
          response.writeHead(200, { 'content-type': type });
          createReadStream(join(dir, path.slice(ADMIN_DIR.length + 2))).pipe(response);
        } else next();
      });
    },
    // Client build only; after the pages are written (sequential, last: a failure here is the
    // error the build reports, not a later plugin's complaint about missing pages), before the
    // precache list is made (which leaves admin/ out).
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (isSsr) return;
        const target = join(outDir, ADMIN_DIR);
        mkdirSync(target, { recursive: true });
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            publicDir: false,
            // The schemas check links against the service pages: the editor gets the published
            // ones, computed as the site's build computes them.
            define: contentDefines(root),
            build: {
              outDir: target,
              emptyOutDir: false,
              target: 'es2022',
              lib: {
                entry: join(root, 'src/admin/admin.ts'),
                formats: ['es'],
                fileName: () => 'admin.js',
              },
            },
          });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`The content editor (/${ADMIN_DIR}/) did not build: ${reason}`);
        }
        await writeFile(join(target, 'index.html'), page());
        await writeFile(join(target, 'config.json'), JSON.stringify(cmsConfig(options), null, 2));
        await writeFile(join(target, 'published.json'), JSON.stringify(publishedFacts(root)));
        const { dir, files } = decapFiles();
        for (const file of files) copyFileSync(join(dir, file), join(target, file));
      },
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error || isSsr || !existsSync(join(outDir, '_headers'))) return;
        // On Netlify (NETLIFY=true) the production editor's policy leaves the local proxy out.
        const proxy = env.NETLIFY === 'true' ? undefined : options.localBackendUrl;
        await appendFile(join(outDir, '_headers'), adminHeadersRule(proxy));
      },
    },
  };
}
