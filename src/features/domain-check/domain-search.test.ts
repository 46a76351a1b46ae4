import { describe, expect, it, vi } from 'vitest';
import { createAvailabilityCache } from './availability-cache';
import type { SearchListener } from './domain-search';
import { createDomainSearch } from './domain-search';
import type { LookupOptions, LookupOutcome } from './lookup-domain';

/** A lookup whose answers the test hands out, one domain at a time. */
/** `honourAbort: false` plays a source whose late answer arrives despite the abort. */
function controlledLookup({ honourAbort = true } = {}) {
  const pending = new Map<
    string,
    { resolve: (o: LookupOutcome) => void; reject: (e: unknown) => void; signal?: AbortSignal }
  >();
  const lookup = vi.fn(
    (domain: string, { signal }: LookupOptions) =>
      new Promise<LookupOutcome>((resolve, reject) => {
        pending.set(domain, { resolve, reject, signal });
        if (honourAbort)
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
      }),
  );
  const answer = async (domain: string, outcome: LookupOutcome) => {
    pending.get(domain)!.resolve(outcome);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { lookup, pending, answer };
}

function recorder() {
  const events: string[] = [];
  const listener: SearchListener = {
    onVerdict: (verdict) => events.push(`verdict ${verdict}`),
    onSuggestion: (domain, state) => events.push(`${domain} ${state}`),
  };
  return { events, listener };
}

describe('createDomainSearch', () => {
  it('rejects input that is not a domain without any lookup', () => {
    const { lookup } = controlledLookup();
    const search = createDomainSearch({ lookup, isOnline: () => true });
    expect(search.start('bad name!', recorder().listener)).toEqual({
      kind: 'invalid',
      error: 'illegal-characters',
    });
    expect(search.start('   ', recorder().listener)).toEqual({ kind: 'invalid', error: 'empty' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('reports offline without any lookup when the browser is offline', () => {
    const { lookup } = controlledLookup();
    const search = createDomainSearch({ lookup, isOnline: () => false });
    expect(search.start('brand', recorder().listener)).toEqual({
      kind: 'offline',
      domain: 'brand.com',
    });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('says at once that a suffix with no RDAP service and no DNS route cannot be checked', () => {
    const { lookup } = controlledLookup();
    const search = createDomainSearch({ lookup, isOnline: () => true });
    const { events, listener } = recorder();
    expect(search.start('https://www.Brand.ZZ/page', listener)).toEqual({
      kind: 'unsupported',
      domain: 'brand.zz',
    });
    expect(lookup).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('looks up the name and its 8 suggestions at once and reports each as it arrives', async () => {
    const { lookup, answer } = controlledLookup();
    const { events, listener } = recorder();
    const search = createDomainSearch({ lookup, isOnline: () => true });
    const started = search.start('Brand.com', listener);
    expect(started).toMatchObject({ kind: 'started', domain: 'brand.com', verdict: undefined });
    expect(started.kind === 'started' && started.suggestions.map((row) => row.state)).toEqual(
      Array(8).fill('pending'),
    );
    expect(lookup).toHaveBeenCalledTimes(9);
    expect(lookup.mock.calls[0]![0]).toBe('brand.com');

    // A suggestion may answer before the verdict; the verdict never waits for suggestions.
    await answer('brand.pk', 'available');
    await answer('brand.com', 'taken');
    await answer('brand.net', 'unreachable');
    expect(events).toEqual(['brand.pk available', 'verdict taken', 'brand.net unknown']);
  });

  it('answers a repeated search from the 5-minute cache, instantly and without lookups', async () => {
    const { lookup, answer } = controlledLookup();
    let now = 0;
    const cache = createAvailabilityCache(undefined, () => now);
    const search = createDomainSearch({ lookup, cache, isOnline: () => true });
    const first = search.start('brand.com', recorder().listener);
    if (first.kind !== 'started') throw new Error('not started');
    await answer('brand.com', 'available');
    for (const row of first.suggestions) await answer(row.domain, 'taken');
    lookup.mockClear();

    const again = search.start('https://www.brand.com/', recorder().listener);
    expect(again).toMatchObject({ kind: 'started', verdict: 'available' });
    expect(
      again.kind === 'started' && again.suggestions.every((row) => row.state === 'taken'),
    ).toBe(true);
    expect(lookup).not.toHaveBeenCalled();

    now += 5 * 60 * 1000;
    search.start('brand.com', recorder().listener);
    expect(lookup).toHaveBeenCalledTimes(9);
  });

  it('does not cache an unreachable answer', async () => {
    const { lookup, answer } = controlledLookup();
    const search = createDomainSearch({ lookup, isOnline: () => true });
    search.start('brand.com', recorder().listener);
    await answer('brand.com', 'unreachable');
    lookup.mockClear();
    search.start('brand.com', recorder().listener);
    expect(lookup).toHaveBeenCalledWith('brand.com', expect.anything());
  });

  it('aborts the previous search and never reports its late answers', async () => {
    const { lookup, pending, answer } = controlledLookup({ honourAbort: false });
    const old = recorder();
    const search = createDomainSearch({ lookup, isOnline: () => true });
    search.start('old.com', old.listener);
    const oldSignal = pending.get('old.com')!.signal!;
    const fresh = recorder();
    search.start('new.com', fresh.listener);
    expect(oldSignal.aborted).toBe(true);

    // Even an answer that ignores the abort is not reported.
    pending.get('old.com')!.resolve('available');
    await Promise.resolve();
    await answer('new.com', 'taken');
    expect(old.events).toEqual([]);
    expect(fresh.events).toEqual(['verdict taken']);
  });

  it('stops the suggestions when the name itself could not be reached', async () => {
    const { lookup, pending, answer } = controlledLookup();
    const { events, listener } = recorder();
    const search = createDomainSearch({ lookup, isOnline: () => true });
    search.start('brand.com', listener);
    await answer('brand.com', 'unreachable');
    expect(events).toEqual(['verdict unreachable']);
    expect(pending.get('brand.pk')!.signal!.aborted).toBe(true);
    await Promise.resolve();
    expect(events).toEqual(['verdict unreachable']);
  });

  it('reports an unexpected error as failed, and a failed suggestion as unknown', async () => {
    const { lookup, pending } = controlledLookup();
    const { events, listener } = recorder();
    const search = createDomainSearch({ lookup, isOnline: () => true });
    search.start('brand.com', listener);
    pending.get('brand.pk')!.reject(new Error('boom'));
    pending.get('brand.com')!.reject(new Error('boom'));
    await Promise.resolve();
    await Promise.resolve();
    expect(events).toEqual(['brand.pk unknown', 'verdict failed']);
  });

  it('cancel() silences the current search', async () => {
    const { lookup, answer } = controlledLookup();
    const { events, listener } = recorder();
    const search = createDomainSearch({ lookup, isOnline: () => true });
    search.start('brand.com', listener);
    search.cancel();
    await answer('brand.com', 'available');
    expect(events).toEqual([]);
  });
});
