/**
 * The domain checker's lookup hosts as the privacy policy names them, read from the checker's
 * own tables (the same ones its Content-Security-Policy connect-src is built from). A host the
 * checker contacts that falls in none of the described groups is `uncovered`, and the test
 * fails until the policy describes it.
 */
import type { NamedHost } from '../../components/lookup-hosts-list';
import { fillPlaceholders } from '../../components/legal-facts';
import { lookupHostTexts } from '../../content/legal';
import {
  dohEndpoint,
  lookupOrigins,
  rdapRedirectorBases,
  rdapTable,
  registryRdapBases,
} from '../../features/domain-check/lookup-sources';

/** Registries the policy names one by one; the others are described as a group. */
export const NAMED_REGISTRY_SUFFIXES = ['com', 'net', 'org', 'io', 'co', 'ai', 'app', 'dev'];

const hostOf = (url: string) => new URL(url).host;
const fill = (text: string, facts: Record<string, string>) =>
  fillPlaceholders(text, facts, 'Privacy Policy');

const joinSuffixes = (suffixes: readonly string[]) => {
  const dotted = suffixes.map((suffix) => `.${suffix}`);
  return dotted.length > 1 ? `${dotted.slice(0, -1).join(', ')} and ${dotted.at(-1)}` : dotted[0]!;
};

/**
 * Where the build publishes every host the checker may contact (one per line, plain text): the
 * privacy policy links to it rather than carrying the list, which would take about a sixth of the
 * page's first response.
 */
export const LOOKUP_HOSTS_FILE = '/privacy-policy/lookup-hosts.txt';

/** The text of LOOKUP_HOSTS_FILE: the hosts, one per line. */
export const lookupHostsText = (all: readonly string[]): string =>
  all.map((host) => `${host}\n`).join('');

export interface LookupHostFacts {
  named: NamedHost[];
  /** Registry hosts of the suffixes not named. */
  otherRegistries: string[];
  /** Every host the checker may contact, sorted. */
  all: string[];
  /** Hosts the checker may contact that the policy does not describe: must stay empty. */
  uncovered: string[];
}

export function lookupHostFacts(
  origins: readonly string[] = lookupOrigins,
  registries: Readonly<Record<string, string>> = registryRdapBases,
  /** Every registry's RDAP base in the checker's table (from IANA's bootstrap registry). */
  tableBases: Iterable<string> = rdapTable.values(),
  redirectors: readonly string[] = rdapRedirectorBases,
  doh: string = dohEndpoint,
): LookupHostFacts {
  const suffixesByHost = new Map<string, string[]>();
  for (const suffix of NAMED_REGISTRY_SUFFIXES) {
    const base = registries[suffix];
    if (!base) continue;
    const host = hostOf(base);
    suffixesByHost.set(host, [...(suffixesByHost.get(host) ?? []), suffix]);
  }
  const named: NamedHost[] = [
    ...[...suffixesByHost].map(([host, suffixes]) => ({
      host,
      role: fill(lookupHostTexts.registry, { suffixes: joinSuffixes(suffixes) }),
    })),
    ...redirectors.map((base) => ({ host: hostOf(base), role: lookupHostTexts.redirector })),
    { host: hostOf(doh), role: lookupHostTexts.dns },
  ];
  const namedHosts = new Set(named.map(({ host }) => host));
  const registryHosts = new Set([...tableBases, ...Object.values(registries)].map(hostOf));
  const all = [...new Set(origins.map(hostOf))].sort();
  return {
    named,
    otherRegistries: all.filter((host) => registryHosts.has(host) && !namedHosts.has(host)),
    all,
    uncovered: all.filter((host) => !namedHosts.has(host) && !registryHosts.has(host)),
  };
}
