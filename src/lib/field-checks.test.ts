import { describe, expect, it } from 'vitest';
import { firstFailedCheck } from './field-checks';
import type { FieldCheck } from './field-checks';

const min = (length: number, message = `min ${length}`): FieldCheck => ({
  kind: 'min',
  length,
  message,
});
const max = (length: number, message = `max ${length}`): FieldCheck => ({
  kind: 'max',
  length,
  message,
});
const pattern = (source: string, flags = '', message = `pattern ${source}`): FieldCheck => ({
  kind: 'pattern',
  source,
  flags,
  message,
});

describe('firstFailedCheck', () => {
  it('passes with no checks, and gives the empty string for a value that passes them all', () => {
    expect(firstFailedCheck('anything', [])).toBe('');
    expect(firstFailedCheck('abc', [min(1), max(3), pattern('^[a-c]+$')])).toBe('');
  });

  it('min and max: inclusive bounds on the length', () => {
    expect(firstFailedCheck('ab', [min(3)])).toBe('min 3');
    expect(firstFailedCheck('abc', [min(3)])).toBe('');
    expect(firstFailedCheck('abcd', [max(3)])).toBe('max 3');
    expect(firstFailedCheck('abc', [max(3)])).toBe('');
    expect(firstFailedCheck('', [min(1)])).toBe('min 1');
    expect(firstFailedCheck('', [max(0)])).toBe('');
  });

  it('checks the trimmed value (as the schema trims first)', () => {
    expect(firstFailedCheck('   ', [min(1)])).toBe('min 1');
    expect(firstFailedCheck('\t\n\r \u00a0\u2028\u2029\ufeff', [min(1)])).toBe('min 1');
    expect(firstFailedCheck('  abc  ', [max(3)])).toBe('');
    expect(firstFailedCheck('  abc  ', [pattern('^abc$')])).toBe('');
    // Inside the value, white space counts.
    expect(firstFailedCheck(' a b ', [max(2)])).toBe('max 2');
  });

  it('counts code points, as zod does (an emoji is one character; a lone surrogate is one)', () => {
    expect(firstFailedCheck('😀', [max(1)])).toBe('');
    expect(firstFailedCheck('😀😀', [max(1)])).toBe('max 1');
    expect(firstFailedCheck('😀', [min(2)])).toBe('min 2');
    expect(firstFailedCheck('\ud800\ud800', [max(1)])).toBe('max 1');
    expect(firstFailedCheck('é', [max(1)])).toBe('');
  });

  it('gives the message of the first check that fails, in the order given', () => {
    const checks = [min(1, 'required'), max(5, 'too long'), pattern('^[a-z]*$', '', 'letters')];
    expect(firstFailedCheck('', checks)).toBe('required');
    expect(firstFailedCheck('ABCDEFG', checks)).toBe('too long');
    expect(firstFailedCheck('ABC', checks)).toBe('letters');
    expect(firstFailedCheck('ABCDEFG', [checks[2]!, checks[1]!])).toBe('letters');
  });

  it('applies a pattern with its flags', () => {
    expect(firstFailedCheck('ABC', [pattern('^[a-z]+$')])).toBe('pattern ^[a-z]+$');
    expect(firstFailedCheck('ABC', [pattern('^[a-z]+$', 'i')])).toBe('');
    // The u flag: \p classes and code points.
    const noControls = pattern('^[^\\p{Cc}\\u2028\\u2029]*$', 'u');
    expect(firstFailedCheck('plain text', [noControls])).toBe('');
    expect(firstFailedCheck('a\u0007b', [noControls])).toBe(noControls.message);
    expect(firstFailedCheck('a\u2028b', [noControls])).toBe(noControls.message);
    // A multi-line value with m: ^ and $ at each line.
    expect(firstFailedCheck('ab\ncd', [pattern('^cd$')])).not.toBe('');
    expect(firstFailedCheck('ab\ncd', [pattern('^cd$', 'm')])).toBe('');
  });

  it('gives the same answer each time with global or sticky flags (no state kept between calls)', () => {
    const sticky = pattern('a', 'g');
    for (let n = 0; n < 3; n++) expect(firstFailedCheck('a', [sticky, sticky])).toBe('');
    const y = pattern('a', 'y');
    for (let n = 0; n < 3; n++) expect(firstFailedCheck('a', [y])).toBe('');
  });

  it('handles hostile values as text', () => {
    const checks = [min(1), max(20), pattern('^[^<>]*$', '', 'no markup')];
    expect(firstFailedCheck('<img src=x onerror=alert(1)>', checks)).toBe('max 20');
    expect(firstFailedCheck('<script>', checks)).toBe('no markup');
    expect(firstFailedCheck('x'.repeat(1_000_000), [max(1000)])).toBe('max 1000');
    expect(firstFailedCheck('\u0000', [min(1)])).toBe('');
  });
});
