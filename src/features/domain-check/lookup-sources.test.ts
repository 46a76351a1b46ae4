import { describe, expect, it } from 'vitest';
import { PK_SECOND_LEVEL_SUFFIXES, SUGGESTION_SUFFIXES } from './domain-rules';
import snapshot from './rdap-bootstrap.json' with { type: 'json' };
import {
  dohUrl,
  isCheckable,
  lookupOrigins,
  rdapRedirectorBases,
  rdapTable,
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
    expect(isCheckable('brand.constructor')).toBe(false);
  });

  it("asks any other suffix's own server from IANA's table first", () => {
    expect(rdapUrls('brand.xyz')[0]).toBe('https://rdap.centralnic.com/xyz/domain/brand.xyz');
    expect(rdapUrls('brand.info')[0]).toBe(
      'https://rdap.identitydigital.services/rdap/domain/brand.info',
    );
    expect(rdapUrls('brand.online')[0]).toMatch(/^https:\/\/[^/]+\/.*domain\/brand\.online$/);
    for (const domain of ['brand.xyz', 'brand.info', 'brand.online', 'brand.uk'])
      expect(isCheckable(domain), domain).toBe(true);
  });

  it('knows that a suffix without any RDAP service cannot be checked, and that .pk can', () => {
    for (const domain of ['brand.zz', 'brand.notatld']) expect(isCheckable(domain)).toBe(false);
    for (const suffix of ['pk', ...PK_SECOND_LEVEL_SUFFIXES])
      expect(isCheckable(`brand.${suffix}`)).toBe(true);
  });

  it('ships a dated snapshot of the IANA registry with over a thousand suffixes', () => {
    expect(snapshot.publication).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const suffixes = Object.values(snapshot.servers as Record<string, string>).flatMap((list) =>
      list.split(' '),
    );
    expect(suffixes.length).toBeGreaterThan(1000);
    for (const base of Object.keys(snapshot.servers)) expect(base).toMatch(/^https:\/\/.+\/$/);
  });

  it('builds the DNS-over-HTTPS NS query', () => {
    expect(dohUrl('brand.com.pk')).toBe(
      'https://cloudflare-dns.com/dns-query?name=brand.com.pk&type=NS',
    );
  });

  it('lists every origin any lookup may contact, once, for the CSP connect-src', () => {
    const contacted = new Set<string>();
    for (const suffix of [...SUGGESTION_SUFFIXES, ...rdapTable.keys()]) {
      for (const url of [...rdapUrls(`brand.${suffix}`), dohUrl(`brand.${suffix}`)]) {
        contacted.add(new URL(url).origin);
      }
    }
    expect(new Set(lookupOrigins)).toEqual(contacted);
    expect(lookupOrigins).toHaveLength(new Set(lookupOrigins).size);
    for (const origin of lookupOrigins) expect(origin).toMatch(/^https:\/\/[a-z0-9.-]+(:\d+)?$/);
  });
});
