/**
 * The figures kept of field measurements: per day, per route and device class, one histogram per
 * metric (never a single page view). Pure functions: bucketing a value, adding a beacon to a
 * day within its budget, merging days, the percentile of a histogram, and which days to prune.
 */
import { METRIC_NAMES, deviceClassOf, metricMaximum, metricUnits } from './vitals-protocol';
import type { MetricName, VitalsBeacon } from './vitals-protocol';

/** Count of values per bucket, keyed by the bucket's upper edge (inclusive), e.g. `"2500": 12`. */
export type Histogram = Record<string, number>;

export interface SeriesFigures {
  /** Page views counted (beacons) in this series. */
  views: number;
  metrics: Partial<Record<MetricName, Histogram>>;
}

/** One UTC day's figures: beacons taken, and per route, per device class, the histograms. */
export interface DayFigures {
  day: string;
  beacons: number;
  routes: Record<string, Record<string, SeriesFigures>>;
}

/** What bounds one day: beacons taken (the write budget) and route × device class series. */
export interface DayLimits {
  dailyBudget: number;
  maxSeries: number;
}

export const DEFAULT_DAY_LIMITS: DayLimits = { dailyBudget: 20_000, maxSeries: 400 };
/** Days shown by the staff command and the performance page, and kept in the store. */
export const VITALS_WINDOW_DAYS = 28;

/** Steps `[up to, step]` in thousandths, from 0; edges are the multiples of each step. */
function edgesFrom(steps: readonly (readonly [number, number])[]): readonly number[] {
  const edges = [0];
  let at = 0;
  for (const [upTo, step] of steps) {
    while (at < upTo) {
      at += step;
      edges.push(at / 1000);
    }
  }
  return edges;
}

/** Milliseconds: 50 ms steps to 1 s, 100 ms to 4 s, 250 ms to 10 s, 1 s to 30 s, 5 s to 60 s. */
const timeEdges = edgesFrom([
  [1_000_000, 50_000],
  [4_000_000, 100_000],
  [10_000_000, 250_000],
  [30_000_000, 1_000_000],
  [60_000_000, 5_000_000],
  [120_000_000, 60_000_000],
]);
/** Layout shift: 0.01 steps to 0.5, 0.05 to 1, 0.25 to 3, then one bucket to 10. */
const scoreEdges = edgesFrom([
  [500, 10],
  [1000, 50],
  [3000, 250],
  [10_000, 7000],
]);

/** The upper edges of a metric's buckets, ascending; the last is the metric's maximum. */
export function bucketEdges(metric: MetricName): readonly number[] {
  return metricUnits[metric] === 'ms' ? timeEdges : scoreEdges;
}

/** Whether `value` is one a real page reports for `metric`: finite, 0 or more, at most its maximum. */
export function isPlausible(metric: MetricName, value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= metricMaximum[metric]
  );
}

/** The upper edge of the bucket holding `value` (the smallest edge at or above it). */
export function bucketOf(metric: MetricName, value: number): number {
  if (!isPlausible(metric, value)) throw new RangeError(`${metric} ${value} is out of range`);
  const edges = bucketEdges(metric);
  let low = 0;
  let high = edges.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (edges[middle]! >= value) high = middle;
    else low = middle + 1;
  }
  return edges[low]!;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The histogram's buckets that are well formed (a numeric edge, a positive count), ascending. */
function bucketsOf(histogram: Histogram): [number, number][] {
  const buckets: [number, number][] = [];
  for (const [edge, count] of Object.entries(histogram)) {
    const at = Number(edge);
    if (edge.trim() !== '' && Number.isFinite(at) && isCount(count)) buckets.push([at, count]);
  }
  return buckets.sort((a, b) => a[0] - b[0]);
}

/**
 * The `p`-th percentile (0 < p ≤ 100) of a histogram: the upper edge of the bucket that holds the
 * value at rank ⌈p% of the count⌉, so at least p% of the values are at or below it. Null when
 * there is no value.
 */
