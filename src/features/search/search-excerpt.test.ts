import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptParts } from './search-excerpt';

describe('excerptParts', () => {
  it('splits the excerpt at its marks', () => {
    expect(
      excerptParts('Fast <mark>cPanel</mark> hosting with <mark>daily</mark> backups'),
    ).toEqual([
      { text: 'Fast ', marked: false },
      { text: 'cPanel', marked: true },
      { text: ' hosting with ', marked: false },
      { text: 'daily', marked: true },
      { text: ' backups', marked: false },
    ]);
  });

  it('keeps any other markup as the characters it is', () => {
    const parts = excerptParts('say &lt;img src=x onerror=alert(1)&gt; and <b>bold</b>');
    expect(parts).toEqual([
      { text: 'say <img src=x onerror=alert(1)> and <b>bold</b>', marked: false },
    ]);
  });

  it('gives back all the text, without the marks', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const safe = text.replace(/[<&]/g, '');
        const parts = excerptParts(`<mark>${safe}</mark>${safe}`);
        expect(parts.map((part) => part.text).join('')).toBe(safe + safe);
      }),
    );
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references; leaves unknown and invalid ones', () => {
    expect(decodeEntities('a &amp; b &quot;c&quot; &#39;d&#39; &#x1F600;')).toBe(
      `a & b "c" 'd' 😀`,
    );
    expect(decodeEntities('&bogus; &#0; &#xD800; &#1114112;')).toBe(
      '&bogus; &#0; &#xD800; &#1114112;',
    );
  });
});
