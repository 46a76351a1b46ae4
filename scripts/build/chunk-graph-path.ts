import { basename, dirname, join } from 'node:path';

/**
 * Where the client build writes its chunk graph (scripts/build/chunk-graph.ts) and `npm run budgets`
 * reads it: beside the output folder, never in it, since the output folder is what is published
 * and precached. `dist` gives `.dist-chunks.json` in the same parent folder.
 */
export function chunkGraphPath(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}-chunks.json`);
}