export function percentileOf(histogram: Histogram, p: number): number | null {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile ${p} is not in (0, 100]`);
  const buckets = bucketsOf(histogram);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const [edge, count] of buckets) {
    seen += count;
    if (seen >= rank) return edge;
  }
  return buckets[buckets.length - 1]![0];
}

/** The sum of histograms, bucket by bucket (malformed buckets are left out). */
export function mergeHistograms(...histograms: Histogram[]): Histogram {
  const merged: Histogram = {};
  for (const histogram of histograms) {
    for (const [edge, count] of bucketsOf(histogram)) {
      const key = String(edge);
      merged[key] = (merged[key] ?? 0) + count;
    }
  }
  return merged;
}

/** The UTC day (`YYYY-MM-DD`) of a time. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export const emptyDay = (day: string): DayFigures => ({ day, beacons: 0, routes: {} });

const seriesCount = (figures: DayFigures) =>
  Object.values(figures.routes).reduce((sum, devices) => sum + Object.keys(devices).length, 0);

export type AddOutcome =
  { kind: 'added'; figures: DayFigures } | { kind: 'over-budget' } | { kind: 'series-full' };

/**
 * The day's figures with one (valid) beacon added, or why it is not: the day has taken its
 * budget of beacons, or it has its most series and the beacon would start a new one. The figures
 * given are never changed.
 */
export function addBeacon(
  figures: DayFigures,
  beacon: VitalsBeacon,
  limits: DayLimits,
): AddOutcome {
  if (figures.beacons >= limits.dailyBudget) return { kind: 'over-budget' };
  const device = deviceClassOf(beacon);
  const existing = figures.routes[beacon.route]?.[device];
  if (!existing && seriesCount(figures) >= limits.maxSeries) return { kind: 'series-full' };
  const metrics = { ...existing?.metrics };
  for (const metric of METRIC_NAMES) {
    const value = beacon.metrics[metric];
    if (value === undefined) continue;
    const edge = String(bucketOf(metric, value));
    const histogram = { ...metrics[metric] };
    histogram[edge] = (histogram[edge] ?? 0) + 1;
    metrics[metric] = histogram;
  }
  const series: SeriesFigures = { views: (existing?.views ?? 0) + 1, metrics };
  return {
    kind: 'added',
    figures: {
      day: figures.day,
      beacons: figures.beacons + 1,
      routes: {
        ...figures.routes,
        [beacon.route]: { ...figures.routes[beacon.route], [device]: series },
      },
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A day's figures as read from the store, keeping only what is well formed: a stored record is
 * never trusted to have the shape the code expects.
 */
export function readDayFigures(value: unknown, day: string): DayFigures {
  const figures = emptyDay(day);
  if (!isRecord(value)) return figures;
  if (Number.isSafeInteger(value.beacons) && (value.beacons as number) > 0)
    figures.beacons = value.beacons as number;
  if (!isRecord(value.routes)) return figures;
  for (const [route, devices] of Object.entries(value.routes)) {
    if (!route.startsWith('/') || !isRecord(devices)) continue;
    for (const [device, series] of Object.entries(devices)) {
      if (!isRecord(series) || !isCount(series.views)) continue;
      const metrics: SeriesFigures['metrics'] = {};
      const stored = isRecord(series.metrics) ? series.metrics : {};
      for (const metric of METRIC_NAMES) {
        const histogram = stored[metric];
        if (isRecord(histogram)) metrics[metric] = mergeHistograms(histogram as Histogram);
      }
      figures.routes[route] ??= {};
      figures.routes[route][device] = { views: series.views, metrics };
    }
  }
  return figures;
}

/** One line of the summary: a route and device class ('all' for every class), its p75s. */
export interface SummaryRow {
  route: string;
  device: string;
  views: number;
  p75: Record<MetricName, number | null>;
}

export const ALL_DEVICES = 'all';

function rowOf(route: string, device: string, series: SeriesFigures[]): SummaryRow {
  const p75 = {} as Record<MetricName, number | null>;
  for (const metric of METRIC_NAMES) {
    const histograms = series.map((one) => one.metrics[metric] ?? {});
    p75[metric] = percentileOf(mergeHistograms(...histograms), 75);
  }
  return { route, device, views: series.reduce((sum, one) => sum + one.views, 0), p75 };
}

/**
 * The 75th percentile of each metric per route, over the days given: first every device class
 * together ('all'), then each class, most viewed first. Routes in path order.
 */
export function summarize(days: readonly DayFigures[]): SummaryRow[] {
  const byRoute = new Map<string, Map<string, SeriesFigures[]>>();
  for (const figures of days) {
    for (const [route, devices] of Object.entries(figures.routes)) {
      const classes = byRoute.get(route) ?? new Map<string, SeriesFigures[]>();
      byRoute.set(route, classes);
      for (const [device, series] of Object.entries(devices)) {
        classes.set(device, [...(classes.get(device) ?? []), series]);
      }
    }
  }
  const rows: SummaryRow[] = [];
  for (const route of [...byRoute.keys()].sort()) {
    const classes = byRoute.get(route)!;
    rows.push(rowOf(route, ALL_DEVICES, [...classes.values()].flat()));
    const perClass = [...classes].map(([device, series]) => rowOf(route, device, series));
    perClass.sort((a, b) => b.views - a.views || a.device.localeCompare(b.device));
    rows.push(...perClass);
  }
  return rows;
}

/** The days (`YYYY-MM-DD`) of the window ending with `today`, oldest first. */
export function windowDays(today: string, days = VITALS_WINDOW_DAYS): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  if (!Number.isFinite(end)) throw new RangeError(`${today} is not a day`);
  return Array.from({ length: days }, (_, index) => dayOf(end - (days - 1 - index) * 86_400_000));
}

/**
 * The stored keys to delete: every day before the window ending with `today`, and any key that
 * is not a day at all (the store holds days only).
 */
export function keysToPrune(keys: readonly string[], today: string, days = VITALS_WINDOW_DAYS) {
  const first = windowDays(today, days)[0]!;
  return keys.filter((key) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(key) || dayOf(Date.parse(`${key}T00:00:00Z`) || 0) !== key)
      return true;
    return key < first;
  });
}

/**
 * The figures a page shows: the period (UTC days), the rows, and whether they could be read
 * (`unavailable`: the store did not answer when the page was made).
 */
export interface VitalsSummary {
  from: string;
  to: string;
  state: 'measured' | 'unavailable';
  rows: SummaryRow[];
}
