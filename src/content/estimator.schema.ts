// Schema of the project estimator's prices, apart from the data so zod stays out of the browser
// bundle; the build (scripts/build/content-check.ts) and the CMS validate the data file with it.
import * as z from 'zod/mini';
import { estimateLimits } from './estimate-rules';
import { hasAtMostDecimals } from './price-rules';
import { placeholdersAmong, text } from './schema-helpers';

const LABEL_MAX = 60;

const id = () =>
  z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'));

/** A whole amount, 0 or more, up to the currency's ceiling. */
const amount = (max: number) =>
  z
    .int('must be a whole number')
    .check(
      z.nonnegative('must be 0 or more'),
      z.maximum(max, `must be at most ${max.toLocaleString('en-US')}`),
    );

const factor = () =>
  z.number('must be a number').check(
    z.minimum(estimateLimits.minFactor, `must be at least ${estimateLimits.minFactor}`),
    z.maximum(estimateLimits.maxFactor, `must be at most ${estimateLimits.maxFactor}`),
    z.refine((value) => hasAtMostDecimals(value, 2), 'must have at most 2 decimals'),
  );

const pkr = () => amount(estimateLimits.maxPKR);
const usd = () => amount(estimateLimits.maxUSD);

export const estimateServiceSchema = z
  .strictObject({
    id: id(),
    label: text(LABEL_MAX),
    minPKR: pkr().check(z.positive('must be greater than 0')),
    maxPKR: pkr(),
    minUSD: usd().check(z.positive('must be greater than 0')),
    maxUSD: usd(),
  })
  .check(
    z.refine((service) => service.minPKR <= service.maxPKR, {
      message: 'the lowest price in rupees must not be above the highest',
      path: ['maxPKR'],
    }),
    z.refine((service) => service.minUSD <= service.maxUSD, {
      message: 'the lowest price in dollars must not be above the highest',
      path: ['maxUSD'],
    }),
  );

export const estimateOptionSchema = z.strictObject({
  id: id(),
  label: text(LABEL_MAX),
  addPKR: pkr(),
  addUSD: usd(),
  factor: factor(),
});

export const carePlanOptionSchema = z.strictObject({
  id: id(),
  label: text(LABEL_MAX),
  monthlyPKR: pkr(),
  monthlyUSD: usd(),
});

/** No two choices of a question share an identifier (the address names them by it). */
const distinctIds = <T extends { id: string }>(list: z.ZodMiniType<T[]>, max: number) =>
  list.check(
    z.minLength(1, 'must have at least one choice'),
    z.maxLength(max, `must have at most ${max} choices`),
    z.refine(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      'two choices share an identifier',
    ),
  );

/** The estimator's prices (src/content/data/estimator.json). */
export const estimatorFileSchema = z
  .strictObject({
    services: distinctIds(z.array(estimateServiceSchema), 12),
    sizes: distinctIds(z.array(estimateOptionSchema), 6),
    features: distinctIds(z.array(estimateOptionSchema), 10),
    content: distinctIds(z.array(estimateOptionSchema), 6),
    timelines: distinctIds(z.array(estimateOptionSchema), 6),
    carePlans: distinctIds(z.array(carePlanOptionSchema), 6),
  })
  .check(placeholdersAmong([]));
export type EstimatorFile = z.infer<typeof estimatorFileSchema>;
