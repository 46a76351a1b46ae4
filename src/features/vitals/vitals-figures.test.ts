import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_DEVICES,
  addBeacon,
  bucketEdges,
  bucketOf,
  dayOf,
  emptyDay,
  isPlausible,
  keysToPrune,
  mergeHistograms,
  percentileOf,
  readDayFigures,
  summarize,
  windowDays,
} from './vitals-figures';
import type { DayFigures, DayLimits } from './vitals-figures';
import { METRIC_NAMES, deviceClassOf, metricMaximum } from './vitals-protocol';
import type { VitalsBeacon } from './vitals-protocol';

const roomy: DayLimits = { dailyBudget: 1000, maxSeries: 100 };
const beacon = (overrides: Partial<VitalsBeacon> = {}): VitalsBeacon => ({
  route: '/',
  metrics: { LCP: 1800, CLS: 0.02 },
  ...overrides,
});
const added = (figures: DayFigures, one: VitalsBeacon, limits = roomy) => {
  const outcome = addBeacon(figures, one, limits);
  if (outcome.kind !== 'added') throw new Error(`not added: ${outcome.kind}`);
  return outcome.figures;
};

describe('bucket edges', () => {
  it.each(METRIC_NAMES)('%s: ascending from 0, ending at the maximum', (metric) => {
    const edges = bucketEdges(metric);
    expect(edges[0]).toBe(0);
    expect(edges.at(-1)).toBe(metricMaximum[metric]);
    for (let index = 1; index < edges.length; index += 1)
      expect(edges[index]).toBeGreaterThan(edges[index - 1]!);
  });

  it('has edges a person reads without rounding noise', () => {
    for (const metric of METRIC_NAMES)
      for (const edge of bucketEdges(metric)) expect(String(edge)).toMatch(/^\d+(\.\d{1,3})?$/);
  });
});

describe('bucketOf', () => {
  it('puts a value in the smallest bucket whose upper edge is at or above it', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 1)).toBe(50);
    expect(bucketOf('LCP', 50)).toBe(50);
    expect(bucketOf('LCP', 50.0001)).toBe(100);
    expect(bucketOf('LCP', 2500)).toBe(2500);
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('CLS', 0.1)).toBe(0.1);
    expect(bucketOf('CLS', 0.101)).toBe(0.11);
    expect(bucketOf('TTFB', 120_000)).toBe(120_000);
  });

  it('holds for any plausible value (property)', () => {
    for (const metric of METRIC_NAMES) {
      const edges = bucketEdges(metric);
      fc.assert(
        fc.property(fc.double({ min: 0, max: metricMaximum[metric], noNaN: true }), (value) => {
          const edge = bucketOf(metric, value);
          const index = edges.indexOf(edge);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(edge).toBeGreaterThanOrEqual(value);
          if (index > 0) expect(edges[index - 1]).toBeLessThan(value);
        }),
      );
    }
  });

  it.each([-1, -0.0001, Number.NaN, Infinity, -Infinity, 120_000.5])(
    'refuses the implausible value %s',
    (value) => {
      expect(isPlausible('LCP', value)).toBe(false);
      expect(() => bucketOf('LCP', value)).toThrow(RangeError);
    },
  );

  it.each(['1', null, undefined, {}, [], true, 10n])('calls %s no value at all', (value) => {
    expect(isPlausible('INP', value)).toBe(false);
  });

  it('refuses a layout shift score above 10', () => {
    expect(isPlausible('CLS', 10)).toBe(true);
    expect(isPlausible('CLS', 10.01)).toBe(false);
  });
});

