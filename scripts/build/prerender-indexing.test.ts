// The prerenderer's output for a deploy that may be indexed (production) and one that may not
// (deploy previews, branch deploys), on a minimal fake build in a temporary folder.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { prerender } from './prerender-plugin';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** A server entry with two routes and the not-found page, as `vite build --ssr` would emit. */
const entryServer = `
export const routes = [
  { path: '/' },
  { path: '/about-us' },
];
export const canonicalUrl = (route) => 'https://www.agency.test' + route.path;
export async function renderAll() {
  return [
    { path: '/', page: 'pages/home-page', head: '<title>Home</title>', html: '<h1>Home</h1>' },
    { path: '/about-us', page: 'pages/home-page', preload: ['content/data/about.json'], head: '<title>About</title>', html: '<h1>About</h1>' },
    { path: null, page: 'pages/home-page', head: '<title>Not found</title>\\n    <meta name="robots" content="noindex" data-rh>', html: '<h1>Oops</h1>' },
  ];
}
`;

async function build(indexable: boolean) {
  const root = await mkdtemp(join(tmpdir(), 'prerender-'));
  roots.push(root);
  await mkdir(join(root, '.ssr'), { recursive: true });
  await mkdir(join(root, 'dist'), { recursive: true });
  await writeFile(join(root, '.ssr', 'entry-server.js'), entryServer);
  await writeFile(
    join(root, 'dist', 'index.html'),
    '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  // The two hooks the plugin defines, called as Vite would.
  const plugin = prerender({ indexable }) as unknown as {
    configResolved: (config: ResolvedConfig) => void;
    writeBundle: (this: unknown, options: unknown, bundle: unknown) => Promise<void>;
  };
  plugin.configResolved({ root, build: { outDir: 'dist' } } as ResolvedConfig);
  const bundle = {
    'assets/home-page.js': {
      type: 'chunk',
      fileName: 'assets/home-page.js',
      facadeModuleId: `${root}/src/pages/home-page.tsx`,
      imports: [],
      viteMetadata: { importedCss: new Set() },
    },
    'assets/about.js': {
      type: 'chunk',
      fileName: 'assets/about.js',
      facadeModuleId: `${root}/src/content/data/about.json`,
      imports: [],
      viteMetadata: { importedCss: new Set() },
    },
  };
  await plugin.writeBundle.call({ info: () => undefined }, {}, bundle);
  const read = (file: string) => readFile(join(root, 'dist', file), 'utf8');
  return {
    robots: await read('robots.txt'),
    home: await read('index.html'),
    about: await read('about-us/index.html'),
    notFound: await read('404.html'),
    sitemap: await read('sitemap.xml'),
  };
}

const noindexTags = (html: string) => html.match(/<meta name="robots" content="noindex"/g) ?? [];

describe('prerendered indexing', () => {
  it('production: pages indexable, robots.txt allows all and names the sitemap', async () => {
    const out = await build(true);
    expect(noindexTags(out.home)).toHaveLength(0);
    expect(noindexTags(out.about)).toHaveLength(0);
    expect(noindexTags(out.notFound)).toHaveLength(1);
    expect(out.robots).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.agency.test/sitemap.xml\n',
    );
    expect(out.sitemap).toContain('<loc>https://www.agency.test/about-us</loc>');
  });

  it('preloads no page chunk: a page is a document, React hydrates only its islands', async () => {
    const out = await build(true);
    for (const page of [out.home, out.about, out.notFound]) {
      expect(page).not.toContain('/assets/home-page.js');
      expect(page).not.toContain('/assets/about.js');
    }
  });

  it('other deploys: every page noindex (once), robots.txt disallows everything', async () => {
    const out = await build(false);
    for (const page of [out.home, out.about, out.notFound])
      expect(noindexTags(page)).toHaveLength(1);
    expect(out.robots).toBe('User-agent: *\nDisallow: /\n');
  });
});
