// The estimator's rules, on a catalog of the test's own: they hold whatever numbers staff enter.
import { describe, expect, it } from 'vitest';
import { estimateRange, estimateRounding } from './estimate-rules';
import type { EstimateCatalog } from './estimate-rules';
import { estimateCatalog } from './estimator';
import { estimatorFileSchema } from './estimator.schema';

const option = (id: string, addPKR: number, addUSD: number, factor: number) => ({
  id,
  label: id,
  addPKR,
  addUSD,
  factor,
});

const catalog: EstimateCatalog = {
  services: [
    { id: 'site', label: 'Site', minPKR: 40_000, maxPKR: 80_000, minUSD: 200, maxUSD: 400 },
  ],
  sizes: [option('small', 0, 0, 1), option('large', 0, 0, 2)],
  features: [option('pay', 10_000, 50, 1), option('urdu', 20_000, 100, 1), option('x', 0, 0, 1.5)],
  content: [option('ready', 0, 0, 1), option('written', 5_000, 20, 1)],
  timelines: [option('standard', 0, 0, 1), option('rush', 0, 0, 1.25)],
  carePlans: [
    { id: 'none', label: 'None', monthlyPKR: 0, monthlyUSD: 0 },
    { id: 'basic', label: 'Basic', monthlyPKR: 5_000, monthlyUSD: 20 },
  ],
};

describe('estimateRange', () => {
  it('is undefined until a known service is chosen', () => {
    expect(estimateRange(catalog, { features: [] })).toBeUndefined();
    expect(estimateRange(catalog, { service: 'gone', features: [] })).toBeUndefined();
  });

  it('is the service’s base range while nothing else is answered', () => {
    expect(estimateRange(catalog, { service: 'site', features: [] })).toEqual({
      low: { PKR: 40_000, USD: 200 },
      high: { PKR: 80_000, USD: 400 },
      monthly: { PKR: 0, USD: 0 },
    });
  });

  it('adds the answers’ amounts, then multiplies by their factors', () => {
    const range = estimateRange(catalog, {
      service: 'site',
      size: 'large',
      features: ['pay', 'urdu'],
      content: 'written',
      timeline: 'rush',
    })!;
    // (40,000 + 10,000 + 20,000 + 5,000) × 2 × 1.25 = 187,500; (80,000 + 35,000) × 2.5 = 287,500
    expect(range.low.PKR).toBe(188_000);
    expect(range.high.PKR).toBe(288_000);
    // (200 + 170) × 2.5 = 925; (400 + 170) × 2.5 = 1,425
    expect(range.low.USD).toBe(930);
    expect(range.high.USD).toBe(1_430);
  });

  it('rounds each end to its currency’s step, never below one step', () => {
    const tiny: EstimateCatalog = {
      ...catalog,
      services: [{ id: 's', label: 'S', minPKR: 1, maxPKR: 1_499, minUSD: 1, maxUSD: 14 }],
    };
    const range = estimateRange(tiny, { service: 's', features: [] })!;
    expect(range.low).toEqual({ PKR: estimateRounding.PKR, USD: estimateRounding.USD });
    expect(range.high).toEqual({ PKR: 1_000, USD: 10 });
    const odd = estimateRange(catalog, { service: 'site', features: ['x'], size: 'small' })!;
    expect(odd.low.PKR % estimateRounding.PKR).toBe(0);
    expect(odd.low.USD % estimateRounding.USD).toBe(0);
  });

  it('shows the care plan per month beside the range, never in it', () => {
    const without = estimateRange(catalog, { service: 'site', features: [] })!;
    const withCare = estimateRange(catalog, { service: 'site', features: [], care: 'basic' })!;
    expect(withCare.low).toEqual(without.low);
    expect(withCare.high).toEqual(without.high);
    expect(withCare.monthly).toEqual({ PKR: 5_000, USD: 20 });
  });

  it('ignores answers the catalog does not know', () => {
    const range = estimateRange(catalog, {
      service: 'site',
      size: 'huge',
      features: ['gone', 'pay'],
      content: '__proto__',
      timeline: 'constructor',
      care: 'toString',
    })!;
    expect(range.low.PKR).toBe(50_000);
    expect(range.monthly).toEqual({ PKR: 0, USD: 0 });
  });

  it('never makes a low end above the high end for the sample prices', () => {
    expect(estimatorFileSchema.safeParse(estimateCatalog).success).toBe(true);
    for (const service of estimateCatalog.services)
      for (const size of estimateCatalog.sizes)
        for (const timeline of estimateCatalog.timelines) {
          const range = estimateRange(estimateCatalog, {
            service: service.id,
            size: size.id,
            timeline: timeline.id,
            features: estimateCatalog.features.map((feature) => feature.id),
          })!;
          expect(range.low.PKR).toBeLessThanOrEqual(range.high.PKR);
          expect(range.low.USD).toBeLessThanOrEqual(range.high.USD);
        }
  });
});

describe('the estimator’s schema', () => {
  const valid = structuredClone(estimateCatalog) as unknown as Record<
    string,
    Record<string, unknown>[]
  >;
  const refused = (change: (file: typeof valid) => void) => {
    const file = structuredClone(valid);
    change(file);
    return estimatorFileSchema.safeParse(file).success === false;
  };
  it('refuses a base range upside down, a factor out of bounds, a shared identifier', () => {
    expect(refused((file) => (file.services![0]!.minPKR = 10_000_000))).toBe(true);
    expect(refused((file) => (file.sizes![0]!.factor = 0))).toBe(true);
    expect(refused((file) => (file.sizes![0]!.factor = 3.5))).toBe(true);
    expect(refused((file) => (file.sizes![0]!.factor = 1.234))).toBe(true);
    expect(refused((file) => (file.features![1]!.id = file.features![0]!.id))).toBe(true);
    expect(refused((file) => (file.features![0]!.addPKR = -1))).toBe(true);
    expect(refused((file) => (file.services![0]!.id = 'Bad Id'))).toBe(true);
    expect(refused((file) => (file.carePlans = []))).toBe(true);
  });
});
