import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { chunkGraphPath } from './chunk-graph-path.ts';
import { outDirOf } from './out-dir.ts';

/** One script chunk: the source modules in it and the chunks it imports, statically or not. */
export interface ChunkNode {
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

/**
 * Vite plugin (client build): writes which source modules each script chunk holds and what it
 * imports, by URL path (`/assets/x.js`), to `.dist-chunks.json` beside the output folder (not in it: that
 * is published). `npm run budgets` follows it
 * to find a page's whole load. (Vite's own manifest does not say which chunk a module went to
 * once modules are grouped into chunks.)
 */
export function chunkGraph(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'agency:chunk-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = outDirOf(config);
    },
    async writeBundle(_options, bundle) {
      const graph: Record<string, ChunkNode> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        graph[`/${item.fileName}`] = {
          modules: item.moduleIds
            .filter((id) => id.startsWith(root) && !id.includes('node_modules'))
            .map((id) => relative(root, id).split('\\').join('/')),
          imports: item.imports.map((file) => `/${file}`),
          dynamicImports: item.dynamicImports.map((file) => `/${file}`),
        };
      }
      await writeFile(chunkGraphPath(outDir), JSON.stringify(graph));
    },
  };
}
