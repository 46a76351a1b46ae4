import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_CHARS,
  MAX_QUOTED_CHARS,
  answerText,
  isSearchable,
  normalizeQuery,
  planQuery,
  quoteQuery,
  searchUrl,
  searchWords,
} from './search-query';

describe('normalizeQuery', () => {
  it('trims, collapses spaces and drops control characters', () => {
    expect(normalizeQuery('  shared \t\n hosting  ')).toBe('shared hosting');
    expect(normalizeQuery('cPanel\u0000\u0007 plan')).toBe('cPanel plan');
  });

  it(`cuts a long query to at most ${MAX_QUERY_CHARS} characters, at a word boundary when it can`, () => {
    const words = 'website '.repeat(70); // 560 characters
    const cut = normalizeQuery(words);
    expect(cut.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(cut.endsWith('website')).toBe(true);
    const oneWord = 'a'.repeat(500);
    expect(normalizeQuery(oneWord)).toBe('a'.repeat(MAX_QUERY_CHARS));
  });

  it('never grows, never leaves outer spaces, and is stable', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (raw) => {
        const once = normalizeQuery(raw);
        expect(once.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
        expect(once).toBe(once.trim());
        expect(normalizeQuery(once)).toBe(once);
      }),
    );
  });
});

describe('isSearchable', () => {
  it('needs a letter or digit of any script', () => {
    expect(isSearchable('wordpres')).toBe(true);
    expect(isSearchable('ویب سائٹ')).toBe(true);
    expect(isSearchable('404')).toBe(true);
    expect(isSearchable('?!.,;:-()[]{}"\'')).toBe(false);
    expect(isSearchable('')).toBe(false);
  });
});

describe('planQuery: every input gets a search or a clear answer', () => {
  it('an empty or blank query asks for words', () => {
    for (const raw of ['', '   ', '\n\t'])
      expect(planQuery(raw)).toEqual({ run: false, answer: { kind: 'empty' } });
  });

  it('punctuation only is answered "No results for …" without a search', () => {
    const plan = planQuery(' ?!... ');
    expect(plan).toEqual({ run: false, answer: { kind: 'no-results', query: '?!...' } });
    if (plan.run) throw new Error('punctuation was searched');
    expect(answerText(plan.answer)).toBe(searchWords.noResults('?!...'));
  });

  it('a query of 500 characters, Urdu script and hostile text are searched as text', () => {
    expect(planQuery('x'.repeat(500))).toEqual({ run: true, query: 'x'.repeat(MAX_QUERY_CHARS) });
    expect(planQuery('ویب سائٹ بنوانی ہے')).toEqual({ run: true, query: 'ویب سائٹ بنوانی ہے' });
    const hostile = '<img src=x onerror=alert(1)>';
    expect(planQuery(hostile)).toEqual({ run: true, query: hostile });
  });

  it('any input gives a non-empty answer when not searched', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (raw) => {
        const plan = planQuery(raw);
        if (!plan.run) expect(answerText(plan.answer).length).toBeGreaterThan(0);
        else expect(isSearchable(plan.query)).toBe(true);
      }),
    );
  });
});

describe('answers', () => {
  it('quote the query, cut with an ellipsis past the limit (whole characters)', () => {
    expect(searchWords.noResults('cpanel')).toBe('No results for “cpanel”.');
    const long = 'ہ'.repeat(200);
    expect([...quoteQuery(long)]).toHaveLength(MAX_QUOTED_CHARS + 1);
    expect(quoteQuery(long).endsWith('…')).toBe(true);
    const emoji = '😀'.repeat(MAX_QUOTED_CHARS + 5);
    expect(quoteQuery(emoji)).toBe(`${'😀'.repeat(MAX_QUOTED_CHARS)}…`);
  });

  it('say how many results, in the singular for one', () => {
    expect(answerText({ kind: 'results', query: 'seo', count: 1 })).toBe('1 result for “seo”.');
    expect(answerText({ kind: 'results', query: 'seo', count: 3 })).toBe('3 results for “seo”.');
    expect(answerText({ kind: 'empty' })).toBe(searchWords.empty);
    expect(answerText({ kind: 'failed' })).toBe(searchWords.failed);
  });
});

describe('searchUrl', () => {
  it('puts the normalized query in the address, encoded', () => {
    expect(searchUrl('  shared   hosting ')).toBe('/search?q=shared+hosting');
    expect(searchUrl('')).toBe('/search');
    expect(new URL(searchUrl('a&b=<c>#d'), 'https://x.example').searchParams.get('q')).toBe(
      'a&b=<c>#d',
    );
  });
});
