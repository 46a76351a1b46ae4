// netlify-cli's local server (netlify serve/dev) crashes on a malformed URL such as /%E0%A4%A
// because it calls decodeURIComponent without a guard. Production Netlify answers such URLs
// with the 404 page; this makes the local server do the same. Runs on postinstall; idempotent.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const files = [
  'node_modules/netlify-cli/dist/utils/rules-proxy.js',
  'node_modules/netlify-cli/dist/utils/proxy.js',
];
const marker = '__safeDecodeURIComponent';
const helper = `\nfunction ${marker}(value) {\n  try {\n    return decodeURIComponent(value);\n  } catch {\n    return value;\n  }\n}\n`;

// Its static server (fastify) answers such URLs with a JSON 400; answer with the 404 page.
const staticServer = 'node_modules/netlify-cli/dist/utils/static-server.js';
if (existsSync(staticServer)) {
  const source = readFileSync(staticServer, 'utf8');
  if (!source.includes('frameworkErrors')) {
    writeFileSync(
      staticServer,
      source
        .replace(
          'const server = Fastify();',
          `const server = Fastify({
        frameworkErrors: (_error, _req, reply) => {
            reply.code(404).type('text/html; charset=utf-8').send(fs.readFileSync(path.join(path.resolve(settings.dist), '404.html')));
        },
    });`,
        )
        .replace("import path from 'path';", "import fs from 'fs';\nimport path from 'path';"),
    );
    console.log(`patched ${staticServer}: malformed URLs get the 404 page`);
  }
}

for (const file of files) {
  if (!existsSync(file)) continue; // netlify-cli not installed (production-only install)
  const source = readFileSync(file, 'utf8');
  if (source.includes(marker)) continue;
  writeFileSync(file, source.replace(/\bdecodeURIComponent\(/g, `${marker}(`) + helper);
  console.log(`patched ${file}: malformed URLs no longer crash the local server`);
}
