import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ROUTE_LENGTH, metricMaximum } from '../../../src/features/vitals/vitals-protocol';
import { beaconMessages, isRoute, readBeacon } from './beacon';

const valid = { route: '/services/web-development', metrics: { LCP: 1800.4, CLS: 0.05 } };
const read = (value: unknown) => readBeacon(JSON.stringify(value));
/** A string is the body's text as sent; anything else is sent as its JSON. */
const refusal = (value: unknown) => {
  const reading = typeof value === 'string' ? readBeacon(value) : read(value);
  if (reading.ok) throw new Error('accepted');
  return reading;
};

describe('readBeacon accepts', () => {
  it('a route and its metrics', () => {
    expect(read(valid)).toEqual({ ok: true, beacon: valid });
  });

  it('the device memory and connection type where the browser gives them', () => {
    const beacon = { ...valid, memory: 0.5, connection: 'slow-2g' };
    expect(read(beacon)).toEqual({ ok: true, beacon });
  });

  it('every metric at 0 and at its maximum', () => {
    const at = (value: (max: number) => number) =>
      Object.fromEntries(Object.entries(metricMaximum).map(([name, max]) => [name, value(max)]));
    expect(read({ route: '/', metrics: at(() => 0) }).ok).toBe(true);
    expect(read({ route: '/', metrics: at((max) => max) }).ok).toBe(true);
  });
});

describe('readBeacon refuses', () => {
  it.each(['', 'not json', '{', '{"route":"/",}', '\u0000'])(
    'a body that is not JSON: %j',
    (text) => {
      expect(refusal(text)).toEqual({
        ok: false,
        reason: 'syntax',
        message: beaconMessages.notJson,
      });
    },
  );

  it.each([null, 1, 'text', [], [valid], true])('JSON that is not an object: %j', (value) => {
    expect(refusal(JSON.stringify(value)).message).toBe(beaconMessages.notObject);
  });

  it.each(['id', 'cookie', 'userAgent', '__proto__', 'constructor'])(
    'a field it must not have (no identifier rides along): %s',
    (field) => {
      const text = `{"route":"/","metrics":{"LCP":1},${JSON.stringify(field)}:"x"}`;
      expect(refusal(text).message).toBe(beaconMessages.unknownField(field));
    },
  );

  it.each([
    undefined,
    '',
    'relative',
    '//evil.example/x',
    'https://evil.example/',
    '/Upper',
    '/a b',
    '/a?b=1',
    '/a#b',
    '/a//b',
    '/a/',
    '/..',
    '/a/../b',
    '/%2e%2e',
    '/ünïcode',
    `/${'a'.repeat(MAX_ROUTE_LENGTH)}`,
    42,
    ['/'],
    { toString: '/' },
  ])('a route that is not one of this site: %j', (route) => {
    expect(refusal({ ...valid, route }).message).toBe(beaconMessages.route);
  });

  it('accepts a route of exactly the longest length', () => {
    expect(isRoute(`/${'a'.repeat(MAX_ROUTE_LENGTH - 1)}`)).toBe(true);
  });

  it.each([undefined, null, {}, [], [1800], 'LCP'])(
    'metrics that are not a set of values: %j',
    (metrics) => {
      expect(refusal({ ...valid, metrics }).message).toBe(beaconMessages.metrics);
    },
  );

  it.each(['FID', 'lcp', '__proto__', 'toString'])('a metric that does not exist: %s', (name) => {
    const text = `{"route":"/","metrics":{${JSON.stringify(name)}:1}}`;
    expect(refusal(text).message).toBe(beaconMessages.unknownMetric(name));
  });

  // Raw JSON text: 1e309 parses as Infinity, -0 as a negative zero.
  it.each(['-1', '"1800"', 'null', 'true', '{}', '[]', '1e309', '-1e309', '120001'])(
    'an absurd LCP: %s',
    (value) => {
      const text = `{"route":"/","metrics":{"LCP":${value}}}`;
      expect(refusal(text).message).toBe(beaconMessages.value('LCP'));
    },
  );

  it('a layout shift score above its maximum', () => {
    expect(refusal({ ...valid, metrics: { CLS: 11 } }).message).toBe(beaconMessages.value('CLS'));
  });

  it.each([3, 0, -1, '4', null, 64, 8.5])('a device memory browsers never report: %j', (memory) => {
    expect(refusal({ ...valid, memory }).message).toBe(beaconMessages.memory);
  });

  it.each(['5g', 'wifi', '', '4G', null, 4])(
    'a connection type that does not exist: %j',
    (connection) => {
      expect(refusal({ ...valid, connection }).message).toBe(beaconMessages.connection);
    },
  );

  it('cuts a long unknown name in its message', () => {
    const name = 'x'.repeat(500);
    expect(refusal({ ...valid, [name]: 1 }).message.length).toBeLessThan(120);
  });

  it('never throws, whatever the text (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          const reading = readBeacon(text);
          if (reading.ok) {
            expect(isRoute(reading.beacon.route)).toBe(true);
            expect(Object.keys(reading.beacon.metrics).length).toBeGreaterThan(0);
          } else expect(reading.message).toEqual(expect.any(String));
        },
      ),
    );
  });
});
