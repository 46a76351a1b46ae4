/**
 * The field measurements (the site's speed on real devices), in words for the privacy and
 * cookies policies, written from the code that measures, sends and keeps them: the metrics, each
 * field of a beacon (field-measurements.test.ts fails when a beacon gains or loses a field this
 * list does not describe), how long the figures are kept and what stops them.
 */
import { VITALS_WINDOW_DAYS } from '../../features/vitals/vitals-figures';
import { METRIC_NAMES, metricLabels } from '../../features/vitals/vitals-protocol';
import type { BeaconField } from '../../features/vitals/vitals-protocol';
import { PERFORMANCE_PATH } from '../../lib/route-paths';

export const beaconFieldDescriptions: readonly { fields: BeaconField[]; text: string }[] = [
  {
    fields: ['metrics'],
    text: `how fast the page loaded and answered you, as your browser measured it: ${METRIC_NAMES.map(
      (metric) => `${metricLabels[metric]} (${metric})`,
    ).join(', ')}`,
  },
  { fields: ['route'], text: 'which page it was (its path, such as /contact, with no query)' },
  {
    fields: ['memory', 'connection'],
    text: 'your device’s memory and connection type (such as 4 GB and 4g), where your browser reports them',
  },
];

/** The block the policies show, item by item. */
export const fieldMeasurementItems: readonly string[] = [
  `Sent, once you leave or hide the page: ${beaconFieldDescriptions.map(({ text }) => text).join('; ')}.`,
  'Not sent or kept: no cookie, nothing stored in your browser, no identifier of you or your visit, and not your IP address.',
  `Kept only as daily totals per page and kind of device, never one visit at a time; totals older than ${VITALS_WINDOW_DAYS} days are deleted.`,
  'With Global Privacy Control or Do Not Track set in your browser, nothing is measured or sent.',
];

/** Where the totals are public. */
export const performancePagePath = PERFORMANCE_PATH;
