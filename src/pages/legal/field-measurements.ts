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

export const beaconFieldDescriptions: readonly {
  fields: BeaconField[];
  text: string;
  /** The same in a few words, for the privacy policy's one-paragraph summary. */
  short: string;
}[] = [
  {
    fields: ['metrics'],
    short: `its speed (${METRIC_NAMES.join(', ')})`,
    text: `how fast the page loaded and answered you, as your browser measured it: ${METRIC_NAMES.map(
      (metric) => `${metricLabels[metric]} (${metric})`,
    ).join(', ')}`,
  },
  {
    fields: ['route'],
    short: 'path',
    text: 'which page it was (its path, such as /contact, with no query)',
  },
  {
    fields: ['memory', 'connection'],
    short: 'your device’s memory and connection type',
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

/** The same in one paragraph (the privacy policy, whose first response must stay under 14 KB). */
const shortParts = beaconFieldDescriptions.map(({ short }) => short);
export const fieldMeasurementSummary = `To find slow pages, each page sends ${shortParts
  .slice(0, -1)
  .join(
    ', ',
  )} and ${shortParts.at(-1)} to us when you leave it; no cookie, identifier or IP address. We keep ${VITALS_WINDOW_DAYS} days of totals. Global Privacy Control or Do Not Track stops it.`;

/** Where the totals are public. */
export const performancePagePath = PERFORMANCE_PATH;
