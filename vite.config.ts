import netlify from '@netlify/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGraph } from './scripts/build/chunk-graph';
import { contentDefines } from './scripts/build/content-defines';
import { cmsAdmin } from './scripts/cms/cms-admin';
import { contentCheck } from './scripts/build/content-check';
import { cssPurge } from './scripts/build/css-purge';
import { iconSprite } from './scripts/build/icon-sprite';
import { responsiveImages } from './scripts/build/images';
import { lookupHostsModule } from './scripts/build/lookup-hosts-module';
import { fieldChecksModule } from './scripts/build/field-checks-module';
import { vitalsSummaryModule } from './scripts/build/vitals-summary-module';
import { precacheBudgetCheck } from './scripts/build/precache-budget';
import { prerender } from './scripts/build/prerender-plugin';
import { readInsights } from './scripts/build/insight-sources';
import { searchIndex } from './scripts/build/search-index';
import { searchPrecacheTransform } from './scripts/build/search-precache';
import { securityHeaders } from './scripts/build/security-headers';
import { describeBuildSite, resolveBuildSite } from './scripts/build/site-origin';
import { brand, siteOrigin } from './src/config/site';
import { pageControlsScript } from './src/app/inline-scripts';
import { newestFirst, precacheIgnores } from './src/content/insights';
import { webManifest } from './src/features/pwa/web-manifest';
import { INSIGHT_UPLOADS_PATH } from './src/features/pwa/upload-cache';
import {
  ALERT_KINDS_BUILD_VARIABLE,
  configuredAlertKinds,
} from './src/features/contact/alert-channels';

