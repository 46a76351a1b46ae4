import { describe, expect, it } from 'vitest';
import { createAvailabilityCache } from './availability-cache';
import { LOOKUP_CACHE_TTL_MS } from './domain-rules';

describe('createAvailabilityCache', () => {
  it('keeps a verdict for 5 minutes, then forgets it', () => {
    let now = 1_000;
    const cache = createAvailabilityCache(undefined, () => now);
    expect(LOOKUP_CACHE_TTL_MS).toBe(300_000);
    cache.set('brand.com', 'taken');
    expect(cache.get('brand.com')).toBe('taken');
    now += LOOKUP_CACHE_TTL_MS - 1;
    expect(cache.get('brand.com')).toBe('taken');
    now += 1;
    expect(cache.get('brand.com')).toBeUndefined();
  });

  it('keeps names apart and lets a newer verdict replace an older one', () => {
    const cache = createAvailabilityCache(1000, () => 0);
    cache.set('a.com', 'available');
    cache.set('b.com', 'taken');
    cache.set('a.com', 'taken');
    expect(cache.get('a.com')).toBe('taken');
    expect(cache.get('b.com')).toBe('taken');
    expect(cache.get('c.com')).toBeUndefined();
  });
});
