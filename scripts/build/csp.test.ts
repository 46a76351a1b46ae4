import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { routeAliases } from '../../src/config/route-aliases';
import snapshot from '../../src/features/domain-check/rdap-bootstrap.json' with { type: 'json' };
import {
  dohEndpoint,
  lookupOrigins,
  rdapRedirectorBases,
  registryRdapBases,
} from '../../src/features/domain-check/lookup-sources';
import { pageFileFor } from '../../src/lib/route-paths';
import { cspFallbacks, cspHash, directiveSources, effectiveSources } from './csp-hashes';
import {
  byEnding,
  checkerPageConnect,
  contentSecurityPolicy,
  cspHeaderValue,
  hasDomainChecker,
  hasSiteSearch,
  headersFileText,
  lookupPolicyMeta,
  pagePatterns,
  policyRules,
  securityHeaders,
  withHeadMeta,
  withLookupPolicy,
  withNotFoundPolicy,
} from './security-headers';
import { speculationRules } from '../../src/lib/speculation-rules';

const hash = "'sha256-AbCdEf0123456789AbCdEf0123456789AbCdEf01234='";
const additions = { 'script-src': [hash] };
const plain = cspHeaderValue(contentSecurityPolicy(additions));
const checkerForm = '<form class="domain-checker-form" role="search"></form>';
const searchIsland = '<div data-island="site-search"><form role="search"></form></div>';
const page = (body: string) =>
  `<!doctype html><html><head><meta charset="UTF-8" /><script>1</script></head><body>${body}</body></html>`;

// The built site's pages as the prerenderer writes them: the home page has the checker.
const pages = new Map<string, string>([
  ...routes.map(
    ({ path }) =>
      [
        pageFileFor(path).slice(1),
        page(path === '/' ? checkerForm : path === '/search' ? searchIsland : '<h1>Page</h1>'),
      ] as const,
  ),
  ['404.html', page('<h1>Not found</h1>')],
]);
const rules = policyRules(pages, additions, routeAliases);

// The generated _headers file, read by Netlify's own parser as `netlify serve` and the CDN do.
const dir = mkdtempSync(join(tmpdir(), 'csp-'));
writeFileSync(join(dir, '_headers'), headersFileText(rules));
const { headers: parsed, errors } = await parseAllHeaders({
  headersFiles: [join(dir, '_headers')],
  netlifyConfigPath: 'netlify.toml',
  configHeaders: [],
  minimal: false,
});
const cspFor = (path: string) =>
  parsed
    .filter((rule) => 'forRegExp' in rule && rule.forRegExp.test(path))
    .map((rule) => rule.values['Content-Security-Policy'])
    .filter(Boolean);