describe('percentileOf', () => {
  it('is null for an empty histogram', () => {
    expect(percentileOf({}, 75)).toBeNull();
  });

  it('answers the upper edge of the bucket holding the value at the rank', () => {
    // 4 values: rank of p75 is 3.
    expect(percentileOf({ '100': 2, '200': 1, '300': 1 }, 75)).toBe(200);
    // 5 values: rank ⌈3.75⌉ = 4.
    expect(percentileOf({ '100': 3, '200': 1, '300': 1 }, 75)).toBe(200);
    expect(percentileOf({ '100': 1 }, 75)).toBe(100);
    expect(percentileOf({ '100': 1, '500': 1 }, 100)).toBe(500);
    expect(percentileOf({ '100': 1, '500': 1 }, 50)).toBe(100);
  });

  it('reads the buckets in numeric order, whatever their order in the record', () => {
    expect(percentileOf({ '1000': 1, '50': 3, '200': 0 }, 75)).toBe(50);
    expect(percentileOf({ '1000': 1, '50': 1, '0.5': 1, '9': 1 }, 75)).toBe(50);
  });

  it('agrees with the exact percentile of the raw values, to its bucket (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 120_000 }), { minLength: 1, maxLength: 300 }),
        (values) => {
          const histogram: Record<string, number> = {};
          for (const value of values) {
            const key = String(bucketOf('LCP', value));
            histogram[key] = (histogram[key] ?? 0) + 1;
          }
          const sorted = [...values].sort((a, b) => a - b);
          const exact = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
          expect(percentileOf(histogram, 75)).toBe(bucketOf('LCP', exact));
        },
      ),
    );
  });

  it('ignores malformed buckets: negative, fractional or non-numeric counts, non-numeric edges', () => {
    const hostile = {
      '100': 1,
      '200': -5,
      '300': 0.5,
      '400': '7',
      abc: 9,
      '': 4,
      '500': Number.NaN,
      '600': Infinity,
    } as unknown as Record<string, number>;
    expect(percentileOf(hostile, 75)).toBe(100);
    expect(percentileOf({ abc: 3 }, 75)).toBeNull();
  });

  it.each([0, -1, 101, Number.NaN])('refuses the percentile %s', (p) => {
    expect(() => percentileOf({ '1': 1 }, p)).toThrow(RangeError);
  });
});

describe('mergeHistograms', () => {
  it('adds counts bucket by bucket', () => {
    expect(mergeHistograms({ '50': 1, '100': 2 }, { '100': 3, '150': 1 }, {})).toEqual({
      '50': 1,
      '100': 5,
      '150': 1,
    });
  });

  it('leaves out malformed buckets', () => {
    expect(mergeHistograms({ '50': -1, x: 2, '100': 1 } as Record<string, number>)).toEqual({
      '100': 1,
    });
  });
});

describe('addBeacon', () => {
  it('counts the beacon in its route and device class, one histogram per metric it has', () => {
    const figures = added(emptyDay('2026-11-29'), beacon({ memory: 4, connection: '4g' }));
    expect(figures.beacons).toBe(1);
    expect(figures.routes['/']).toEqual({
      [deviceClassOf({ memory: 4, connection: '4g' })]: {
        views: 1,
        metrics: { LCP: { '1800': 1 }, CLS: { '0.02': 1 } },
      },
    });
  });

  it('adds to the same bucket and series on a second beacon', () => {
    let figures = added(emptyDay('2026-11-29'), beacon());
    figures = added(figures, beacon({ metrics: { LCP: 1790, INP: 120 } }));
    const series = figures.routes['/']![deviceClassOf({})]!;
    expect(series.views).toBe(2);
    expect(series.metrics).toEqual({ LCP: { '1800': 2 }, CLS: { '0.02': 1 }, INP: { '150': 1 } });
  });

  it('never changes the figures it is given', () => {
    const before = added(emptyDay('2026-11-29'), beacon());
    const copy = structuredClone(before);
    added(before, beacon());
    added(before, beacon({ route: '/contact' }));
    expect(before).toEqual(copy);
  });

  it('refuses past the daily budget, leaving the figures as they are', () => {
    const limits = { dailyBudget: 2, maxSeries: 100 };
    let figures = added(emptyDay('2026-11-29'), beacon(), limits);
    figures = added(figures, beacon(), limits);
    expect(addBeacon(figures, beacon(), limits)).toEqual({ kind: 'over-budget' });
    expect(figures.beacons).toBe(2);
  });

  it('refuses a new series past the most series, but still counts in an existing one', () => {
    const limits = { dailyBudget: 100, maxSeries: 2 };
    let figures = added(emptyDay('2026-11-29'), beacon({ route: '/a' }), limits);
    figures = added(figures, beacon({ route: '/b' }), limits);
    expect(addBeacon(figures, beacon({ route: '/c' }), limits)).toEqual({ kind: 'series-full' });
    expect(addBeacon(figures, beacon({ route: '/a', memory: 2 }), limits)).toEqual({
      kind: 'series-full',
    });
    expect(addBeacon(figures, beacon({ route: '/a' }), limits).kind).toBe('added');
  });

  it('throws on a value no beacon check lets through', () => {
    expect(() =>
      addBeacon(emptyDay('2026-11-29'), beacon({ metrics: { LCP: -1 } }), roomy),
    ).toThrow(RangeError);
  });
});

