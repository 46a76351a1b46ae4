/**
 * The page side of the field measurements: web-vitals reports LCP, INP, CLS, FCP and TTFB, and
 * when the page is hidden the values not yet sent go in one beacon (`navigator.sendBeacon`) to
 * this site's function, with the route and the device class (memory and connection type, where
 * the browser has them). No cookie, no identifier: web-vitals' metric ids stay in the page, used
 * only so each value is sent once. Loaded after the page's load, when the browser is idle, and
 * only for a visitor who has not asked not to be tracked (vitals-consent.ts).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Metric } from 'web-vitals';
import { attrSelector, domAttr } from '../../lib/dom-contract';
import { normalizePath } from '../../lib/route-paths';
import {
  CONNECTION_TYPES,
  DEVICE_MEMORY_VALUES,
  MAX_ROUTE_LENGTH,
  ROUTE_PATTERN,
  VITALS_ENDPOINT,
} from './vitals-protocol';
import type { ConnectionType, MetricName, VitalsBeacon } from './vitals-protocol';

/** The route a beacon names: the not-found page as one route, whatever path showed it. */
export const NOT_FOUND_ROUTE = '/404';

/** The parts of `navigator` read here. */
export interface DeviceSignals {
  deviceMemory?: unknown;
  connection?: { effectiveType?: unknown } | undefined;
}

/** The device class the browser tells: each part only when it is a value browsers report. */
export function deviceOf(signals: DeviceSignals): Pick<VitalsBeacon, 'memory' | 'connection'> {
  const device: Pick<VitalsBeacon, 'memory' | 'connection'> = {};
  if ((DEVICE_MEMORY_VALUES as readonly unknown[]).includes(signals.deviceMemory))
    device.memory = signals.deviceMemory as number;
  const type = signals.connection?.effectiveType;
  if ((CONNECTION_TYPES as readonly unknown[]).includes(type))
    device.connection = type as ConnectionType;
  return device;
}

/** The route of a location path, or null when it is not one the function takes. */
export function routeOf(pathname: string, notFound: boolean): string | null {
  if (notFound) return NOT_FOUND_ROUTE;
  const route = normalizePath(pathname);
  return route.length <= MAX_ROUTE_LENGTH && ROUTE_PATTERN.test(route) ? route : null;
}

/** What the metrics' callbacks give: a name, a value, and an id only this page knows. */
export type ReportedMetric = Pick<Metric, 'name' | 'value' | 'id'>;
type Subscribe = (report: (metric: ReportedMetric) => void) => void;

export interface VitalsOptions {
  route: string;
  device: Pick<VitalsBeacon, 'memory' | 'connection'>;
  /** Each metric's subscription (web-vitals' onLCP and the others). */
  subscribe: readonly Subscribe[];
  send: (url: string, body: string) => boolean;
  /** Where `visibilitychange` is heard and `visibilityState` read. */
  doc: Pick<Document, 'addEventListener' | 'visibilityState'>;
}

/**
 * Collects the metrics as they are reported and sends those not yet sent when the page is
 * hidden (a value reported again after it was sent is not sent again; a page restored from the
 * back/forward cache reports new ones, a new page view). Returns the function that sends now.
 */
export function collectVitals({ route, device, subscribe, send, doc }: VitalsOptions) {
  const pending = new Map<MetricName, ReportedMetric>();
  const sent = new Set<string>();
  for (const on of subscribe)
    on((metric) => {
      if (!sent.has(metric.id)) pending.set(metric.name, metric);
    });
  const flush = () => {
    if (!pending.size) return;
    const metrics: VitalsBeacon['metrics'] = {};
    for (const [name, metric] of pending) metrics[name] = Math.round(metric.value * 1000) / 1000;
    const beacon: VitalsBeacon = { route, metrics, ...device };
    for (const metric of pending.values()) sent.add(metric.id);
    pending.clear();
    send(VITALS_ENDPOINT, JSON.stringify(beacon));
  };
  // Heard after web-vitals' own listeners (added by the subscriptions above), which report
  // their final values when the page is hidden.
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush();
  });
  return flush;
}

/** Starts the measurements on this page (the page's script calls it once, when idle). */
export function startVitals(): void {
  const route = routeOf(
    location.pathname,
    document.querySelector(attrSelector(domAttr.notFound)) !== null,
  );
  if (!route || typeof navigator.sendBeacon !== 'function') return;
  collectVitals({
    route,
    device: deviceOf(navigator as Navigator & DeviceSignals),
    subscribe: [onLCP, onINP, onCLS, onFCP, onTTFB],
    send: (url, body) => navigator.sendBeacon(url, body),
    doc: document,
  });
}
