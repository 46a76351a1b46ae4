import { resolve } from 'node:path';
import type { ResolvedConfig } from 'vite';

/** A build's output folder as an absolute path (`--outDir` is relative to the project's root). */
export const outDirOf = (config: ResolvedConfig): string =>
  resolve(config.root, config.build.outDir);