describe('readDayFigures', () => {
  it('reads back what addBeacon made', () => {
    let figures = added(emptyDay('2026-11-29'), beacon({ memory: 8 }));
    figures = added(figures, beacon({ route: '/contact', metrics: { TTFB: 80 } }));
    expect(readDayFigures(JSON.parse(JSON.stringify(figures)), '2026-11-29')).toEqual(figures);
  });

  it.each([null, 'text', 42, [], { routes: [] }, { routes: 'x' }])(
    'reads %j as an empty day',
    (value) => {
      expect(readDayFigures(value, '2026-11-29')).toEqual(emptyDay('2026-11-29'));
    },
  );

  it('keeps only well-formed series and buckets', () => {
    const stored = {
      day: 'forged',
      beacons: -3,
      routes: {
        'no-slash': { '?': { views: 1, metrics: {} } },
        '/a': {
          good: { views: 2, metrics: { LCP: { '100': 2, bad: 1 }, XYZ: { '1': 1 }, CLS: [] } },
          noViews: { metrics: { LCP: { '100': 1 } } },
          arrayed: [],
        },
        '/b': 'x',
      },
    };
    expect(readDayFigures(stored, '2026-11-29')).toEqual({
      day: '2026-11-29',
      beacons: 0,
      routes: { '/a': { good: { views: 2, metrics: { LCP: { '100': 2 } } } } },
    });
  });

  it('takes a "__proto__" key as data, never as the prototype', () => {
    const stored = JSON.parse(
      '{"beacons":1,"routes":{"__proto__":{"x":{"views":1,"metrics":{}}}}}',
    );
    const figures = readDayFigures(stored, '2026-11-29');
    expect(Object.keys(figures.routes)).toEqual([]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('summarize', () => {
  it('gives per route the p75 of every device class together, then of each class', () => {
    let day1 = emptyDay('2026-11-28');
    for (const lcp of [1000, 1000, 1000, 3000])
      day1 = added(day1, beacon({ metrics: { LCP: lcp }, memory: 8 }));
    let day2 = emptyDay('2026-11-29');
    for (const lcp of [4000, 4000])
      day2 = added(day2, beacon({ metrics: { LCP: lcp }, memory: 2 }));
    day2 = added(day2, beacon({ route: '/about', metrics: { CLS: 0.3 } }));
    const rows = summarize([day1, day2]);
    expect(rows.map((row) => [row.route, row.device, row.views])).toEqual([
      ['/', ALL_DEVICES, 6],
      ['/', deviceClassOf({ memory: 8 }), 4],
      ['/', deviceClassOf({ memory: 2 }), 2],
      ['/about', ALL_DEVICES, 1],
      ['/about', deviceClassOf({}), 1],
    ]);
    // All six: 1000 ×3, 3000, 4000 ×2: rank ⌈4.5⌉ = 5 is 4000.
    expect(rows[0]!.p75.LCP).toBe(4000);
    expect(rows[1]!.p75.LCP).toBe(1000);
    expect(rows[2]!.p75.LCP).toBe(4000);
    expect(rows[0]!.p75.INP).toBeNull();
    expect(rows[3]!.p75).toEqual({ LCP: null, INP: null, CLS: 0.3, FCP: null, TTFB: null });
  });

  it('is empty without days', () => {
    expect(summarize([])).toEqual([]);
  });
});

describe('days: the window and pruning', () => {
  it('dayOf is the UTC day', () => {
    expect(dayOf(Date.parse('2026-11-29T23:59:59.999Z'))).toBe('2026-11-29');
    expect(dayOf(Date.parse('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
  });

  it('the window is the 28 days ending today, oldest first, across months and leap days', () => {
    const days = windowDays('2028-03-01');
    expect(days).toHaveLength(28);
    expect(days[0]).toBe('2028-02-03');
    expect(days.at(-1)).toBe('2028-03-01');
    expect(days).toContain('2028-02-29');
    expect(new Set(days).size).toBe(28);
  });

  it('refuses a day that is not one', () => {
    expect(() => windowDays('yesterday')).toThrow(RangeError);
  });

  it('prunes the days before the window and any key that is not a day', () => {
    const keys = [
      '2026-11-01',
      '2026-11-02',
      '2026-11-29',
      '2026-10-15',
      'junk',
      '2026-02-30',
      '2026-11-2',
      '../2026-11-10',
    ];
    expect(keysToPrune(keys, '2026-11-29').sort()).toEqual(
      ['2026-10-15', '2026-11-01', 'junk', '2026-02-30', '2026-11-2', '../2026-11-10'].sort(),
    );
  });

  it('keeps every day of the window (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 * 365 }), (offset) => {
        const today = dayOf(Date.parse('2000-01-01T00:00:00Z') + offset * 86_400_000);
        const window = windowDays(today);
        const before = dayOf(Date.parse(`${window[0]}T00:00:00Z`) - 86_400_000);
        expect(keysToPrune([...window, before], today)).toEqual([before]);
      }),
    );
  });
});
