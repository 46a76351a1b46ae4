import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { routeAliases } from '../../src/config/route-aliases';
import { ADMIN_OPENER_POLICY, adminHeadersRule } from '../cms/cms-admin';
import { editorUploadFolders } from '../cms/cms-config';
import { documentHeaders, headersFileText, policyRules } from './security-headers';

// The header rules of a build, as Netlify matches them (its own parser): netlify.toml and the
// `_headers` file the build writes, here for the pages of the route table. The local
// `netlify serve` always answers `max-age=0`, so this is where Cache-Control is checked.
const pages = new Map<string, string>([
  ['404.html', '<html></html>'],
  ...routes.map(({ path }): [string, string] => [
    path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
    '<html></html>',
  ]),
]);
const dir = mkdtempSync(join(tmpdir(), 'header-rules-'));
const headersFile = join(dir, '_headers');
writeFileSync(
  headersFile,
  headersFileText(policyRules(pages, {}, routeAliases)) + adminHeadersRule(),
);
const { headers, errors } = await parseAllHeaders({
  netlifyConfigPath: 'netlify.toml',
  headersFiles: [headersFile],
  configHeaders: [],
  minimal: false,
});

/** Every value of a header that applies to a path (Netlify joins them all). */
const valuesFor = (path: string, name: string) =>
  headers
    .filter((rule) => 'forRegExp' in rule && rule.forRegExp.test(path))
    .map((rule) => rule.values[name])
    .filter(Boolean);

describe('header rules (netlify.toml and the generated _headers)', () => {
  it('parse without errors', () => {
    expect(errors).toEqual([]);
  });

  it('revalidate the service worker, the manifest and the HTML files', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/404.html', '/index.html'])
      expect(valuesFor(path, 'Cache-Control'), path).toEqual(['no-cache']);
  });

  it('give every page of the route table, with or without a trailing slash, one value of each document header', () => {
    for (const { path } of routes)
      for (const variant of new Set([path, `${path.replace(/\/$/, '')}/`]))
        for (const [name, value] of Object.entries(documentHeaders))
          expect(valuesFor(variant, name), `${variant} ${name}`).toEqual([value]);
  });

  it('turn off the powerful features the site never uses, naming only features browsers ship', () => {
    const features = documentHeaders['Permissions-Policy']!.split(', ').map((entry) => {
      const [feature, allow] = entry.split('=');
      expect(allow, feature).toBe('()');
      return feature;
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(features).toContain(feature);
    // FLoC's feature, withdrawn: no browser knows the name, so it only costs every page bytes.
    expect(features).not.toContain('interest-cohort');
  });

  it('give /admin/ its own opener policy and no page header: one value of each', () => {
    for (const path of ['/admin', '/admin/', '/admin/index.html']) {
      expect(valuesFor(path, 'Cross-Origin-Opener-Policy'), path).toEqual([ADMIN_OPENER_POLICY]);
      expect(valuesFor(path, 'X-Frame-Options'), path).toEqual(['DENY']);
      expect(valuesFor(path, 'Content-Security-Policy'), path).toHaveLength(1);
      expect(valuesFor(path, 'Content-Security-Policy')[0]).toContain("'unsafe-eval'");
      expect(valuesFor(path, 'Cache-Control'), path).toEqual(['no-cache']);
    }
    // The production editor's policy reaches no local proxy.
    expect(valuesFor('/admin/', 'Content-Security-Policy')[0]).not.toContain('localhost');
  });

  it('sandbox every folder the editor uploads to, folder by folder: one policy, no script', () => {
    const folders = editorUploadFolders();
    // The portfolio's screenshots and the articles' and case studies' images at least.
    expect(folders.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/images/portfolio/', '/images/insights/']),
    );
    for (const { path } of folders)
      for (const file of ['shot.png', 'page.html', 'sub/drawing.svg']) {
        const [policy, ...others] = valuesFor(`${path}${file}`, 'Content-Security-Policy');
        expect(others, `${path}${file}`).toEqual([]);
        expect(policy, `${path}${file}`).toMatch(/^sandbox; default-src 'none'/);
        expect(policy).not.toMatch(/script-src/);
      }
  });

  it('give each feed one policy that allows nothing', () => {
    for (const path of ['/insights/rss.xml', '/insights/atom.xml'])
      expect(valuesFor(path, 'Content-Security-Policy'), path).toEqual(["default-src 'none'"]);
  });

  it('cache hashed build assets for a year, immutable, and nothing else', () => {
    for (const path of ['/assets/index-DuGQ1qEJ.js', '/assets/index-DqAL13Yp.css'])
      expect(valuesFor(path, 'Cache-Control'), path).toEqual([
        'public, max-age=31536000, immutable',
      ]);
    expect(valuesFor('/icons/icon-512.png', 'Cache-Control')).toEqual([]);
    expect(valuesFor('/brand/logo-dark.svg', 'Cache-Control')).toEqual([]);
    expect(valuesFor('/assets/index-DuGQ1qEJ.js', 'X-Frame-Options')).toEqual([]);
  });
});
