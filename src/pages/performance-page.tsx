import summary from 'virtual:vitals-summary';
import { AppLink } from '../components/app-link';
import { PageHeader } from '../components/page-header';
import { ALL_DEVICES, VITALS_WINDOW_DAYS } from '../features/vitals/vitals-figures';
import type { SummaryRow, VitalsSummary } from '../features/vitals/vitals-figures';
import { METRIC_NAMES, metricLabels, metricUnits } from '../features/vitals/vitals-protocol';
import type { MetricName } from '../features/vitals/vitals-protocol';

export const performanceTexts = {
  title: 'Performance',
  lead: `How fast this site is on its visitors’ own phones and computers: the 75th percentile of each measure over the last ${VITALS_WINDOW_DAYS} days, per page and kind of device.`,
  none: `No measurements yet: no visitor’s browser has sent any in the last ${VITALS_WINDOW_DAYS} days. The figures appear here once they have, at the next update of the site.`,
  unavailable:
    'The measurements could not be read when this page was last updated; they will be shown after the next update of the site.',
  percentile:
    '75th percentile: three page views in four were at least this fast (or, for layout shift, this stable).',
  allDevices: 'All devices',
  unknown: 'unknown',
} as const;

/** A value as people read it: seconds from one second up, else milliseconds; shift to 2 decimals. */
export function formatMetric(metric: MetricName, value: number | null): string {
  if (value === null) return '–';
  if (metricUnits[metric] === 'score') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

/** A device class as people read it: its memory and connection type, or all devices. */
export function deviceLabel(device: string): string {
  if (device === ALL_DEVICES) return performanceTexts.allDevices;
  const [memory = '?', connection = '?'] = device.split(' · ');
  const part = (value: string, what: string) =>
    value === '?' ? `${what} ${performanceTexts.unknown}` : value;
  return `${part(memory, 'memory')}, ${part(connection, 'connection')}`;
}

function RouteTable({ route, rows }: { route: string; rows: SummaryRow[] }) {
  const captionId = `figures-${route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="mt-4">
      <h2 className="h5" id={captionId}>
        <AppLink href={route}>{route}</AppLink>
      </h2>
      {/* A table wider than a phone scrolls on its own: keyboard users reach it by its stop. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region needs one */}
      <div className="vitals-table" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Views</th>
              {METRIC_NAMES.map((metric) => (
                <th scope="col" key={metric}>
                  <abbr title={metricLabels[metric]}>{metric}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.device}>
                <th scope="row">{deviceLabel(row.device)}</th>
                <td>{row.views}</td>
                {METRIC_NAMES.map((metric) => (
                  <td key={metric}>{formatMetric(metric, row.p75[metric])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The figures, or in plain words why there are none. */
export function PerformanceFigures({ figures }: { figures: VitalsSummary }) {
  if (figures.state === 'unavailable') return <p>{performanceTexts.unavailable}</p>;
  if (!figures.rows.length) return <p>{performanceTexts.none}</p>;
  const routes = [...new Set(figures.rows.map((row) => row.route))];
  return (
    <>
      <p>
        From {figures.from} to {figures.to} (UTC). {performanceTexts.percentile}
      </p>
      <dl className="row small">
        {METRIC_NAMES.map((metric) => (
          <div className="col-12 col-md-6" key={metric}>
            <dt className="d-inline">{metric}</dt>{' '}
            <dd className="d-inline">{metricLabels[metric]}</dd>
          </div>
        ))}
      </dl>
      {routes.map((route) => (
        <RouteTable
          key={route}
          route={route}
          rows={figures.rows.filter((row) => row.route === route)}
        />
      ))}
    </>
  );
}

export function PerformancePage() {
  return (
    <>
      <PageHeader title={performanceTexts.title} lead={performanceTexts.lead} />
      <section className="section container">
        <PerformanceFigures figures={summary} />
        <p className="mt-4 mb-0">
          What is measured and why, and what is not:{' '}
          <AppLink href="/privacy-policy">privacy policy</AppLink>.
        </p>
      </section>
    </>
  );
}
