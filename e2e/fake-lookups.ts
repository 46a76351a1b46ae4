import type { Page, Request, Route } from '@playwright/test';
import {
  dohEndpoint,
  lookupOrigins,
  rdapRedirectorBases,
  rdapTable,
} from '../src/features/domain-check/lookup-sources';
import { rdapBaseFor } from '../src/features/domain-check/rdap-table';

/**
 * Every RDAP and DNS-over-HTTPS request is answered here (no real network), as the real services
 * answer: a registry says 404 for a free name and 200 for a registered one; a generic redirector
 * answers 302 to the registry's own server (from the same IANA table), or 404 for a suffix with
 * no RDAP service (.pk); the DNS resolver answers NXDOMAIN or NS records. The names in `available`
 * are free, everything else is registered.
 */
export interface Registry {
  available?: string[];
  /** Answer after this many ms. */
  delayMs?: number;
  /** Fail every lookup request on the network. */
  fail?: boolean;
  /** Names whose registry fails when asked directly, so only a redirector's redirect reaches it. */
  directFails?: string[];
  /** Hold answers until release() is called. */
  hold?: boolean;
}

const lookupHosts = new Set(lookupOrigins.map((origin) => new URL(origin).host));
const redirectorOrigins = new Set(rdapRedirectorBases.map((base) => new URL(base).origin));
const dohOrigin = new URL(dohEndpoint).origin;
const cors = { 'access-control-allow-origin': '*' };

export async function answerLookups(page: Page, registry: Registry) {
  const requests: Request[] = [];
  let release = () => {};
  const released = registry.hold ? new Promise<void>((resolve) => (release = resolve)) : null;
  await page.route(
    (url) => lookupHosts.has(url.host),
    async (route: Route) => {
      const request = route.request();
      requests.push(request);
      if (released) await released;
      if (registry.delayMs) await new Promise((resolve) => setTimeout(resolve, registry.delayMs));
      if (registry.fail) return route.abort('failed');
      const url = new URL(request.url());
      const free = registry.available ?? [];
      if (url.origin === dohOrigin) {
        const name = url.searchParams.get('name') ?? '';
        const body = free.includes(name)
          ? { Status: 3, Authority: [{ name: 'pk.', type: 6, data: 'ns.pknic.net.pk.' }] }
          : { Status: 0, Answer: [{ name: `${name}.`, type: 2, data: 'ns1.host.example.' }] };
        return route.fulfill({ contentType: 'application/dns-json', headers: cors, json: body });
      }
      const domain = url.pathname.split('/domain/')[1] ?? '';
      if (redirectorOrigins.has(url.origin)) {
        const base = rdapBaseFor(domain, rdapTable);
        if (!base) return route.fulfill({ status: 404, headers: cors });
        return route.fulfill({
          status: 302,
          headers: { ...cors, location: `${base}domain/${domain}` },
        });
      }
      const redirected = request.redirectedFrom() !== null;
      if (!redirected && registry.directFails?.includes(domain)) return route.abort('failed');
      return free.includes(domain)
        ? route.fulfill({ status: 404, headers: cors })
        : route.fulfill({
            status: 200,
            contentType: 'application/rdap+json',
            headers: cors,
            json: { objectClassName: 'domain', ldhName: domain },
          });
    },
  );
  return { requests, release };
}