describe('Content-Security-Policy generated into dist/_headers', () => {
  it('is strict where it matters', () => {
    const directive = (name: string) => effectiveSources(plain, name);
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('script-src')).toEqual(["'self'", hash]);
    expect(directive('connect-src')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(plain).not.toMatch(/unsafe-eval|unsafe-inline/);
  });

  it('leaves out each directive that only repeats default-src, and enforces the same policy', () => {
    for (const connect of [undefined, [...checkerPageConnect]]) {
      const policy = contentSecurityPolicy(additions, connect);
      const value = cspHeaderValue(policy);
      for (const [name, sources] of Object.entries(policy))
        expect(effectiveSources(value, name)?.sort(), name).toEqual([...sources].sort());
      for (const name of ['style-src', 'font-src', 'manifest-src'])
        expect(value, name).not.toMatch(new RegExp(`(^|; )${name} `));
    }
    expect(plain).not.toMatch(/(^|; )connect-src /);
    // A directive that falls back through another one first is written even when it repeats
    // default-src: worker-src (child-src, script-src), frame-src (child-src).
    expect(directiveSources(plain, 'worker-src')).toEqual(["'self'"]);
    expect(cspHeaderValue({ ...contentSecurityPolicy(), 'frame-src': ["'self'"] })).toMatch(
      /(^|; )frame-src 'self'/,
    );
    // Directives without a fallback are always written.
    for (const name of ['base-uri', 'form-action', 'frame-ancestors'])
      expect(directiveSources(plain, name), name).not.toEqual([]);
  });

  it('reads a directive as a browser applies it: its own sources, else its fallback list', () => {
    const value = "default-src 'self'; script-src 'self' 'sha256-x'; child-src 'none'";
    expect(effectiveSources(value, 'style-src')).toEqual(["'self'"]);
    expect(effectiveSources(value, 'script-src-elem')).toEqual(["'self'", "'sha256-x'"]);
    expect(effectiveSources(value, 'worker-src')).toEqual(["'none'"]);
    expect(effectiveSources(value, 'frame-src')).toEqual(["'none'"]);
    expect(effectiveSources("script-src 'self'", 'worker-src')).toEqual(["'self'"]);
    expect(effectiveSources("script-src 'self'", 'img-src')).toBeNull();
    expect(effectiveSources(value, 'base-uri')).toBeNull();
    expect(effectiveSources('', 'default-src')).toBeNull();
    expect(cspFallbacks['frame-ancestors']).toBeUndefined();
  });

  it('parses without errors and gives every page, alias and the worker exactly one policy', () => {
    expect(errors).toEqual([]);
    const paths = routes.flatMap(({ path }) =>
      path === '/' ? ['/', '/index.html'] : [path, `${path}/`, pageFileFor(path)],
    );
    for (const path of [...paths, ...Object.keys(routeAliases), '/404.html', '/sw.js'])
      expect(cspFor(path), path).toHaveLength(1);
  });

  it("widens connect-src to https: only on the checker's page; every other page and the worker get 'self'", () => {
    for (const path of ['/', '/index.html'])
      expect(effectiveSources(cspFor(path)[0]!, 'connect-src'), path).toEqual(["'self'", 'https:']);
    for (const path of ['/contact', '/services/cpanel-hosting/', '/404.html', '/sw.js'])
      expect(cspFor(path), path).toEqual([plain]);
    expect(cspFor('/services/uiux-design')).toEqual(cspFor('/services/ui-ux-design'));
  });

  it("allows WebAssembly ('wasm-unsafe-eval') on the search page only, never eval", () => {
    for (const path of ['/search', '/search/', '/search/index.html']) {
      expect(cspFor(path), path).toHaveLength(1);
      const scripts = directiveSources(cspFor(path)[0]!, 'script-src');
      expect(scripts, path).toEqual(["'self'", hash, "'wasm-unsafe-eval'"]);
    }
    for (const path of [
      '/',
      '/contact',
      '/faqs',
      '/services/cpanel-hosting/',
      '/404.html',
      '/sw.js',
    ])
      expect(cspFor(path)[0], path).not.toMatch(/unsafe-eval/);
    // The header's search form is on every page: only the search page's island counts.
    expect(hasSiteSearch(page('<form id="header-search" role="search"></form>'))).toBe(false);
    expect(hasSiteSearch(page(searchIsland))).toBe(true);
  });

  it('leaves scripts, styles, images, icons and the manifest without a policy', () => {
    for (const path of [
      '/assets/shell-abc.js',
      '/assets/index-abc.css',
      '/images/hero.webp',
      '/icons/sprite.svg',
      '/favicon.svg',
      '/manifest.webmanifest',
      '/robots.txt',
    ])
      expect(cspFor(path), path).toEqual([]);
  });

  it('is the only policy: netlify.toml sets none', () => {
    const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
    expect(toml).not.toMatch(/^\s*Content-Security-Policy\s*=/m);
  });

  it('names each page by the paths it answers at', () => {
    expect(pagePatterns('index.html')).toEqual(['/', '/index.html']);
    expect(pagePatterns(join('services', 'seo', 'index.html'))).toEqual(['/services/seo/*']);
    expect(pagePatterns('404.html')).toEqual(['/404.html']);
    // A page with pages below it (the portfolio above its case studies): its own paths only.
    expect(pagePatterns(join('portfolio', 'index.html'), true)).toEqual([
      '/portfolio',
      '/portfolio/index.html',
    ]);
  });

  it('gives each page, and its aliases, only the hashes of the inline scripts it carries', () => {
    const own = (html: string) => ({
      'script-src': [...html.matchAll(/<script>(.*?)<\/script>/g)].map(([, body]) => `'${body}'`),
    });
    const files = new Map([
      ['index.html', '<script>home</script>'],
      [join('contact', 'index.html'), '<script>home</script><script>draft</script>'],
      [join('services', 'ui-ux-design', 'index.html'), '<script>home</script>'],
    ]);
    const scriptSrc = (path: string) => {
      const rule = policyRules(files, own, {
        '/services/uiux-design': '/services/ui-ux-design',
      }).find((candidate) => candidate.path === path);
      return effectiveSources(cspHeaderValue(rule!.policy!), 'script-src');
    };
    expect(scriptSrc('/')).toEqual(["'self'", "'home'"]);
    expect(scriptSrc('/contact/*')).toEqual(["'self'", "'home'", "'draft'"]);
    expect(scriptSrc('/services/uiux-design')).toEqual(["'self'", "'home'"]);
    expect(scriptSrc('/sw.js')).toEqual(["'self'"]);
  });

  it('refuses an alias whose page does not exist', () => {
    expect(() => policyRules(pages, additions, { '/x': '/nowhere' })).toThrow(/nowhere/);
  });
});

