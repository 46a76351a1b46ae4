import { describe, expect, it } from 'vitest';
import { PK_SECOND_LEVEL_SUFFIXES, SUGGESTION_SUFFIXES } from './domain-rules';
import {
  dohUrl,
  lookupOrigins,
  rdapRedirectorBases,
  rdapUrls,
  registryRdapBases,
} from './lookup-sources';

describe('lookup sources', () => {
  it('has a registry endpoint for com, net, org, io, co, ai, app and dev', () => {
    for (const tld of ['com', 'net', 'org', 'io', 'co', 'ai', 'app', 'dev']) {
      expect(rdapUrls(`brand.${tld}`)[0]).toBe(`${registryRdapBases[tld]}domain/brand.${tld}`);
      expect(rdapUrls(`brand.${tld}`)).toHaveLength(3);
    }
  });

  it('sends .pk and its second levels to the two redirectors (PKNIC has no RDAP)', () => {
    for (const suffix of ['pk', ...PK_SECOND_LEVEL_SUFFIXES]) {
      expect(rdapUrls(`brand.${suffix}`)).toEqual(
        rdapRedirectorBases.map((base) => `${base}domain/brand.${suffix}`),
      );
    }
  });

  it('does not mistake an inherited property for a registry', () => {
    expect(rdapUrls('brand.constructor')).toHaveLength(2);
  });

  it('builds the DNS-over-HTTPS NS query', () => {
    expect(dohUrl('brand.com.pk')).toBe(
      'https://cloudflare-dns.com/dns-query?name=brand.com.pk&type=NS',
    );
  });

  it('lists every origin any lookup may contact, once, for the CSP connect-src', () => {
    const contacted = new Set<string>();
    for (const suffix of [...SUGGESTION_SUFFIXES, 'xyz']) {
      for (const url of [...rdapUrls(`brand.${suffix}`), dohUrl(`brand.${suffix}`)]) {
        contacted.add(new URL(url).origin);
      }
    }
    expect(new Set(lookupOrigins)).toEqual(contacted);
    expect(lookupOrigins).toHaveLength(new Set(lookupOrigins).size);
    for (const origin of lookupOrigins) expect(origin).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  });
});