export default defineConfig(({ mode, command, isSsrBuild }) => {
  // Functions served by the Netlify plugin during `vite` do not see .env by themselves.
  const env = loadEnv(mode, process.cwd(), '');
  for (const [key, value] of Object.entries(env)) process.env[key] ??= value;
  // Vite's dev server is local serving, as `netlify serve` and `netlify dev` say with this flag:
  // without SMTP settings the contact function may write its mail into .mail-outbox/.
  if (command === 'serve') process.env.NETLIFY_LOCAL ??= 'true';
  // The public origin: VITE_SITE_ORIGIN, else Netlify's URL / DEPLOY_PRIME_URL (Vite reads
  // VITE_ variables from process.env after this function, so both builds get it).
  const site = resolveBuildSite(process.env);
  if (site.origin) process.env.VITE_SITE_ORIGIN = site.origin;
  // The lead alert kinds the contact function will send to, read from the same variables with
  // the same code, for the privacy policy's list of recipients (always ours, never a value set
  // by hand). Netlify gives builds and functions the same variables.
  process.env[ALERT_KINDS_BUILD_VARIABLE] = configuredAlertKinds(process.env).join(',');
  if (command === 'build' && !isSsrBuild) console.log(describeBuildSite(site, siteOrigin));

  // The newest articles are precached, the others kept once read (src/content/insights.ts).
  const insights = readInsights(import.meta.dirname);
  const prerendered = prerender({ indexable: site.indexable });
  const search = searchIndex(() => prerendered.api!.pageFiles());

  return {
    // The facts the heads state, the filled-in heads, the service pages and what the browser
    // knows of the insights, computed once from the data files (scripts/build/content-defines.ts).
    define: {
      ...contentDefines(import.meta.dirname),
      // Which bundle: the browser's leaves the server's code out (src/app/insight-routes.ts).
      __SSR_BUILD__: JSON.stringify(Boolean(isSsrBuild)),
    },
    plugins: [
      // Every content data file valid, or no build at all.
      contentCheck(),
      react(),
      iconSprite(),
      // WebP widths of the images the content names (scripts/build/images.ts).
      responsiveImages({
        // The content's data files, and the agency's details (its uploaded logos).
        sources: ['src/content/data', 'src/config'],
        // Articles and case studies are served as prerendered; the browser never renders them.
        serverOnly: [INSIGHT_UPLOADS_PATH],
      }),
      lookupHostsModule(),
      fieldChecksModule(),
      vitalsSummaryModule(),
      command === 'serve' &&
        netlify({
          // No edge functions here; emulating them needs a Deno release the CLI accepts.
          edgeFunctions: { enabled: false },
          database: { enabled: false },
          aiGateway: { enabled: false },
        }),
      !isSsrBuild && prerendered,
      // dist/pagefind/: the site search's index of the pages just written, before the precache
      // list is made (scripts/build/search-index.ts).
      !isSsrBuild && search,
      // .dist-chunks.json (beside dist/, not published): what `npm run budgets` follows to find
      // a page's whole load.
      !isSsrBuild && chunkGraph(),
      // dist/_headers: the Content-Security-Policy, its connect-src built from the checker's table
      // and the hashes of the inline scripts of the pages the prerenderer wrote (no other file).
      !isSsrBuild && securityHeaders(() => prerendered.api!.pageFiles()),
      // The content editor at /admin (scripts/cms/cms-admin.ts): its own files and policy.
      cmsAdmin(),
      command === 'serve' && {
        // The development server's pages are not prerendered: they get the head's inline
        // scripts here (entry-server.tsx puts them in the prerendered pages).
        name: 'agency:dev-page-controls',
        transformIndexHtml: () => [
          { tag: 'script', children: pageControlsScript, injectTo: 'head' as const },
        ],
      },
      {
        // iOS names a home-screen app after this tag (else after the page's long title).
        name: 'agency:ios-app-title',
        transformIndexHtml: () => [
          {
            tag: 'meta',
            attrs: { name: 'apple-mobile-web-app-title', content: brand.shortName },
            injectTo: 'head',
          },
        ],
      },
      // Client build only. The prerender plugin writes the pages in `writeBundle`; this plugin
      // builds the precache list in `closeBundle`, after it, so every page is precached.
      !isSsrBuild &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src',
          filename: 'sw.ts',
          registerType: 'prompt',
          // src/features/pwa registers the worker itself, lazily, with navigator.serviceWorker.
          injectRegister: false,
          manifest: webManifest,
          // The manifest icons are matched by globPatterns already; listing them twice only
          // inflates the entry count.
          includeManifestIcons: false,
          injectManifest: {
            rollupFormat: 'iife',
            // pagefind/: the site search's script, WebAssembly and index (its own budget).
            globPatterns: [
              '**/*.{js,css,html,svg,png,ico,json}',
              'pagefind/**/*.{pagefind,pf_meta,pf_index,pf_fragment,pf_filter}',
            ],
            // Only for crawlers and the install dialog: not worth precaching. The content editor
            // (admin/) is for staff, online only. Staff's uploads (images/portfolio/) would make
            // every first visit download them all: the worker caches each when first shown.
            globIgnores: [
              'images/og-image.png',
              'images/install-*.png',
              'admin/**',
              'images/portfolio/**',
              // Only the newest articles and the list's first page (src/content/insights.ts).
              ...precacheIgnores(insights),
            ],
            // Above its budget, the site search's fragments of articles and case studies, oldest
            // first: the worker keeps each when a search first reads it.
            manifestTransforms: [
              searchPrecacheTransform({
                outDir: () => search.api!.outDir(),
                newestFirst: () =>
                  newestFirst([...insights.articles, ...insights.caseStudies]).map(
                    (item) => item.path,
                  ),
              }),
            ],
          },
        }),
      // After the precache list is written: over its budget, or holding an upload, the build fails.
      !isSsrBuild && precacheBudgetCheck(),
    ],
    css: {
      // Only the rules the code uses (scripts/build/css-purge.ts); the dev server keeps them all.
      postcss: command === 'build' ? { plugins: [cssPurge()] } : {},
      preprocessorOptions: {
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    resolve: {
      alias: {
        // wouter's shim for React before 18: React 19 has useSyncExternalStore itself.
        'use-sync-external-store/shim/index.js': 'react',
      },
    },
    ssr: {
      // Uses directory imports that Node's ESM loader refuses; bundle it.
      noExternal: ['react-toastify'],
    },
    build: {
      target: 'es2022',
      // Every engine the site supports preloads modules itself (Firefox since 115, Safari since
      // 17); one without it only loads the page's modules a little later.
      modulePreload: { polyfill: false },
      sourcemap: process.env.SOURCEMAP === '1',
      reportCompressedSize: false,
      rolldownOptions: isSsrBuild
        ? {
            // One module graph in one file: the prerenderer imports the entry afresh (with a
            // query), and a page chunk importing the entry by its plain name would get a second
            // copy of the modules the entry holds, the islands' context among them.
            output: { codeSplitting: false },
          }
        : {
            output: {
              // The page's script and everything it imports in one chunk: one request instead
              // of several small ones, each of which costs its own headers and round trip on a
              // phone. React and what every island needs to hydrate in one more, loaded only by
              // pages with an island; each island, the dock and the notices stay split by their
              // dynamic imports; small modules they share go into one `common` chunk, but for the
              // estimator's, which only the pages showing an estimate load.
              codeSplitting: {
                groups: [
                  { name: 'shell', tags: ['$initial'], priority: 3 },
                  {
                    name: 'islands',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/](hydrate-island|island-boundary)\.tsx$|src[\\/]components[\\/]hooks[\\/]use-form-takeover\.ts$|src[\\/]config[\\/]site\.(ts|json)$/,
                    priority: 2,
                  },
                  {
                    // The estimator's prices and rules, shared by its island and the contact
                    // form's estimate: loaded only where an estimate is shown.
                    name: 'estimate',
                    test: /src[\\/]content[\\/](estimate-[a-z]+\.ts|estimator\.ts|price-rules\.ts|data[\\/]estimator\.json)$/,
                    priority: 1,
                  },
                  { name: 'common', minShareCount: 2, maxModuleSize: 4 * 1024, priority: 0 },
                ],
              },
            },
          },
    },
  };
});