describe('<meta> policies in the pages', () => {
  it("carries the checker's lookup origins, exactly: the table's registries, the redirectors, the resolver", () => {
    const connect = lookupPolicyMeta.match(/content="connect-src ([^"]+)"/)![1]!.split(' ');
    expect(connect[0]).toBe("'self'");
    expect([...connect.slice(1)].sort()).toEqual([...lookupOrigins].sort());
    expect(connect.slice(1)).toHaveLength(lookupOrigins.length);
    const expected = new Set(
      [
        ...Object.keys(snapshot.servers),
        ...Object.values(registryRdapBases),
        ...rdapRedirectorBases,
        dohEndpoint,
      ].map((url) => new URL(url).origin),
    );
    expect(new Set(connect.slice(1))).toEqual(expected);
    expect(connect).toContain('https://rdap.centralnic.com'); // .xyz
    expect(connect).toContain('https://rdap.identitydigital.services'); // .info
    for (const source of connect.slice(1)) expect(source).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  });

  it('lists the lookup origins with the same ending side by side (the order gzip packs best)', () => {
    const connect = lookupPolicyMeta.match(/content="connect-src ([^"]+)"/)![1]!.split(' ');
    const ending = (origin: string) => [...origin].reverse().join('');
    const endings = connect.slice(1).map(ending);
    expect(endings).toEqual([...endings].sort());
    expect(byEnding(['https://b.x', 'https://a.y', 'https://a.x'])).toEqual([
      'https://a.x',
      'https://b.x',
      'https://a.y',
    ]);
  });

  it('puts the lookup policy only into pages with the checker, after the charset and before every script', () => {
    const home = withLookupPolicy(page(checkerForm));
    expect(home.indexOf(lookupPolicyMeta)).toBeGreaterThan(home.indexOf('<meta charset'));
    expect(home.indexOf(lookupPolicyMeta)).toBeLessThan(home.indexOf('<script'));
    expect(withLookupPolicy(page('<h1>About</h1>'))).toBe(page('<h1>About</h1>'));
    expect(hasDomainChecker('<form class="domain-checker-form">')).toBe(true);
    expect(hasDomainChecker('<p class="domain-checker-form">')).toBe(false);
  });

  it('refuses a page without a head, or with a script before the place of the policy', () => {
    expect(() => withHeadMeta('<p>x</p>', lookupPolicyMeta)).toThrow(/no <head>/);
    expect(() =>
      withHeadMeta('<head><script>1</script><meta charset="UTF-8"></head>', lookupPolicyMeta),
    ).toThrow(/script precedes/);
  });

  it("gives the not-found page the whole policy in the page, with its own inline scripts' hashes", () => {
    const html = withNotFoundPolicy(page('<h1>Not found</h1>'));
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)![1]!;
    // Its own inline scripts and the speculation rules the page's script inserts, as any page.
    expect(effectiveSources(meta, 'script-src')).toEqual([
      "'self'",
      ...[cspHash('1'), cspHash(speculationRules())].sort(),
    ]);
    expect(effectiveSources(meta, 'connect-src')).toEqual(["'self'"]);
    expect(effectiveSources(meta, 'default-src')).toEqual(["'self'"]);
    // Ignored (and reported) by browsers in a <meta>; X-Frame-Options covers framing.
    expect(meta).not.toContain('frame-ancestors');
  });
});

describe('the headers plugin after a failed build', () => {
  it("writes nothing and leaves the build's own error to be seen", async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'failed-build-'));
    const plugin = securityHeaders(() => []) as unknown as {
      configResolved: (config: { root: string; build: { outDir: string } }) => void;
      closeBundle: (error?: Error) => Promise<void>;
    };
    plugin.configResolved({ root: outDir, build: { outDir } });
    // No pages were written: with the build's error it stays quiet, without it, it complains.
    await expect(plugin.closeBundle(new Error('the real cause'))).resolves.toBeUndefined();
    expect(existsSync(join(outDir, '_headers'))).toBe(false);
    await expect(plugin.closeBundle()).rejects.toThrow(/has no page/);
  });
});
