/**
 * Where the checker asks (the specification): the suffix's own RDAP server, then two generic
 * redirectors, and for .pk names DNS over HTTPS. The servers come from a dated snapshot of IANA's
 * RDAP bootstrap registry for domain names (rdap-bootstrap.json, refreshed by
 * `npm run rdap:update`); this module is part of the lazily loaded lookup chunk, so the table
 * never weighs on the page's first load. The same list feeds the CSP's connect-src at build time.
 */
import { isPkDomain } from './domain-rules';
import snapshot from './rdap-bootstrap.json' with { type: 'json' };
import { buildRdapTable, rdapBaseFor } from './rdap-table';

/**
 * The registry endpoints the spec names for com, net, org, io, co, ai, app and dev. They win
 * over the snapshot (IANA lists no server for io and co). PKNIC publishes no RDAP service, so
 * .pk names have none and go to the redirectors, then to DNS.
 */
export const registryRdapBases: Readonly<Record<string, string>> = {
  com: 'https://rdap.verisign.com/com/v1/',
  net: 'https://rdap.verisign.com/net/v1/',
  org: 'https://rdap.publicinterestregistry.org/rdap/',
  io: 'https://rdap.identitydigital.services/rdap/',
  ai: 'https://rdap.identitydigital.services/rdap/',
  co: 'https://rdap.registry.co/co/',
  app: 'https://pubapi.registry.google/rdap/',
  dev: 'https://pubapi.registry.google/rdap/',
};

/** Every suffix with an RDAP server: IANA's snapshot with the endpoints above on top. */
export const rdapTable = buildRdapTable(
  snapshot.servers as Readonly<Record<string, string>>,
  registryRdapBases,
);

/** Generic RDAP redirectors (RFC 7480 bootstrap servers), asked in this order after the registry. */
export const rdapRedirectorBases = [
  'https://rdap.org/',
  'https://rdap-bootstrap.arin.net/bootstrap/',
] as const;

/** DNS-over-HTTPS JSON API: the last source for .pk names. */
export const dohEndpoint = 'https://cloudflare-dns.com/dns-query';

export const RDAP_ACCEPT = 'application/rdap+json';
export const DOH_ACCEPT = 'application/dns-json';

/**
 * Every origin the checker may contact, sorted and once each: the registries of the table, the
 * redirectors and the DNS resolver. The redirectors answer with a redirect to a registry of the
 * table, which the browser may follow because its origin is listed too. The build writes this
 * list into the Content-Security-Policy's connect-src.
 */
export const lookupOrigins: readonly string[] = [
  ...new Set(
    [...rdapTable.values(), ...rdapRedirectorBases, dohEndpoint].map((url) => new URL(url).origin),
  ),
].sort();

/**
 * Whether the checker can look a domain up at all: its suffix has an RDAP server in the table,
 * or it is a .pk name (DNS decides those). Any other suffix has no service the redirectors could
 * send us to either, so it is not tried.
 */
export function isCheckable(domain: string): boolean {
  return isPkDomain(domain) || rdapBaseFor(domain, rdapTable) !== undefined;
}

/** RDAP URLs to try for a domain, in order: its registry, then the generic redirectors. */
export function rdapUrls(domain: string): string[] {
  const bases = [rdapBaseFor(domain, rdapTable), ...rdapRedirectorBases].filter(
    (base): base is string => base !== undefined,
  );
  return bases.map((base) => `${base}domain/${domain}`);
}

/** The DNS-over-HTTPS query for a domain's NS records. */
export function dohUrl(domain: string): string {
  return `${dohEndpoint}?name=${encodeURIComponent(domain)}&type=NS`;
}
