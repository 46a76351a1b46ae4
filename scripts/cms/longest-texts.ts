/**
 * The site with every limited text of the single data files (the shared blocks, the page texts,
 * the plans, the package, the about page) at the longest its schema allows: written into a copy
 * of the project, checked by the build's own content check and rendered by the site's own server
 * renderer (src/entry-server.tsx) with the values the build defines from the data. Used by
 * `npm run test:content-edits` (each text shown whole) and by the browser test that lays these
 * pages out on a 360 px phone (e2e/longest-texts.spec.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import { contentFiles } from '../../src/content/content-files.schema';
import { checkContent } from '../build/content-check';
import { contentDefines } from '../build/content-defines';
import { fieldChecksModule } from '../build/field-checks-module';
import { iconSprite } from '../build/icon-sprite';
import { responsiveImages } from '../build/images';
import { lookupHostsModule } from '../build/lookup-hosts-module';
import { vitalsSummaryModule } from '../build/vitals-summary-module';
import { jsonSchemaOf } from './cms-config';

const DATA = 'src/content/data';

export interface RenderedPage {
  path: string | null;
  head: string;
  html: string;
}

interface JsonSchemaNode {
  type?: string;
  maxLength?: number;
  pattern?: string;
  items?: JsonSchemaNode;
  properties?: Record<string, JsonSchemaNode>;
}

/** Words up to exactly `length` characters, marked `mark` so that no two are the same. */
export const longestText = (length: number, mark: number) =>
  `${mark} ${'Excellent work, '.repeat(Math.ceil(length / 16))}`
    .slice(0, length)
    .trimEnd()
    .padEnd(length, 'x');

/**
 * Writes every limited text of the single data files in the copy at `copy` at its longest (texts
 * with a pattern keep their value: a pattern is a format, not words) and returns the texts
 * written.
 */
export function writeLongestTexts(copy: string): string[] {
  const written: string[] = [];
  let mark = 0;
  const fill = (value: unknown, schema: JsonSchemaNode): unknown => {
    if (schema.type === 'string' && schema.maxLength !== undefined && !schema.pattern) {
      const text = longestText(schema.maxLength, (mark += 1));
      written.push(text);
      return text;
    }
    if (Array.isArray(value) && schema.items) return value.map((item) => fill(item, schema.items!));
    if (value && typeof value === 'object' && schema.properties)
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          schema.properties![key] ? fill(item, schema.properties![key]) : item,
        ]),
      );
    return value;
  };
  for (const { file, schema } of contentFiles) {
    if (!file?.startsWith(DATA)) continue;
    const value = JSON.parse(readFileSync(join(copy, file), 'utf8')) as unknown;
    const filled = fill(value, jsonSchemaOf(schema) as JsonSchemaNode);
    writeFileSync(join(copy, file), `${JSON.stringify(filled, null, 2)}\n`);
  }
  return written;
}

/** A copy of the project at `repo` (sources, public files, its installed packages). */
export function copyProject(repo: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'content-edits-'));
  cpSync(join(repo, 'src'), join(copy, 'src'), { recursive: true });
  cpSync(join(repo, 'package.json'), join(copy, 'package.json'));
  cpSync(join(repo, 'public'), join(copy, 'public'), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/**
 * A Vite server that renders the copy at `root` as the prerenderer does (no production bundle),
 * with `define` for the values the build computes from the data.
 */
export function rendererServer(
  root: string,
  define: Record<string, string> = {},
): Promise<ViteDevServer> {
  return createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    define,
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    plugins: [
      react(),
      iconSprite(),
      lookupHostsModule(),
      fieldChecksModule(),
      vitalsSummaryModule(),
      responsiveImages({ sources: [DATA, 'src/config'] }),
    ],
  });
}

/** Every page of the copy the server holds, rendered as the prerenderer renders it. */
export async function renderWith(server: ViteDevServer): Promise<RenderedPage[]> {
  server.moduleGraph.invalidateAll();
  const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
    renderAll: () => Promise<RenderedPage[]>;
  };
  return entry.renderAll();
}

export interface LongestSite {
  /** The content check's refusals of the longest texts (none: they are all allowed). */
  refused: string[];
  /** The texts written, each at its limit. */
  written: string[];
  /** Every page, rendered with them. */
  pages: RenderedPage[];
}

/**
 * The project at `repo` with every limited text at its longest, checked and rendered (no pages
 * when the check refuses them). The copy is removed afterwards.
 */
export async function longestSite(repo: string): Promise<LongestSite> {
  const copy = copyProject(repo);
  const cwd = process.cwd();
  try {
    const written = writeLongestTexts(copy);
    const refused = checkContent(copy);
    if (refused.length) return { refused, written, pages: [] };
    // The heads' facts are read relative to the project where no bundler defines them.
    process.chdir(copy);
    const server = await rendererServer(copy, contentDefines(copy));
    try {
      return { refused, written, pages: await renderWith(server) };
    } finally {
      await server.close();
    }
  } finally {
    process.chdir(cwd);
    rmSync(copy, { recursive: true, force: true });
  }
}
