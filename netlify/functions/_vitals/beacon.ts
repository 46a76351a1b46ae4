/**
 * Reads a beacon's body strictly: JSON of exactly the beacon's shape (src/features/vitals/
 * vitals-protocol.ts), each value plausible. Anything else is refused with the first reason, in
 * words for people; nothing of a refused body is kept.
 */
import {
  BEACON_FIELDS,
  CONNECTION_TYPES,
  DEVICE_MEMORY_VALUES,
  MAX_ROUTE_LENGTH,
  METRIC_NAMES,
  ROUTE_PATTERN,
} from '../../../src/features/vitals/vitals-protocol';
import type {
  ConnectionType,
  MetricName,
  VitalsBeacon,
} from '../../../src/features/vitals/vitals-protocol';
import { isPlausible } from '../../../src/features/vitals/vitals-figures';

/** A refusal says why, and whether the body was not JSON at all (`syntax`) or not a beacon. */
export type BeaconReading =
  { ok: true; beacon: VitalsBeacon } | { ok: false; reason: 'syntax' | 'shape'; message: string };

export const beaconMessages = {
  notJson: 'The body is not JSON.',
  notObject: 'The beacon must be a JSON object.',
  unknownField: (field: string) => `The beacon has a field it must not have: ${field}.`,
  route: `The route must be a path of this site (at most ${MAX_ROUTE_LENGTH} characters).`,
  metrics: 'The metrics must be an object with at least one of LCP, INP, CLS, FCP, TTFB.',
  unknownMetric: (name: string) => `There is no metric called ${name}.`,
  value: (name: string) => `The value of ${name} is not one a page can report.`,
  memory: 'The device memory must be one of the values browsers report.',
  connection: 'The connection type must be one of slow-2g, 2g, 3g, 4g.',
} as const;

const beaconFields = new Set<string>(BEACON_FIELDS);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const refuse = (message: string): BeaconReading => ({ ok: false, reason: 'shape', message });

export function isRoute(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_ROUTE_LENGTH &&
    ROUTE_PATTERN.test(value) &&
    !value.split('/').some((part) => /^\.+$/.test(part))
  );
}

/** The beacon in `text`, or why it is refused. */
export function readBeacon(text: string): BeaconReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'syntax', message: beaconMessages.notJson };
  }
  if (!isRecord(value)) return refuse(beaconMessages.notObject);
  for (const field of Object.keys(value)) {
    if (!beaconFields.has(field)) return refuse(beaconMessages.unknownField(field.slice(0, 40)));
  }
  if (!isRoute(value.route)) return refuse(beaconMessages.route);
  if (!isRecord(value.metrics) || Object.keys(value.metrics).length === 0)
    return refuse(beaconMessages.metrics);
  const metrics: Partial<Record<MetricName, number>> = {};
  for (const [name, reported] of Object.entries(value.metrics)) {
    if (!(METRIC_NAMES as readonly string[]).includes(name))
      return refuse(beaconMessages.unknownMetric(name.slice(0, 40)));
    if (!isPlausible(name as MetricName, reported)) return refuse(beaconMessages.value(name));
    metrics[name as MetricName] = reported;
  }
  const beacon: VitalsBeacon = { route: value.route, metrics };
  if (value.memory !== undefined) {
    if (!(DEVICE_MEMORY_VALUES as readonly unknown[]).includes(value.memory))
      return refuse(beaconMessages.memory);
    beacon.memory = value.memory as number;
  }
  if (value.connection !== undefined) {
    if (!(CONNECTION_TYPES as readonly unknown[]).includes(value.connection))
      return refuse(beaconMessages.connection);
    beacon.connection = value.connection as ConnectionType;
  }
  return { ok: true, beacon };
}
