import { afterEach, describe, expect, it } from 'vitest';
import { inlineCall, inlineCallWithConstants, pageControlsScript } from './inline-scripts';
import { domAttr, domClass, domEvent } from '../lib/dom-contract';

interface SampleConfig {
  count: number;
  label: string;
  flag: boolean;
  list: string[];
  names: { first: string; second: string };
  numbers: { limit: number };
}

const results = globalThis as { sampleResult?: unknown };
afterEach(() => delete results.sampleResult);

// Written as the head script is: it reads its settings as `config.x`, and through destructuring.
function sample(config: SampleConfig, extra: number, double: (n: number) => number): void {
  const { names } = config;
  (globalThis as { sampleResult?: unknown }).sampleResult = {
    count: config.count,
    label: config.label,
    flag: config.flag,
    list: config.list,
    first: names.first,
    second: config.names.second,
    limit: config.numbers.limit,
    extra: double(extra),
  };
}
const settings: SampleConfig = {
  count: 3,
  label: 'a "quoted" </script> label',
  flag: true,
  list: ['x', 'y'],
  names: { first: 'one', second: 'two' },
  numbers: { limit: 150 },
};

describe('inlineCallWithConstants', () => {
  it('replaces every use of the settings by its value, and the script behaves as the function', () => {
    const script = inlineCallWithConstants('sample', sample, settings, 21, (n: number) => n * 2);
    expect(script).not.toMatch(/\bconfig\b/);
    expect(script).not.toMatch(/\bnames\.first\b/);
    new Function(script)();
    expect(results.sampleResult).toEqual({
      count: 3,
      label: settings.label,
      flag: true,
      list: ['x', 'y'],
      first: 'one',
      second: 'two',
      limit: 150,
      extra: 42,
    });
    // Each value is in the script once per use, as a literal; no object of names is passed.
    expect(script).toMatch(/[`"']one[`"']/);
    expect(script).toContain('({},21,');
    // Safe inside <script>: a value cannot end the element.
    expect(script).not.toMatch(/<\/script/i);
  });

  it('fails, naming it, when a use of the settings has no value', () => {
    function reading(config: { known: number }): void {
      (globalThis as { sampleResult?: unknown }).sampleResult = [
        config.known,
        (config as unknown as { missing: number }).missing,
      ];
    }
    expect(() => inlineCallWithConstants('reading', reading, { known: 1 })).toThrow(
      'reading: no constant for config.missing',
    );
  });

  it('fails on a script that does not minify (a syntax error), naming it', () => {
    const broken = { toString: () => 'function (config) { return config.a +; }' };
    expect(() =>
      inlineCallWithConstants('broken', broken as unknown as (config: { a: number }) => void, {
        a: 1,
      }),
    ).toThrow(/^broken: /);
  });
});

describe('inlineCall', () => {
  it('calls the function with its arguments: JSON, and functions by their source', () => {
    function call(text: string, values: number[], square: (n: number) => number): void {
      (globalThis as { sampleResult?: unknown }).sampleResult = [text, values.map(square)];
    }
    const script = inlineCall('call', call, '</script><b>', [1, 2, 3], (n: number) => n * n);
    new Function(script)();
    expect(results.sampleResult).toEqual(['</script><b>', [1, 4, 9]]);
  });
});

describe('pageControlsScript', () => {
  it('carries its settings as literals: no use of the settings object is left', () => {
    expect(pageControlsScript).not.toMatch(/\bconfig\./);
    // The shared names are in it as written in the shared module.
    for (const name of [
      domClass.siteHeader,
      domClass.menuToggle,
      domClass.megaMenuToggle,
      domClass.backToTop,
      domAttr.currencyChoice,
      domAttr.filter,
      domAttr.formTaken,
      domAttr.fieldChecks,
      domAttr.island,
      domEvent.islandFailed,
    ])
      expect(pageControlsScript).toContain(name);
    expect(pageControlsScript).not.toMatch(/<\/script/i);
  });

  it('is one expression statement that runs on its own', () => {
    expect(() => new Function(pageControlsScript)).not.toThrow();
  });
});
