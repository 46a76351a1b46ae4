import { describe, expect, it } from 'vitest';
import {
  dohEndpoint,
  lookupOrigins,
  rdapRedirectorBases,
  rdapTable,
  registryRdapBases,
} from '../../features/domain-check/lookup-sources';
import { lookupHostFacts, lookupHostsText, NAMED_REGISTRY_SUFFIXES } from './lookup-hosts';

const host = (url: string) => new URL(url).host;

describe('lookup hosts in the privacy policy', () => {
  const facts = lookupHostFacts();

  it('describes every host the domain checker may contact', () => {
    expect(facts.uncovered).toEqual([]);
    expect(facts.all).toEqual([...new Set(lookupOrigins.map(host))].sort());
  });

  it('writes the list the policy links to: every host, one per line, nothing else', () => {
    const lines = lookupHostsText(facts.all).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toEqual(facts.all);
    expect(lookupHostsText([])).toBe('');
  });

  it('names the registries of the main suffixes, the two redirectors and the DNS resolver', () => {
    const named = facts.named.map((entry) => entry.host);
    for (const suffix of NAMED_REGISTRY_SUFFIXES)
      expect(named).toContain(host(registryRdapBases[suffix]!));
    for (const base of rdapRedirectorBases) expect(named).toContain(host(base));
    expect(named).toContain(host(dohEndpoint));
    // Every named host is one the checker really contacts.
    for (const name of named) expect(facts.all).toContain(name);
    const verisign = facts.named.find((entry) => entry.host === host(registryRdapBases.com!));
    expect(verisign?.role).toContain('.com');
  });

  it('fails for a host the policy does not describe', () => {
    const extra = 'https://analytics.example';
    const withExtra = lookupHostFacts(
      [...lookupOrigins, extra],
      registryRdapBases,
      rdapTable.values(),
      rdapRedirectorBases,
      dohEndpoint,
    );
    expect(withExtra.uncovered).toEqual(['analytics.example']);
    // A registry of another suffix is covered by the policy's sentence about IANA's list.
    const withRegistry = lookupHostFacts(
      [...lookupOrigins, 'https://rdap.nic.example'],
      registryRdapBases,
      [...rdapTable.values(), 'https://rdap.nic.example/'],
      rdapRedirectorBases,
      dohEndpoint,
    );
    expect(withRegistry.uncovered).toEqual([]);
    expect(withRegistry.otherRegistries).toContain('rdap.nic.example');
  });
});
