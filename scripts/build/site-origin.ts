/**
 * Which public origin a build names in canonical links, Open Graph URLs, the sitemap and
 * robots.txt, and whether search engines may index it. Read once by vite.config.ts.
 */

/** The deploy contexts Netlify sets in CONTEXT; `dev` is local serving. */
const PRODUCTION_CONTEXT = 'production';
const LOCAL_CONTEXT = 'dev';

export interface BuildSite {
  /** The origin without a trailing slash, or undefined: src/config/site.ts keeps its sample. */
  origin: string | undefined;
  /** The variable the origin came from, for the build log. */
  source: 'VITE_SITE_ORIGIN' | 'URL' | 'DEPLOY_PRIME_URL' | undefined;
  /** False on deploy previews and branch deploys: never indexed. */
  indexable: boolean;
  context: string | undefined;
}

const clean = (value: string | undefined): string | undefined =>
  value?.trim().replace(/\/+$/, '') || undefined;

/**
 * VITE_SITE_ORIGIN when set; otherwise Netlify's own build variables: URL (the site's main
 * address) in production, DEPLOY_PRIME_URL (the deploy's own address) in any other deployed
 * context, so a preview's canonical links point to the preview itself.
 */
export function resolveBuildSite(env: Record<string, string | undefined>): BuildSite {
  const context = env.CONTEXT?.trim() || undefined;
  const deployedElsewhere =
    context !== undefined && context !== PRODUCTION_CONTEXT && context !== LOCAL_CONTEXT;
  const explicit = clean(env.VITE_SITE_ORIGIN);
  let origin: string | undefined;
  let source: BuildSite['source'];
  if (explicit) {
    origin = explicit;
    source = 'VITE_SITE_ORIGIN';
  } else if (context === PRODUCTION_CONTEXT && clean(env.URL)) {
    origin = clean(env.URL);
    source = 'URL';
  } else if (deployedElsewhere && clean(env.DEPLOY_PRIME_URL)) {
    origin = clean(env.DEPLOY_PRIME_URL);
    source = 'DEPLOY_PRIME_URL';
  }
  return { origin, source, indexable: !deployedElsewhere, context };
}

/** One line for the build log: which origin, from where, indexed or not. */
export function describeBuildSite(site: BuildSite, fallbackOrigin: string): string {
  const where = site.source
    ? `from ${site.source}`
    : 'the sample origin of src/config/site.ts: set VITE_SITE_ORIGIN';
  const context = site.context ? `, context ${site.context}` : '';
  const indexing = site.indexable ? '' : ', not indexed (noindex, robots.txt disallows all)';
  return `Site origin: ${site.origin ?? fallbackOrigin} (${where}${context})${indexing}`;
}

/** robots.txt: production lists the sitemap; every other deploy disallows everything. */
export function robotsTxt(origin: string, indexable: boolean): string {
  return indexable
    ? `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
}

/** The tag every prerendered page of a deploy that must not be indexed carries. */
export const NOINDEX_META = '<meta name="robots" content="noindex">';

/** Adds the noindex tag to a page's head unless it already has a robots tag. */
export function withNoindex(html: string): string {
  if (/<meta name="robots"/.test(html)) return html;
  return html.replace('</head>', `  ${NOINDEX_META}\n  </head>`);
}
