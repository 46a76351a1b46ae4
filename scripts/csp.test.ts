import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lookupOrigins } from '../src/features/domain-check/lookup-sources';

const toml = readFileSync(new URL('../netlify.toml', import.meta.url), 'utf8');
const csp = toml.match(/Content-Security-Policy = "([^"]+)"/)?.[1] ?? '';
const directive = (name: string) => csp.match(new RegExp(`${name} ([^;]+)`))?.[1]?.split(' ') ?? [];

describe('Content-Security-Policy in netlify.toml', () => {
  it('lets the domain checker reach exactly its lookup hosts', () => {
    const connect = directive('connect-src');
    expect(connect[0]).toBe("'self'");
    expect(connect.slice(1).sort()).toEqual([...lookupOrigins].sort());
  });

  it('is strict where it matters', () => {
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('script-src')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
  });
});
