import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DOMAIN_LENGTH, MAX_LABEL_LENGTH, PK_SECOND_LEVEL_SUFFIXES } from './domain-rules';
import { normalizeDomain } from './normalize-domain';

const accepted = (input: string) => {
  const result = normalizeDomain(input);
  if (!result.ok) throw new Error(`${JSON.stringify(input)} was rejected: ${result.error}`);
  return result;
};
const rejection = (input: string) => {
  const result = normalizeDomain(input);
  return result.ok ? `accepted as ${result.domain}` : result.error;
};

describe('normalizeDomain: the specification', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  Example.COM  ', 'example.com'],
    ['https://www.example.com/path/page?q=1#top', 'example.com'],
    ['http://example.org', 'example.org'],
    ['HTTPS://WWW.Example.Net/', 'example.net'],
    ['www.example.io', 'example.io'],
    ['example.com/some/path', 'example.com'],
    ['example.com?query=1', 'example.com'],
    ['example.com#fragment', 'example.com'],
    ['example.com:8080', 'example.com'],
    ['https://example.com:443/x', 'example.com'],
    ['example.com.', 'example.com'],
    ['//example.com', 'example.com'],
    ['ftp://example.dev', 'example.dev'],
    ['mybrand', 'mybrand.com'],
    ['  MyBrand  ', 'mybrand.com'],
    ['www.mybrand', 'mybrand.com'],
    ['brand.pk', 'brand.pk'],
    ['brand.com.pk', 'brand.com.pk'],
    ['shop.my.brand.com.pk', 'shop-my-brand.com.pk'],
    ['blog.example.com', 'blog-example.com'],
    ['a.b.c.d.io', 'a-b-c-d.io'],
    ['www.brand.edu.pk', 'brand.edu.pk'],
    ['com.pk', 'com.pk'],
    ['123', '123.com'],
    // The trailing dot goes first, so a bare www is a base name like any other.
    ['www.', 'www.com'],
    ['my-brand.co', 'my-brand.co'],
  ])('%j becomes %s', (input, domain) => {
    expect(accepted(input).domain).toBe(domain);
  });

  it.each(PK_SECOND_LEVEL_SUFFIXES)('keeps the two-part suffix .%s whole', (suffix) => {
    expect(accepted(`x.brand.${suffix}`)).toEqual({
      ok: true,
      domain: `x-brand.${suffix}`,
      base: 'x-brand',
      suffix,
    });
  });

  it('does not treat an unknown two-part ending as one suffix', () => {
    expect(accepted('brand.xyz.pk')).toMatchObject({ domain: 'brand-xyz.pk', suffix: 'pk' });
    expect(accepted('brand.co.uk')).toMatchObject({ domain: 'brand-co.uk', suffix: 'uk' });
  });

  it('returns base and suffix for suggestions', () => {
    expect(accepted('www.Shop.Brand.com')).toEqual({
      ok: true,
      domain: 'shop-brand.com',
      base: 'shop-brand',
      suffix: 'com',
    });
  });

  it('converts internationalised names to punycode', () => {
    expect(accepted('bücher.de').domain).toBe('xn--bcher-kva.de');
    expect(accepted('https://www.münchen.com/').domain).toBe('xn--mnchen-3ya.com');
    expect(accepted('پاکستان').domain).toMatch(/^xn--[a-z0-9-]+\.com$/);
    // A full-width dot is a dot.
    expect(accepted('example。com').domain).toBe('example.com');
  });

  it.each(['', '   ', '\t\n'])('rejects %j as empty', (input) => {
    expect(rejection(input)).toBe('empty');
  });

  it.each([
    ['exa mple.com', 'illegal-characters'],
    ['exam_ple.com', 'illegal-characters'],
    ['user@example.com', 'illegal-characters'],
    ['<script>.com', 'illegal-characters'],
    ['example!.com', 'illegal-characters'],
    ['"quoted".com', 'illegal-characters'],
    ['emoji😀\u0000.com', 'illegal-characters'],
    ['-brand.com', 'hyphen'],
    ['brand-.com', 'hyphen'],
    ['brand.-com', 'hyphen'],
    ['-', 'hyphen'],
    [`${'a'.repeat(MAX_LABEL_LENGTH + 1)}.com`, 'label-too-long'],
    [`${'a'.repeat(40)}.${'b'.repeat(40)}.com`, 'label-too-long'],
    [`${'a.'.repeat(130)}com`, 'name-too-long'],
    ['a..com', 'malformed'],
    ['.com', 'malformed'],
    ['https://', 'malformed'],
    ['/path', 'malformed'],
    ['1.2.3.4', 'malformed'],
    ['brand.c', 'malformed'],
    ['brand.c0m', 'malformed'],
  ])('rejects %j (%s) without throwing', (input, error) => {
    expect(rejection(input)).toBe(error);
  });

  it('accepts the longest label', () => {
    expect(accepted(`${'a'.repeat(MAX_LABEL_LENGTH)}.com`).base).toHaveLength(MAX_LABEL_LENGTH);
  });
});

const validDomain = /^(?!-)[a-z0-9-]{1,63}(?<!-)\.(?:[a-z]{2,63}|xn--[a-z0-9-]+|[a-z]+\.pk)$/;

describe('normalizeDomain: properties', () => {
  it('never throws and returns a valid name or a rejection, whatever is typed', () => {
    const typed = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.webUrl(),
      fc.domain(),
      fc.stringMatching(/^[a-zA-Z0-9.\-/:@ _]{0,80}$/),
    );
    fc.assert(
      fc.property(typed, (input) => {
        const result = normalizeDomain(input);
        if (result.ok) {
          expect(result.domain).toMatch(validDomain);
          expect(result.domain.length).toBeLessThanOrEqual(MAX_DOMAIN_LENGTH);
          expect(result.domain).toBe(`${result.base}.${result.suffix}`);
        } else {
          expect([
            'empty',
            'illegal-characters',
            'label-too-long',
            'name-too-long',
            'hyphen',
            'malformed',
          ]).toContain(result.error);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: a normalised name normalises to itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.domain(), fc.webUrl()), (input) => {
        const first = normalizeDomain(input);
        if (first.ok) expect(normalizeDomain(first.domain)).toEqual(first);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts every generated hostname of a letter TLD', () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        const tld = domain.split('.').pop() ?? '';
        fc.pre(/^[a-z]{2,}$/.test(tld) && domain.length <= MAX_DOMAIN_LENGTH);
        const result = normalizeDomain(domain);
        // Joining labels may exceed 63 characters; anything else must pass.
        if (!result.ok) expect(result.error).toBe('label-too-long');
      }),
      { numRuns: 1000 },
    );
  });
});
