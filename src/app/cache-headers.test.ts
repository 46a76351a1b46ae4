import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

// netlify.toml's Cache-Control rules, matched as Netlify matches them (its own parser). The
// local `netlify serve` always answers `max-age=0`, so this is where the rules are checked.
const { headers, errors } = await parseAllHeaders({
  netlifyConfigPath: 'netlify.toml',
  headersFiles: [],
  configHeaders: [],
  minimal: false,
});

/** Every Cache-Control value that applies to a path (Netlify joins them all). */
const cacheControlFor = (path: string) =>
  headers
    .filter((rule) => 'forRegExp' in rule && rule.forRegExp.test(path))
    .map((rule) => rule.values['Cache-Control'])
    .filter(Boolean);

describe('cache headers in netlify.toml', () => {
  it('parse without errors', () => {
    expect(errors).toEqual([]);
  });

  it('revalidate the service worker, the manifest and the HTML files', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/404.html', '/index.html'])
      expect(cacheControlFor(path), path).toEqual(['no-cache']);
  });

  it('revalidate every page of the route table, with or without a trailing slash', () => {
    for (const { path } of routes) {
      expect(cacheControlFor(path), path).toEqual(['no-cache']);
      expect(cacheControlFor(`${path.replace(/\/$/, '')}/`), path).toEqual(['no-cache']);
    }
  });

  it('cache hashed build assets for a year, immutable, and nothing else', () => {
    for (const path of ['/assets/index-DuGQ1qEJ.js', '/assets/index-DqAL13Yp.css'])
      expect(cacheControlFor(path), path).toEqual(['public, max-age=31536000, immutable']);
    expect(cacheControlFor('/icons/icon-512.png')).toEqual([]);
    expect(cacheControlFor('/images/logo-dark.svg')).toEqual([]);
  });
});
