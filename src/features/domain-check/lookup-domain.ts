import { isPkDomain, LOOKUP_TIMEOUT_MS } from './domain-rules';
import type { Verdict } from './interpret';
import { interpretDnsAnswer, interpretRdapStatus } from './interpret';
import { DOH_ACCEPT, dohUrl, isCheckable, RDAP_ACCEPT, rdapUrls } from './lookup-sources';

/**
 * A lookup's result: a verdict; 'unreachable' when every source failed on the network or timed
 * out; 'unsupported' when the suffix has no RDAP service and no DNS route (nothing was asked).
 */
export type LookupOutcome = Verdict | 'unreachable' | 'unsupported';

export interface LookupOptions {
  /** Aborts every request of this lookup (a newer search started). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The lookup was aborted.', 'AbortError');
}

/**
 * One GET with its own timeout. Resolves to what `read` makes of the response, or undefined when
 * the network failed or the source timed out (the caller moves on silently); rejects only when
 * the whole lookup was aborted.
 */
async function request<T>(
  url: string,
  accept: string,
  read: (response: Response) => Promise<T>,
  { signal, fetch: fetchFn = fetch, timeoutMs = LOOKUP_TIMEOUT_MS }: LookupOptions,
): Promise<T | undefined> {
  if (signal?.aborted) throw abortError(signal);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetchFn(url, {
      headers: { Accept: accept },
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    return await read(response);
  } catch {
    if (signal?.aborted) throw abortError(signal);
    return undefined;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Only the status of an RDAP answer is read; the body is let go at once. */
async function readStatus(response: Response): Promise<number> {
  await response.body?.cancel().catch(() => undefined);
  return response.status;
}

/** A DNS JSON body, or null when the answer is not one (which decides "not available"). */
async function readDnsJson(response: Response): Promise<unknown> {
  if (!response.ok) return null;
  return response.json().catch(() => null);
}

/**
 * Checks one domain (the specification): the suffix's own RDAP server, then the generic
 * redirectors, then for .pk names DNS over HTTPS. Only timeouts and network errors fall through to
 * the next source: the first status that answers decides. A .pk name whose RDAP answer was not 2xx
 * and whose DNS lookup failed counts as not available.
 */
export async function lookupDomain(
  domain: string,
  options: LookupOptions = {},
): Promise<LookupOutcome> {
  if (!isCheckable(domain)) return 'unsupported';
  const pk = isPkDomain(domain);
  let answered = false;
  for (const url of rdapUrls(domain)) {
    const status = await request(url, RDAP_ACCEPT, readStatus, options);
    if (status === undefined) continue;
    answered = true;
    const reading = interpretRdapStatus(status, pk);
    if (reading !== 'undecided') return reading;
    // For .pk names, an RDAP answer other than 2xx hands the decision to DNS.
    if (pk) break;
  }
  if (pk) {
    const dns = await request(dohUrl(domain), DOH_ACCEPT, readDnsJson, options);
    if (dns !== undefined) return interpretDnsAnswer(dns);
  }
  return answered ? 'taken' : 'unreachable';
}
