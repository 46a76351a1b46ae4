import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKUP_TIMEOUT_MS } from './domain-rules';
import { lookupDomain } from './lookup-domain';

type Answer = number | 'network-error' | 'hang' | { dns: unknown } | { dnsStatus: number };

/** A fetch stub answering by URL prefix, recording every call. */
function stubFetch(answers: Record<string, Answer>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
    const answer = key === undefined ? 'network-error' : answers[key]!;
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    }
    if (typeof answer === 'number') return Promise.resolve(new Response(null, { status: answer }));
    if ('dnsStatus' in answer)
      return Promise.resolve(new Response('oops', { status: answer.dnsStatus }));
    return Promise.resolve(Response.json(answer.dns));
  });
  return { fetch: fetchStub as unknown as typeof fetch, calls };
}

const VERISIGN = 'https://rdap.verisign.com/com/v1/domain/';
const RDAP_ORG = 'https://rdap.org/domain/';
const ARIN = 'https://rdap-bootstrap.arin.net/bootstrap/domain/';
const DOH = 'https://cloudflare-dns.com/dns-query';

describe('lookupDomain: sources and fallbacks', () => {
  it('asks the registry first, with the RDAP Accept header, no caching and no credentials', async () => {
    const { fetch, calls } = stubFetch({ [VERISIGN]: 404 });
    expect(await lookupDomain('brand.com', { fetch })).toBe('available');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${VERISIGN}brand.com`);
    expect(calls[0]!.init).toMatchObject({
      headers: { Accept: 'application/rdap+json' },
      cache: 'no-store',
      credentials: 'omit',
    });
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads 2xx as taken', async () => {
    const { fetch } = stubFetch({ [VERISIGN]: 200 });
    expect(await lookupDomain('brand.com', { fetch })).toBe('taken');
  });

  it('falls through a network error to the first redirector, then the second', async () => {
    const first = stubFetch({ [VERISIGN]: 'network-error', [RDAP_ORG]: 404 });
    expect(await lookupDomain('brand.com', { fetch: first.fetch })).toBe('available');
    expect(first.calls.map((call) => call.url)).toEqual([
      `${VERISIGN}brand.com`,
      `${RDAP_ORG}brand.com`,
    ]);

    const second = stubFetch({
      [VERISIGN]: 'network-error',
      [RDAP_ORG]: 'network-error',
      [ARIN]: 200,
    });
    expect(await lookupDomain('brand.com', { fetch: second.fetch })).toBe('taken');
    expect(second.calls.map((call) => call.url)).toEqual([
      `${VERISIGN}brand.com`,
      `${RDAP_ORG}brand.com`,
      `${ARIN}brand.com`,
    ]);
  });

  it.each([503, 429, 500, 403])(
    'takes an HTTP %i as the answer: not available, without asking the next source',
    async (status) => {
      // Only timeouts and network errors fall through (the specification): a 404 further down
      // the chain must not turn a registry's error into "available".
      const { fetch, calls } = stubFetch({ [VERISIGN]: status, [RDAP_ORG]: 404, [ARIN]: 404 });
      expect(await lookupDomain('brand.com', { fetch })).toBe('taken');
      expect(calls.map((call) => call.url)).toEqual([`${VERISIGN}brand.com`]);
    },
  );

  it('takes the first status that answers after network errors', async () => {
    const { fetch, calls } = stubFetch({
      [VERISIGN]: 'network-error',
      [RDAP_ORG]: 500,
      [ARIN]: 404,
    });
    expect(await lookupDomain('brand.com', { fetch })).toBe('taken');
    expect(calls).toHaveLength(2);
  });

  it('is unreachable when every source fails on the network', async () => {
    const { fetch, calls } = stubFetch({});
    expect(await lookupDomain('brand.com', { fetch })).toBe('unreachable');
    expect(calls).toHaveLength(3);
  });

  it("asks a suffix's own server from the IANA table first, then the redirectors", async () => {
    const CENTRALNIC = 'https://rdap.centralnic.com/xyz/domain/';
    const direct = stubFetch({ [CENTRALNIC]: 404 });
    expect(await lookupDomain('brand.xyz', { fetch: direct.fetch })).toBe('available');
    expect(direct.calls.map((call) => call.url)).toEqual([`${CENTRALNIC}brand.xyz`]);
    // The registry down: a redirector answers (the browser follows its redirect by itself).
    const fallback = stubFetch({ [RDAP_ORG]: 200 });
    expect(await lookupDomain('brand.xyz', { fetch: fallback.fetch })).toBe('taken');
    expect(fallback.calls.map((call) => call.url)).toEqual([
      `${CENTRALNIC}brand.xyz`,
      `${RDAP_ORG}brand.xyz`,
    ]);
  });

  it('asks nothing for a suffix with no RDAP service and no DNS route', async () => {
    const { fetch, calls } = stubFetch({ [RDAP_ORG]: 404 });
    expect(await lookupDomain('brand.zz', { fetch })).toBe('unsupported');
    expect(calls).toHaveLength(0);
  });
});

describe('lookupDomain: .pk names', () => {
  it('2xx from RDAP is taken, without asking DNS', async () => {
    const { fetch, calls } = stubFetch({ [RDAP_ORG]: 200 });
    expect(await lookupDomain('brand.com.pk', { fetch })).toBe('taken');
    expect(calls).toHaveLength(1);
  });

  it('a 404 from RDAP is not "available": DNS decides, Status 3 is available', async () => {
    const { fetch, calls } = stubFetch({ [RDAP_ORG]: 404, [DOH]: { dns: { Status: 3 } } });
    expect(await lookupDomain('brand.pk', { fetch })).toBe('available');
    expect(calls.map((call) => call.url)).toEqual([
      `${RDAP_ORG}brand.pk`,
      `${DOH}?name=brand.pk&type=NS`,
    ]);
    expect(calls[1]!.init).toMatchObject({
      headers: { Accept: 'application/dns-json' },
      cache: 'no-store',
    });
  });

  it('DNS Status 0 with NS records is taken', async () => {
    const { fetch } = stubFetch({
      [DOH]: { dns: { Status: 0, Answer: [{ name: 'brand.pk.', type: 2, data: 'ns1.host.pk.' }] } },
    });
    expect(await lookupDomain('brand.pk', { fetch })).toBe('taken');
  });

  it('reaches DNS after both redirectors fail on the network', async () => {
    const { fetch, calls } = stubFetch({ [DOH]: { dns: { Status: 3 } } });
    expect(await lookupDomain('brand.org.pk', { fetch })).toBe('available');
    expect(calls.map((call) => new URL(call.url).host)).toEqual([
      'rdap.org',
      'rdap-bootstrap.arin.net',
      'cloudflare-dns.com',
    ]);
  });

  it('a DNS answer that is not JSON DNS is not available', async () => {
    const { fetch } = stubFetch({ [DOH]: { dnsStatus: 500 } });
    expect(await lookupDomain('brand.pk', { fetch })).toBe('taken');
  });

  it('is unreachable when RDAP and DNS all fail on the network', async () => {
    const { fetch, calls } = stubFetch({});
    expect(await lookupDomain('brand.pk', { fetch })).toBe('unreachable');
    expect(calls).toHaveLength(3);
  });
});

describe('lookupDomain: timeouts and aborts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives each call 8000 ms, then moves to the next source', async () => {
    const { fetch, calls } = stubFetch({ [VERISIGN]: 'hang', [RDAP_ORG]: 'hang', [ARIN]: 404 });
    const result = lookupDomain('brand.com', { fetch });
    await vi.advanceTimersByTimeAsync(LOOKUP_TIMEOUT_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.init?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(LOOKUP_TIMEOUT_MS);
    expect(calls).toHaveLength(3);
    expect(await result).toBe('available');
  });

  it('a .pk lookup that times out everywhere is unreachable after 3 x 8000 ms', async () => {
    const { fetch } = stubFetch({ [RDAP_ORG]: 'hang', [ARIN]: 'hang', [DOH]: 'hang' });
    let outcome: string | undefined;
    void lookupDomain('brand.pk', { fetch }).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(3 * LOOKUP_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('unreachable');
  });

  it('rejects with an AbortError and asks no further source when the search is aborted', async () => {
    const { fetch, calls } = stubFetch({ [VERISIGN]: 'hang', [RDAP_ORG]: 404 });
    const controller = new AbortController();
    const result = lookupDomain('brand.com', { fetch, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init?.signal?.aborted).toBe(true);
  });

  it('does not start when already aborted', async () => {
    const { fetch, calls } = stubFetch({ [VERISIGN]: 404 });
    const controller = new AbortController();
    controller.abort();
    await expect(
      lookupDomain('brand.com', { fetch, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(0);
  });
});
