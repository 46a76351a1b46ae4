import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes';
import snapshot from '../src/features/domain-check/rdap-bootstrap.json' with { type: 'json' };
import {
  dohEndpoint,
  lookupOrigins,
  rdapRedirectorBases,
  registryRdapBases,
} from '../src/features/domain-check/lookup-sources';
import { contentSecurityPolicy, cspHeaderValue, headersFileText } from './security-headers';

const policy = contentSecurityPolicy();
const csp = cspHeaderValue(policy);
const directive = (name: string) => csp.match(new RegExp(`${name} ([^;]+)`))?.[1]?.split(' ') ?? [];

// The generated _headers file, read by Netlify's own parser as `netlify serve` and the CDN do.
const dir = mkdtempSync(join(tmpdir(), 'csp-'));
writeFileSync(join(dir, '_headers'), headersFileText(policy));
const { headers: rules, errors } = await parseAllHeaders({
  headersFiles: [join(dir, '_headers')],
  netlifyConfigPath: 'netlify.toml',
  configHeaders: [],
  minimal: false,
});
const cspFor = (path: string) =>
  rules
    .filter((rule) => 'forRegExp' in rule && rule.forRegExp.test(path))
    .map((rule) => rule.values['Content-Security-Policy'])
    .filter(Boolean);

describe('Content-Security-Policy generated into dist/_headers', () => {
  it('lets the domain checker reach exactly the RDAP servers of its table, the redirectors and the resolver', () => {
    const connect = directive('connect-src');
    expect(connect[0]).toBe("'self'");
    expect(connect.slice(1)).toEqual([...lookupOrigins]);
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
  });

  it('is strict where it matters', () => {
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('script-src')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
  });

  it('takes further sources in one line, e.g. the hash of an inline script', () => {
    const hash = "'sha256-AbCdEf0123456789AbCdEf0123456789AbCdEf01234='";
    const value = cspHeaderValue(contentSecurityPolicy({ 'script-src': [hash] }));
    expect(value).toContain(`script-src 'self' ${hash};`);
    expect(value.replace(` ${hash}`, '')).toBe(csp);
  });

  it('parses without errors and gives every path exactly one policy', () => {
    expect(errors).toEqual([]);
    const pages = routes.flatMap(({ path }) => [path, `${path.replace(/\/$/, '')}/`]);
    for (const path of [...pages, '/404.html', '/sw.js', '/no-such-page', '/a/b/c/index.html'])
      expect(cspFor(path), path).toEqual([csp]);
  });

  it('is the only policy: netlify.toml sets none', () => {
    const toml = readFileSync(new URL('../netlify.toml', import.meta.url), 'utf8');
    expect(toml).not.toMatch(/^\s*Content-Security-Policy\s*=/m);
  });
});
