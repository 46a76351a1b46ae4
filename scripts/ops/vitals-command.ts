// `npm run vitals` (node scripts/run-ts.mjs scripts/ops/vitals-command.ts).
// The field measurements for staff: the 75th percentile of each metric per route and device
// class over the last 28 days (UTC), read from the Blobs store the function `vitals` keeps.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  VITALS_WINDOW_DAYS,
  dayOf,
  summarize,
  windowDays,
} from '../../src/features/vitals/vitals-figures';
import type { SummaryRow } from '../../src/features/vitals/vitals-figures';
import { METRIC_NAMES, metricUnits } from '../../src/features/vitals/vitals-protocol';
import type { MetricName } from '../../src/features/vitals/vitals-protocol';
import { VITALS_STORE, readDays } from '../../netlify/functions/_vitals/vitals-store';
import { LOCAL_BLOBS_DIR, UserError, connectLocal, connectRemote } from './messages-command';
import type { Connection } from './messages-command';

export const usage = `Usage: npm run vitals [-- --local]

The 75th percentile of each field measurement (LCP, INP, CLS, FCP, TTFB) per route and device
class over the last ${VITALS_WINDOW_DAYS} days (UTC), from the Blobs store ${VITALS_STORE}.
Against the linked Netlify site (netlify login + netlify link, or NETLIFY_AUTH_TOKEN and
NETLIFY_SITE_ID); with --local, against the sandbox of \`npm start\` in ${LOCAL_BLOBS_DIR}.`;

type Out = (line: string) => void;

/** A metric's value as the table shows it: whole milliseconds, or the score to 2 decimals. */
export function formatValue(metric: MetricName, value: number | null): string {
  if (value === null) return '-';
  return metricUnits[metric] === 'ms' ? String(Math.round(value)) : value.toFixed(2);
}

/** The table: one line per route and device class ('all' first), then each metric's p75. */
export function formatSummary(rows: readonly SummaryRow[]): string {
  const header = [
    'route',
    'device',
    'views',
    ...METRIC_NAMES.map((metric) => (metricUnits[metric] === 'ms' ? `${metric} ms` : metric)),
  ];
  const lines = rows.map((row) => [
    row.route,
    row.device,
    String(row.views),
    ...METRIC_NAMES.map((metric) => formatValue(metric, row.p75[metric])),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Prints the summary of the window ending on the day of `now`. Connection is the caller's. */
export async function printVitals(out: Out, now: number, where: string): Promise<void> {
  const days = windowDays(dayOf(now));
  const rows = summarize(await readDays(days));
  out(`Field measurements, 75th percentile, ${days[0]} to ${days.at(-1)} (UTC), from ${where}:`);
  if (!rows.length) {
    out(`No measurements in the last ${VITALS_WINDOW_DAYS} days.`);
    return;
  }
  out(formatSummary(rows));
}

export async function main(argv: string[], out: Out = console.log, err: Out = console.error) {
  if (argv.includes('help') || argv.includes('--help')) {
    out(usage);
    return 0;
  }
  const unknown = argv.filter((arg) => arg !== '--local');
  if (unknown.length) {
    err(`Unknown argument '${unknown[0]}'.\n\n${usage}`);
    return 1;
  }
  const local = argv.includes('--local');
  let connection: Connection | undefined;
  try {
    if (local && !existsSync(join(process.cwd(), LOCAL_BLOBS_DIR)))
      throw new UserError(
        `There is no local sandbox in ${LOCAL_BLOBS_DIR} yet: start the site with \`npm start\` ` +
          'and open a few pages first.',
      );
    connection = local ? await connectLocal() : connectRemote();
    await printVitals(out, Date.now(), connection.where);
    return 0;
  } catch (error) {
    if (error instanceof UserError) err(error.message);
    else
      err(
        `Could not read the measurements from ${connection?.where ?? 'the store'}: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    return 1;
  } finally {
    await connection?.close();
  }
}
