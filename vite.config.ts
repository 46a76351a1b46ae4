import netlify from '@netlify/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGraph } from './scripts/chunk-graph';
import { cmsAdmin } from './scripts/cms-admin';
import { contentCheck } from './scripts/content-check';
import { inlineContentAdditions } from './scripts/csp-hashes';
import { cssPurge } from './scripts/css-purge';
import { iconSprite } from './scripts/icon-sprite';
import { prerender } from './scripts/prerender-plugin';
import { securityHeaders } from './scripts/security-headers';
import { describeBuildSite, resolveBuildSite } from './scripts/site-origin';
import { brand, siteOrigin } from './src/config/site';
import { webManifest } from './src/features/pwa/web-manifest';
import {
  ALERT_KINDS_BUILD_VARIABLE,
  configuredAlertKinds,
} from './src/features/contact/alert-channels';

/**
 * Chunks loaded after the first paint on every page: the layout's idle parts (back to top,
 * WhatsApp card, install dock, outbox indicator) and what the load event
 * brings (the worker's registration, the check whether the outbox's page side has work), with
 * what they import. One chunk instead of sixteen: each was fetched on every page anyway, and
 * each request costs its own response headers. The outbox's page side itself is loaded only
 * when it has work.
 */
const laterModules =
  /[\\/]src[\\/](components[\\/](back-to-top|whatsapp-card)|features[\\/]pwa[\\/](pwa-dock|register-service-worker)|features[\\/]contact[\\/](outbox-indicator|outbox-wake|contact-protocol))\.tsx?$/;
/** The home page's idle parts that no other page uses: one chunk instead of five. */
const homeLaterModules =
  /[\\/]src[\\/]features[\\/](pricing[\\/]hero-package-offer|services[\\/]service-tabs)\.tsx?$/;

/**
 * The layout's parts served as is (footer, top banner): one chunk, loaded from the first
 * client-side navigation on.
 */
const layoutLinksModules = /[\\/]src[\\/]components[\\/](site-footer|top-banner)\.tsx$/;
/** The hosting plans with their currency switch: one chunk where two always load together. */
const plansModules =
  /[\\/]src[\\/](features[\\/]pricing[\\/](hosting-plans-section|currency-selector|currency)\.tsx?|content[\\/](hosting-plans\.ts|data[\\/]hosting-plans\.json))$/;
/**
 * The contact page with its form and the modules it sends with, which the outbox's page side
 * shares: one chunk, not two on /contact (the outbox's page side, loaded only when it has work,
 * loads the form's code with them).
 */
const contactModules =
  /[\\/]src[\\/](features[\\/]contact[\\/](contact-draft|sent-copies|send-contact-message|contact-form|contact-field|new-submission-id)\.tsx?|pages[\\/]contact-page\.tsx|content[\\/]data[\\/]pages[\\/]contact\.json)$/;

/**
 * The portfolio page with its cards and projects, which the home page's teaser shares (loaded
 * only to render it after a navigation): one chunk, not two on /portfolio.
 */
const portfolioModules =
  /[\\/]src[\\/](features[\\/]portfolio[\\/](portfolio-card|portfolio-gallery|use-portfolio-filter)\.tsx?|pages[\\/]portfolio-page\.tsx|content[\\/](portfolio\.ts|portfolio-categories\.ts|data[\\/]pages[\\/]portfolio\.json|data[\\/]portfolio[\\/][^\\/]+\.json))$/;

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

  return {
    plugins: [
      // Every content data file valid, or no build at all.
      contentCheck(),
      react(),
      iconSprite(),
      command === 'serve' &&
        netlify({
          // No edge functions here; emulating them needs a Deno release the CLI accepts.
          edgeFunctions: { enabled: false },
          database: { enabled: false },
          aiGateway: { enabled: false },
        }),
      !isSsrBuild && prerender({ indexable: site.indexable }),
      // .dist-chunks.json (beside dist/, not published): what `npm run budgets` follows to find
      // a page's whole load.
      !isSsrBuild && chunkGraph(),
      // dist/_headers: the Content-Security-Policy, its connect-src built from the checker's table
      // and the hashes of the pages' inline scripts.
      !isSsrBuild && securityHeaders(inlineContentAdditions),
      // The content editor at /admin (scripts/cms-admin.ts): its own files and policy.
      cmsAdmin(),
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
            globPatterns: ['**/*.{js,css,html,svg,png,ico,json}'],
            // Only for crawlers and the install dialog: not worth precaching. The content editor
            // (admin/) is for staff, online only.
            globIgnores: ['images/og-image.png', 'images/install-*.png', 'admin/**'],
          },
        }),
    ],
    css: {
      // Only the rules the code uses (scripts/css-purge.ts); the dev server keeps them all.
      postcss: command === 'build' ? { plugins: [cssPurge()] } : {},
      preprocessorOptions: {
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    ssr: {
      // Uses directory imports that Node's ESM loader refuses; bundle it.
      noExternal: ['react-toastify'],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              // The entry and everything it imports at once (React, the shell, the layout's
              // parts) in one chunk: one request instead of a dozen small ones, each of which
              // costs its own headers and round trip on a phone. Pages stay split per route;
              // the parts loaded after the paint are grouped (above), and small modules that
              // three or more pages share go into one `common` chunk rather than one each.
              // docs/performance-levers.md has the figures of each grouping.
              codeSplitting: {
                groups: [
                  { name: 'shell', tags: ['$initial'], priority: 3 },
                  { name: 'later', test: laterModules, priority: 2 },
                  {
                    name: 'home-later',
                    test: homeLaterModules,
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                  { name: 'common', minShareCount: 3, maxModuleSize: 2 * 1024, priority: 0 },
                  {
                    name: 'layout-links',
                    test: layoutLinksModules,
                    priority: 2,
                    includeDependenciesRecursively: false,
                  },
                  // What the home page and the cPanel page both load for their plans.
                  {
                    name: 'plans',
                    test: plansModules,
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'portfolio',
                    test: portfolioModules,
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                  // The contact page and what it sends with (the outbox's page side shares it).
                  {
                    name: 'contact',
                    test: contactModules,
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
    },
  };
});
