import { writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';
import { routeAliases } from '../../src/config/route-aliases';
import { lookupOrigins } from '../../src/features/domain-check/lookup-sources';
import { builtPages, cspFallbacks, inlineContentAdditions } from './csp-hashes';
import { outDirOf } from './out-dir.ts';
import { domAttr } from '../../src/lib/dom-contract.ts';
import { ATOM_PATH, RSS_PATH } from './insight-files.ts';
import { editorUploadFolders } from '../cms/cms-config.ts';
import type { UploadFolder } from '../cms/cms-config.ts';

/**
 * The Content-Security-Policy, described as data and written at build time into `dist/_headers`
 * (Netlify applies that file together with netlify.toml, which keeps the other security
 * headers). A policy acts only on documents and workers, so only the pages and the service
 * worker carry it; scripts, styles, images and the manifest do not.
 *
 * script-src: 'self' and the inline scripts' hashes; the search page also 'wasm-unsafe-eval'
 * (see siteSearchAdditions).
 *
 * connect-src: a page may reach its own origin only. A page with the domain checker may reach
 * exactly the RDAP servers of the checker's table, the redirectors and the DNS resolver, about
 * 380 origins (9 KB): sent as a header that would not leave the page's first response room in a
 * server's first congestion window (about 14 KB). So that list travels in the page itself, as a
 * `<meta>` policy first in its head (about 2.7 KB once compressed with the HTML), and the header
 * allows `'self' https:`; a browser enforces both policies, so the page may connect only where
 * both allow: its own origin and the listed origins.
 */
export type CspDirective =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'manifest-src'
  | 'worker-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type CspPolicy = Readonly<Record<CspDirective, readonly string[]>>;

/** Sources to add to some directives, e.g. `{ 'script-src': ["'sha256-…'"] }` for inline scripts. */
export type CspAdditions = Partial<Record<CspDirective, readonly string[]>>;

/** What a page with the domain checker's header allows; its `<meta>` policy narrows it. */
export const checkerPageConnect = ["'self'", 'https:'] as const;

/**
 * The policy: everything from our own origin. img-src allows data: for the SVG icons Bootstrap's
 * CSS embeds. No 'unsafe-eval' or 'unsafe-inline': the pages' inline scripts are added by their
 * hashes (scripts/build/csp-hashes.ts); JSON-LD blocks are data, not executed. connect-src is 'self'
 * unless `connect` says otherwise (see checkerPageConnect).
 */
export function contentSecurityPolicy(
  additions: CspAdditions = {},
  connect: readonly string[] = ["'self'"],
): CspPolicy {
  const base: Record<CspDirective, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': connect,
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = { ...base };
  for (const [name, sources] of Object.entries(additions) as [CspDirective, string[]][])
    policy[name] = [...new Set([...policy[name], ...sources])];
  return policy;
}

/** The same sources, in any order. */
function sameSources(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');
}

/**
 * The header value: `name source source; name source; …`. A directive whose fallback is
 * default-src itself (cspFallbacks) and whose sources are default-src's is left out: a browser
 * applies default-src's sources in its place, so the policy enforced is the same, in fewer bytes
 * of every document's first response. A directive that falls back through another one first
 * (worker-src through child-src and script-src, frame-src through child-src) is always written.
 */
export function cspHeaderValue(policy: CspPolicy): string {
  const fallback = policy['default-src'];
  return Object.entries(policy)
    .filter(
      ([name, sources]) =>
        !(
          fallback &&
          cspFallbacks[name]?.join(' ') === 'default-src' &&
          sameSources(sources, fallback)
        ),
    )
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The domain checker's form, as the prerenderer writes it: the pages that need the lookups. */
export function hasDomainChecker(html: string): boolean {
  return /<form\b[^>]*\sclass="domain-checker-form"/.test(html);
}

/** The site search's island, as the prerenderer writes it: the page that runs Pagefind. */
export function hasSiteSearch(html: string): boolean {
  return html.includes(` ${domAttr.island}="site-search"`);
}

/**
 * What the search page's policy adds: Pagefind's search runs as WebAssembly, which a policy
 * without 'unsafe-eval' allows only with 'wasm-unsafe-eval' (compiling WebAssembly, not `eval`
 * of text). Only that page carries it; every other page's policy stays without it.
 */
export const siteSearchAdditions: CspAdditions = { 'script-src': ["'wasm-unsafe-eval'"] };

/** A page's additions, with the search page's where the page has the search. */
export function withPageAdditions(html: string, additions: CspAdditions): CspAdditions {
  if (!hasSiteSearch(html)) return additions;
  const merged: Partial<Record<CspDirective, readonly string[]>> = { ...additions };
  for (const [name, sources] of Object.entries(siteSearchAdditions) as [CspDirective, string[]][])
    merged[name] = [...(merged[name] ?? []), ...sources];
  return merged;
}

/** The `<meta>` policy of a page with the domain checker: its own origin and the lookup origins. */
export const lookupPolicyMeta = `<meta http-equiv="Content-Security-Policy" content="connect-src 'self' ${byEnding(lookupOrigins).join(' ')}">`;

/**
 * Origins sorted by their text read backwards: origins with the same ending (a registry
 * operator's domain, a country's suffix) side by side, which gzip compresses best (about 50 B
 * less than in alphabetical order). A source list is a set: its order changes no rule.
 */
export function byEnding(origins: readonly string[]): string[] {
  const reversed = (origin: string) => [...origin].reverse().join('');
  return [...origins].sort((a, b) =>
    reversed(a) < reversed(b) ? -1 : reversed(a) > reversed(b) ? 1 : 0,
  );
}

/**
 * A `<meta>` policy, at the start of the head so it covers every script of the page: `policy` without
 * frame-ancestors, which browsers ignore (and report) in a `<meta>`.
 */
export function policyMeta(policy: CspPolicy): string {
  const { 'frame-ancestors': _ignored, ...rest } = policy;
  return `<meta http-equiv="Content-Security-Policy" content="${cspHeaderValue(rest as CspPolicy)}">`;
}

/**
 * Puts a `<meta>` at the start of a page's head: after its `<meta charset>` (which must stay
 * within the first 1024 bytes), before any script.
 */
export function withHeadMeta(html: string, meta: string): string {
  const anchor = html.match(/<meta charset=[^>]*>/i) ?? html.match(/<head\b[^>]*>/);
  if (!anchor) throw new Error('A built page has no <head>.');
  const at = html.indexOf(anchor[0]) + anchor[0].length;
  if (/<script\b/i.test(html.slice(0, at))) throw new Error('A script precedes the <meta> policy.');
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/** A built page as the prerenderer writes it: with the lookup policy if it has the checker. */
export function withLookupPolicy(html: string): string {
  return hasDomainChecker(html) ? withHeadMeta(html, lookupPolicyMeta) : html;
}

/**
 * The not-found page's own policy, in the page: Netlify answers an unknown path with it under
 * that path's headers, which no rule of `_headers` can name without also matching the scripts,
 * images and styles. Its inline scripts are allowed by their hashes, as in the header.
 */
export function withNotFoundPolicy(html: string): string {
  // The same as every page's: its own inline scripts and the speculation rules.
  const policy = contentSecurityPolicy(inlineContentAdditions(new Map([['404.html', html]])));
  return withHeadMeta(html, policyMeta(policy));
}

/** One rule of `_headers`: the path it names, its policy (documents and the worker only). */
export interface PolicyRule {
  path: string;
  policy?: CspPolicy;
}

/**
 * What every page, the not-found page file and the service worker carry besides their policy:
 * revalidation on each request (a new deployment is seen at once) and the headers that act on a
 * document. They are written per page, like the policy, and not as a `/:page` pattern in
 * netlify.toml: such a pattern also matches `/admin/`, whose editor needs its own opener policy
 * (its GitHub sign-in popup reports back through `window.opener`).
 *
 * Permissions-Policy turns off the powerful features the site never uses; it names only features
 * browsers implement (an unknown name is ignored, and costs bytes on every page).
 *
 * HSTS is max-age only: includeSubDomains would lock out subdomains still on plain HTTP
 * (webmail, cPanel); add it, then preload, once every subdomain serves HTTPS.
 */
export const documentHeaders: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-cache',
  'Strict-Transport-Security': 'max-age=63072000',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * Staff's uploads: a file opened directly runs no script and reaches nothing, whatever it holds
 * (the editor keeps the staff member's GitHub token on this origin).
 */
export const UPLOADS_POLICY =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/**
 * One rule per folder the editor can write uploads to (read from its own configuration:
 * scripts/cms/cms-config.ts), each with the uploads' policy.
 */
export function uploadsHeadersRules(folders: readonly UploadFolder[] = editorUploadFolders()) {
  return folders.map(({ path }) => ({
    path: `${path}*`,
    values: { 'Content-Security-Policy': UPLOADS_POLICY },
  }));
}

/**
 * The feeds: XML for readers, never a document that runs anything. A browser that opens one
 * (as XML, or as HTML if a reader's proxy mislabels it) may load nothing and run nothing.
 */
export const FEEDS_POLICY = "default-src 'none'";
export const feedsHeadersRules = [RSS_PATH, ATOM_PATH].map((path) => ({
  path,
  values: { 'Content-Security-Policy': FEEDS_POLICY },
}));

/** What the manifest carries: revalidation only (it is no document). */
const manifestHeaders: Readonly<Record<string, string>> = { 'Cache-Control': 'no-cache' };

/**
 * The paths a built page answers at, as `_headers` patterns: `/` and `/index.html` for the home
 * page, `/a/b/*` for `a/b/index.html` (Netlify's pattern also matches `/a/b` and `/a/b/`), the
 * file itself for any other page (`/404.html`). A page with pages below it (`/portfolio` above
 * `/portfolio/<case study>`) gets its exact paths (Netlify's `/a` also matches `/a/`), so no path
 * matches two rules.
 */
export function pagePatterns(file: string, hasPagesBelow = false): string[] {
  const path = file.split(sep).join('/');
  if (path === 'index.html') return ['/', '/index.html'];
  if (path.endsWith('/index.html')) {
    const route = `/${path.slice(0, -'/index.html'.length)}`;
    return hasPagesBelow ? [route, `${route}/index.html`] : [`${route}/*`];
  }
  return [`/${path}`];
}

/**
 * The rules: each page (by its file under the output folder, with its HTML) gets the policy with
 * `additions` (or the page's own, where `additions` is a function of its HTML: only the inline
 * scripts that page carries), connect-src widened to checkerPageConnect where it has the
 * checker; each alias
 * (a path that serves another route's page) the policy of that page; the service worker the
 * page policy. Every path matches one rule at most (Netlify would join two policies with a
 * comma, `netlify serve` would keep the last).
 */
export function policyRules(
  pages: ReadonlyMap<string, string>,
  additions: CspAdditions | ((html: string) => CspAdditions),
  aliases: Readonly<Record<string, string>> = {},
): PolicyRule[] {
  const additionsOf = typeof additions === 'function' ? additions : () => additions;
  const rules: PolicyRule[] = [
    // The worker runs no inline script of a page.
    { path: '/sw.js', policy: contentSecurityPolicy(additionsOf('')) },
    { path: '/manifest.webmanifest' },
  ];
  const byRoute = new Map<string, CspPolicy>();
  const files = [...pages.keys()].map((file) => file.split(sep).join('/'));
  for (const [file, html] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
    const policy = contentSecurityPolicy(
      withPageAdditions(html, additionsOf(html)),
      hasDomainChecker(html) ? checkerPageConnect : undefined,
    );
    const folder = file
      .split(sep)
      .join('/')
      .replace(/index\.html$/, '');
    const hasPagesBelow =
      folder !== '' &&
      files.some((other) => other !== `${folder}index.html` && other.startsWith(folder));
    for (const path of pagePatterns(file, hasPagesBelow)) rules.push({ path, policy });
    const route = `/${file.split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/';
    byRoute.set(route, policy);
  }
  for (const [alias, target] of Object.entries(aliases)) {
    const policy = byRoute.get(target);
    if (!policy) throw new Error(`Alias ${alias} serves ${target}, which has no page.`);
    rules.push({ path: alias, policy });
  }
  return rules;
}

/** Netlify's `_headers` syntax: a path line, then indented `Name: value` lines. */
export function headersRuleText(path: string, values: Readonly<Record<string, string>>): string {
  const lines = Object.entries(values).map(([name, value]) => `  ${name}: ${value}\n`);
  return `${path}\n${lines.join('')}`;
}

/**
 * The rules as `_headers` text: each page and the worker with its policy and documentHeaders,
 * the manifest with revalidation only, each upload folder and each feed with its own policy.
 */
export function headersFileText(rules: readonly PolicyRule[]): string {
  const lines = rules.map(({ path, policy }) =>
    headersRuleText(
      path,
      policy
        ? { 'Content-Security-Policy': cspHeaderValue(policy), ...documentHeaders }
        : manifestHeaders,
    ),
  );
  for (const rule of [...uploadsHeadersRules(), ...feedsHeadersRules])
    lines.push(headersRuleText(rule.path, rule.values));
  return `# Generated by scripts/build/security-headers.ts at build time. Do not edit.\n${lines.join('')}`;
}

/**
 * Vite plugin (client build): writes `_headers` into the output folder, once the pages are
 * written (the prerenderer writes them in writeBundle; this runs in closeBundle, after it).
 * `pageFiles` names the files the prerenderer wrote, relative to the output folder: only they
 * are pages, and only their inline scripts and styles are added to the policy by hash.
 */
export function securityHeaders(pageFiles: () => readonly string[]): Plugin {
  let outDir = 'dist';
  return {
    name: 'agency:security-headers',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    // After a failed build the pages may be missing: leave the build's own error to be seen.
    async closeBundle(error?: Error) {
      if (error) return;
      const pages = builtPages(outDir, pageFiles());
      // Each page's policy allows the inline scripts it carries, and no other page's.
      const rules = policyRules(
        pages,
        (html) => inlineContentAdditions(new Map([['page', html]])),
        routeAliases,
      );
      await writeFile(join(outDir, '_headers'), headersFileText(rules));
    },
  };
}
