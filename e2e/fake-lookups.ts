import type { Page } from '@playwright/test';
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
 *
 * Requests are intercepted through the DevTools protocol's Fetch domain rather than page.route():
 * Playwright does not route the request a fulfilled redirect leads to, the browser does, so only
 * this way does the redirector's 302 reach our fake registry (and pass the page's CSP first).
 */
export interface Registry {
  available?: string[];
  /** Answer after this many ms. */
  delayMs?: number;
  /** Fail every lookup request on the network. */
  fail?: boolean;
  /** Names whose registry fails the first time it is asked, so a redirector's redirect decides. */
  registryFailsOnce?: string[];
  /** Hold answers until release() is called. */
  hold?: boolean;
}

/** What the tests read of a lookup request. */
export interface LookupRequest {
  url(): string;
  headers(): Record<string, string>;
}

interface Paused {
  requestId: string;
  request: { url: string; headers: Record<string, string> };
}

const redirectorOrigins = new Set(rdapRedirectorBases.map((base) => new URL(base).origin));
const dohOrigin = new URL(dohEndpoint).origin;
const cors = { 'access-control-allow-origin': '*' };

export async function answerLookups(page: Page, registry: Registry) {
  const requests: LookupRequest[] = [];
  let release = () => {};
  const released = registry.hold ? new Promise<void>((resolve) => (release = resolve)) : null;
  const failedOnce = new Set<string>();
  const cdp = await page.context().newCDPSession(page);

  const answer = (requestId: string, status: number, headers: Record<string, string>, body = '') =>
    cdp.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: status,
      responseHeaders: Object.entries({ ...cors, ...headers }).map(([name, value]) => ({
        name,
        value,
      })),
      body: Buffer.from(body).toString('base64'),
    });

  const respond = async ({ requestId, request }: Paused) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    requests.push({ url: () => request.url, headers: () => headers });
    if (released) await released;
    if (registry.delayMs) await new Promise((resolve) => setTimeout(resolve, registry.delayMs));
    if (registry.fail) return cdp.send('Fetch.failRequest', { requestId, errorReason: 'Failed' });
    const url = new URL(request.url);
    const free = registry.available ?? [];
    if (url.origin === dohOrigin) {
      const name = url.searchParams.get('name') ?? '';
      const body = free.includes(name)
        ? { Status: 3, Authority: [{ name: 'pk.', type: 6, data: 'ns.pknic.net.pk.' }] }
        : { Status: 0, Answer: [{ name: `${name}.`, type: 2, data: 'ns1.host.example.' }] };
      return answer(
        requestId,
        200,
        { 'content-type': 'application/dns-json' },
        JSON.stringify(body),
      );
    }
    const domain = url.pathname.split('/domain/')[1] ?? '';
    if (redirectorOrigins.has(url.origin)) {
      const base = rdapBaseFor(domain, rdapTable);
      return base
        ? answer(requestId, 302, { location: `${base}domain/${domain}` })
        : answer(requestId, 404, {});
    }
    if (registry.registryFailsOnce?.includes(domain) && !failedOnce.has(domain)) {
      failedOnce.add(domain);
      return cdp.send('Fetch.failRequest', { requestId, errorReason: 'Failed' });
    }
    return free.includes(domain)
      ? answer(requestId, 404, {})
      : answer(
          requestId,
          200,
          { 'content-type': 'application/rdap+json' },
          JSON.stringify({ objectClassName: 'domain', ldhName: domain }),
        );
  };
  // The page may abort a request before it is answered (a newer search): nothing to answer then.
  cdp.on('Fetch.requestPaused', (paused: Paused) => void respond(paused).catch(() => undefined));
  await cdp.send('Fetch.enable', {
    patterns: lookupOrigins.map((origin) => ({
      urlPattern: `${origin}/*`,
      requestStage: 'Request' as const,
    })),
  });
  return { requests, release };
}
