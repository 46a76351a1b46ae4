import type { Page, Request, Route } from '@playwright/test';
import { lookupOrigins } from '../src/features/domain-check/lookup-sources';

/**
 * Every RDAP and DNS-over-HTTPS request is answered here (no real network): the names in
 * `available` are free, everything else is registered.
 */
export interface Registry {
  available?: string[];
  /** Answer after this many ms. */
  delayMs?: number;
  /** Fail every lookup request on the network. */
  fail?: boolean;
  /** Hold answers until release() is called. */
  hold?: boolean;
}

const lookupHosts = new Set(lookupOrigins.map((origin) => new URL(origin).host));
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
      if (url.host === 'cloudflare-dns.com') {
        const name = url.searchParams.get('name') ?? '';
        const body = free.includes(name)
          ? { Status: 3, Authority: [{ name: 'pk.', type: 6, data: 'ns.pknic.net.pk.' }] }
          : { Status: 0, Answer: [{ name: `${name}.`, type: 2, data: 'ns1.host.example.' }] };
        return route.fulfill({ contentType: 'application/dns-json', headers: cors, json: body });
      }
      const domain = url.pathname.split('/domain/')[1] ?? '';
      // The generic redirectors know no RDAP service for .pk.
      if (domain.endsWith('.pk')) return route.fulfill({ status: 404, headers: cors });
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
