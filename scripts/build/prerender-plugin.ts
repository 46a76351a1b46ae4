import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { pageFileFor } from '../../src/lib/route-paths.js';
import { robotsTxt, withNoindex } from './site-origin.ts';
import { loadScriptsAfterFirstPaint } from './after-first-paint.js';
import { withLookupPolicy, withNotFoundPolicy } from './security-headers.ts';
import { outDirOf } from './out-dir.ts';
import { readInsights } from './insight-sources.ts';
import { writeInsightFiles } from './insight-files.ts';

/** Where `vite build --ssr src/entry-server.tsx` puts the server bundle. */
export const ssrOutDir = '.ssr';

interface EntryServer {
  renderAll: () => Promise<{ path: string | null; head: string; html: string }[]>;
  routes: readonly {
    path: string;
    canonicalPath?: string;
    noindex?: boolean;
    lastmod?: string;
  }[];
  canonicalUrl: (route: EntryServer['routes'][number]) => string;
}

/**
 * React's mark of a Suspense boundary whose server render failed (the browser is left to render
 * it, and fails again): a built page must never hold one.
 */
const FAILED_BOUNDARY = '<!--$!-->';

/**
 * The page's HTML in the template. Function replacers: a `$` in the content ("Save $$") is
 * text, not a replacement pattern.
 */
export function fillTemplate(template: string, head: string, html: string) {
  return (
    template
      // The template's line breaks and indentation are bytes of the first response, nothing
      // else (it holds no preformatted text).
      .trim()
      .replace(/\n\s*/g, ' ')
      .replace(/> </g, '><')
      // The slash of the head's void elements (`<meta … />`) means nothing to the parser.
      .replace(/\s*\/>/g, '>')
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => html)
  );
}

/** Throws, naming the page and its file, if its HTML holds a failed Suspense boundary. */
export function assertRendered(html: string, path: string, file: string): void {
  if (html.includes(FAILED_BOUNDARY))
    throw new Error(
      `The page ${path} (${file}) has a part whose prerender failed (${FAILED_BOUNDARY}): visitors would see it blank.`,
    );
}

/** A sitemap entry: its URL, and the date it last changed when the page knows it. */
export type SitemapEntry = string | { url: string; lastmod?: string };

export function sitemapXml(urls: SitemapEntry[]): string {
  const entries = urls
    .map((entry) => (typeof entry === 'string' ? { url: entry } : entry))
    .map(({ url, lastmod }) =>
      lastmod
        ? `  <url><loc>${url}</loc><lastmod>${lastmod}</lastmod></url>`
        : `  <url><loc>${url}</loc></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/**
 * After the client build is written (and before the PWA plugin builds its precache list),
 * renders every route of the table into dist/<path>/index.html with its own head, plus
 * 404.html, sitemap.xml and robots.txt. `indexable: false` (deploy previews, branch deploys)
 * marks every page noindex and makes robots.txt disallow everything.
 */
export function prerender(
  options: { indexable?: boolean } = {},
): Plugin<{ pageFiles: () => readonly string[] }> {
  const allowIndexing = options.indexable ?? true;
  let outDir = 'dist';
  let root = process.cwd();
  let failure: unknown;
  /** The page files written, relative to the output folder. */
  const written: string[] = [];
  return {
    name: 'agency:prerender',
    // The pages it wrote: what the security headers count as pages (nothing else is one).
    api: { pageFiles: () => written },
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = outDirOf(config);
    },
    // The build goes on to closeBundle after a writeBundle error, and a later plugin's complaint
    // about the pages that are missing would hide this one: say it again, first.
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        if (failure) throw failure;
      },
    },
    async writeBundle() {
      try {
        await writePages.call(this);
      } catch (error) {
        failure = error;
        throw error;
      }
    },
  };

  async function writePages(this: { info?: (message: string) => void }) {
    const entryFile = pathToFileURL(resolve(root, ssrOutDir, 'entry-server.js')).href;
    const entry = (await import(`${entryFile}?t=${Date.now()}`)) as EntryServer;
    const template = await readFile(join(outDir, 'index.html'), 'utf8');
    if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
      throw new Error('index.html lost its <!--app-head--> or <!--app-html--> placeholder.');
    }
    const pages = await entry.renderAll();
    written.length = 0;
    for (const page of pages) {
      const html = loadScriptsAfterFirstPaint(fillTemplate(template, page.head, page.html));
      const file = join(outDir, page.path === null ? '404.html' : pageFileFor(page.path));
      assertRendered(html, page.path ?? '404', file.slice(root.length + 1));
      await mkdir(dirname(file), { recursive: true });
      // The page's own <meta> policy where it needs one (scripts/build/security-headers.ts).
      const indexed = allowIndexing ? html : withNoindex(html);
      await writeFile(
        file,
        page.path === null ? withNotFoundPolicy(indexed) : withLookupPolicy(indexed),
      );
      written.push(relative(outDir, file));
    }
    const indexable = entry.routes.filter((route) => !route.noindex);
    const urls = [...new Set(indexable.map((route) => entry.canonicalUrl(route)))];
    // Each URL once, with the date its page last changed where it has one (the articles').
    const lastmods = new Map(indexable.map((route) => [entry.canonicalUrl(route), route.lastmod]));
    await writeFile(
      join(outDir, 'sitemap.xml'),
      sitemapXml(urls.map((url) => ({ url, lastmod: lastmods.get(url) }))),
    );
    const origin = new URL(urls[0] ?? 'https://example.com/').origin;
    await writeFile(join(outDir, 'robots.txt'), robotsTxt(origin, allowIndexing));
    // The insights' feeds and social images (scripts/build/insight-files.ts).
    const { articles } = readInsights(root);
    await writeInsightFiles(outDir, origin, articles);
    this.info?.(
      `prerendered ${pages.length} pages, sitemap with ${urls.length} URLs, feeds and ${articles.length} social images`,
    );
  }
}
