/**
 * Where the checker asks (SPEC.md section 7). Endpoints from the IANA RDAP bootstrap registry
 * (data.iana.org/rdap/dns.json) and the registries' published services, checked in 2025.
 * PKNIC publishes no RDAP service, so .pk names go to the generic redirectors, then to DNS.
 */

/** RDAP base URL of each registry we know, by suffix (the base ends with a slash). */
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
 * Every origin the checker may contact, for the Content-Security-Policy connect-src. The
 * redirectors send known suffixes to the registries above, which are listed too.
 */
export const lookupOrigins: readonly string[] = [
  ...new Set(
    [...Object.values(registryRdapBases), ...rdapRedirectorBases, dohEndpoint].map(
      (url) => new URL(url).origin,
    ),
  ),
];

/** The registry's own suffix entry: the last label (the .pk second levels have none). */
function registryBase(domain: string): string | undefined {
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return Object.hasOwn(registryRdapBases, tld) ? registryRdapBases[tld] : undefined;
}

/** RDAP URLs to try for a domain, in order: its registry, then the generic redirectors. */
export function rdapUrls(domain: string): string[] {
  const bases = [registryBase(domain), ...rdapRedirectorBases].filter(
    (base): base is string => base !== undefined,
  );
  return bases.map((base) => `${base}domain/${domain}`);
}

/** The DNS-over-HTTPS query for a domain's NS records. */
export function dohUrl(domain: string): string {
  return `${dohEndpoint}?name=${encodeURIComponent(domain)}&type=NS`;
}
