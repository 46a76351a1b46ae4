import { describe, expect, it } from 'vitest';
import { SUGGESTION_COUNT, SUGGESTION_SUFFIXES } from './domain-rules';
import { suggestionDomains } from './suggestions';

describe('suggestionDomains', () => {
  it('puts .pk and .com.pk first, then the spec order, and excludes the searched name', () => {
    expect(suggestionDomains('brand', 'brand.com')).toEqual([
      'brand.pk',
      'brand.com.pk',
      'brand.net',
      'brand.org',
      'brand.io',
      'brand.co',
      'brand.ai',
      'brand.dev',
    ]);
  });

  it('skips .pk when .pk was searched', () => {
    expect(suggestionDomains('brand', 'brand.pk')).toEqual([
      'brand.com.pk',
      'brand.com',
      'brand.net',
      'brand.org',
      'brand.io',
      'brand.co',
      'brand.ai',
      'brand.dev',
    ]);
  });

  it('skips .com.pk when .com.pk was searched', () => {
    expect(suggestionDomains('brand', 'brand.com.pk').slice(0, 3)).toEqual([
      'brand.pk',
      'brand.com',
      'brand.net',
    ]);
  });

  it('keeps all of the first 8 for a suffix outside the list', () => {
    const list = suggestionDomains('brand', 'brand.xyz');
    expect(list).toHaveLength(SUGGESTION_COUNT);
    expect(list.at(-1)).toBe('brand.ai');
  });

  it('checks exactly 8 for every suffix of the list, never the searched one, no repeats', () => {
    for (const suffix of SUGGESTION_SUFFIXES) {
      const searched = `brand.${suffix}`;
      const list = suggestionDomains('brand', searched);
      expect(list).toHaveLength(SUGGESTION_COUNT);
      expect(list).not.toContain(searched);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
