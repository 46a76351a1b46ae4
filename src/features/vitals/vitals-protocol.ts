/**
 * The field measurements' protocol, shared by the page that measures, the function that keeps
 * the figures, the staff command and the performance page: the metrics, the beacon's shape and
 * its limits, and the device classes. Plain data and pure functions only.
 */

/** Where the page sends its beacon (a function of this site). */
export const VITALS_ENDPOINT = '/.netlify/functions/vitals';

/** The metrics measured, in the order they are shown. */
export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** What each metric is, in words for people (the policies and the performance page use them). */
export const metricLabels: Record<MetricName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

/** Each metric's unit: milliseconds, or a score without unit (layout shift). */
export const metricUnits: Record<MetricName, 'ms' | 'score'> = {
  LCP: 'ms',
  INP: 'ms',
  CLS: 'score',
  FCP: 'ms',
  TTFB: 'ms',
};

/**
 * The largest value a real page can report; anything above is refused as absurd. Two minutes for
 * a time (a slower page load has no meaning for this site), 10 for the layout shift score.
 */
export const metricMaximum: Record<MetricName, number> = {
  LCP: 120_000,
  INP: 120_000,
  CLS: 10,
  FCP: 120_000,
  TTFB: 120_000,
};

/** The values `navigator.deviceMemory` can take (GiB, rounded by the browser). */
export const DEVICE_MEMORY_VALUES = [0.25, 0.5, 1, 2, 4, 8, 16, 32] as const;
/** The values of `navigator.connection.effectiveType`. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** Longest route path a beacon may name. */
export const MAX_ROUTE_LENGTH = 120;
/** A route path as this site writes them: lower-case words, digits, '-', '.', '_' and '/'. */
export const ROUTE_PATTERN = /^\/(?:[a-z0-9._-]+(?:\/[a-z0-9._-]+)*)?$/;
/** Bodies over this many bytes are refused (a beacon is about 150 bytes). */
export const MAX_BEACON_BYTES = 1024;

/** The fields a beacon may have: nothing else is sent or taken. */
export const BEACON_FIELDS = ['route', 'metrics', 'memory', 'connection'] as const;
export type BeaconField = (typeof BEACON_FIELDS)[number];

/**
 * One page view's measurements, as the page sends them: the route, the metrics it has, and its
 * device class where the browser tells it. Nothing identifies the visitor or the page view.
 */
export interface VitalsBeacon {
  route: string;
  metrics: Partial<Record<MetricName, number>>;
  /** `navigator.deviceMemory`, where the browser has it. */
  memory?: number;
  /** `navigator.connection.effectiveType`, where the browser has it. */
  connection?: ConnectionType;
}

/** A device class as stored and shown: memory, then connection ('?' where unknown). */
export function deviceClassOf(beacon: Pick<VitalsBeacon, 'memory' | 'connection'>): string {
  const memory = beacon.memory === undefined ? '?' : `${beacon.memory} GB`;
  return `${memory} · ${beacon.connection ?? '?'}`;
}

/** The error answers of the function: `{ error: { message, code } }`. */
export type VitalsErrorCode = 'bad-request' | 'invalid' | 'over-budget' | 'storage-failed';
export interface VitalsErrorBody {
  error: { message: string; code: VitalsErrorCode };
}
