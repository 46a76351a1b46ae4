import { describe, expect, it } from 'vitest';
import { inputFromValue, numberFieldControl, numberFromInput } from './number-field';
import { entryProblems } from './pre-save';

describe('the editor’s number field', () => {
  it('stores plain decimals as numbers', () => {
    expect(numberFromInput('990')).toBe(990);
    expect(numberFromInput(' 875 ')).toBe(875);
    expect(numberFromInput('2.5')).toBe(2.5);
    expect(numberFromInput('-5')).toBe(-5);
    expect(numberFromInput('0')).toBe(0);
  });

  it('keeps anything else as typed, half-typed decimals included', () => {
    for (const text of [
      '',
      'nine hundred',
      '9.',
      '12,000',
      '1e3',
      '0x10',
      'Infinity',
      'NaN',
      '--5',
      '5 PKR',
      '<script>',
    ])
      expect(numberFromInput(text)).toBe(text);
  });

  it('shows stored numbers and texts, and nothing for the rest', () => {
    expect(inputFromValue(875)).toBe('875');
    expect(inputFromValue('nine')).toBe('nine');
    expect(inputFromValue(undefined)).toBe('');
    expect(inputFromValue(null)).toBe('');
    expect(inputFromValue({ a: 1 })).toBe('');
  });

  it('lets the schema word the refusal of a negative price and of a price in words', () => {
    const plans = [
      { id: 'a', name: 'A', pricePKR: numberFromInput('-5'), priceUSD: 1, pid: 1, quotas: ['x'] },
      {
        id: 'b',
        name: 'B',
        pricePKR: numberFromInput('nine hundred'),
        priceUSD: 1,
        pid: 2,
        quotas: ['x'],
      },
    ];
    const problems = entryProblems('hosting-plans', {
      popularLabel: 'Most popular',
      sharedFeatures: ['x'],
      plans,
    });
    expect(problems).toContain('plans.0.pricePKR: must be a number greater than 0');
    expect(problems).toContain('plans.1.pricePKR: must be a number');
  });

  it('is a labelled text input that hands Decap the converted value', () => {
    const calls: unknown[] = [];
    const h = (type: string, props: Record<string, unknown>) => ({ type, props });
    const element = numberFieldControl(h)({
      value: 875,
      onChange: (value) => calls.push(value),
      forID: 'price-1',
      classNameWrapper: 'field',
      setActiveStyle: () => {},
      setInactiveStyle: () => {},
    }) as { type: string; props: Record<string, unknown> & { onChange(e: object): void } };
    expect(element.type).toBe('input');
    expect(element.props).toMatchObject({
      id: 'price-1',
      type: 'text',
      inputMode: 'decimal',
      value: '875',
    });
    element.props.onChange({ target: { value: '990' } });
    element.props.onChange({ target: { value: 'nine hundred' } });
    expect(calls).toEqual([990, 'nine hundred']);
  });
});
