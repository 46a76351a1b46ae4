// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_DEVICES, addBeacon, emptyDay, summarize } from '../features/vitals/vitals-figures';
import type { DayFigures, VitalsSummary } from '../features/vitals/vitals-figures';
import { deviceClassOf } from '../features/vitals/vitals-protocol';
import {
  PerformanceFigures,
  PerformancePage,
  deviceLabel,
  formatMetric,
  performanceTexts,
} from './performance-page';

const period = { from: '2026-11-02', to: '2026-11-29' };

function figuresOf(beacons: Parameters<typeof addBeacon>[1][]): VitalsSummary {
  let day: DayFigures = emptyDay(period.to);
  for (const beacon of beacons) {
    const outcome = addBeacon(day, beacon, { dailyBudget: 100, maxSeries: 100 });
    if (outcome.kind === 'added') day = outcome.figures;
  }
  return { ...period, state: 'measured', rows: summarize([day]) };
}

describe('the performance page', () => {
  it('says plainly that there is nothing yet, with no table', () => {
    const { container } = render(
      <PerformanceFigures figures={{ ...period, state: 'measured', rows: [] }} />,
    );
    expect(screen.getByText(performanceTexts.none)).toBeTruthy();
    expect(container.querySelector('table')).toBeNull();
  });

  it('says so when the figures could not be read, with no table', () => {
    const { container } = render(
      <PerformanceFigures figures={{ ...period, state: 'unavailable', rows: [] }} />,
    );
    expect(screen.getByText(performanceTexts.unavailable)).toBeTruthy();
    expect(container.querySelector('table')).toBeNull();
  });

  it('shows a table per route: all devices first, then each class, each metric’s p75', () => {
    render(
      <PerformanceFigures
        figures={figuresOf([
          { route: '/', metrics: { LCP: 1800, CLS: 0.04 }, memory: 4, connection: '4g' },
          { route: '/', metrics: { LCP: 2400, INP: 80 } },
          { route: '/contact', metrics: { TTFB: 300 } },
        ])}
      />,
    );
    expect(
      screen.getByText(`From ${period.from} to ${period.to} (UTC).`, { exact: false }),
    ).toBeTruthy();
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'figures-home',
      'figures-contact',
    ]);
    const rows = within(regions[0]!)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Device', 'Views', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB'],
      [performanceTexts.allDevices, '2', '2.4 s', '100 ms', '0.04', '–', '–'],
      [deviceLabel(deviceClassOf({})), '1', '2.4 s', '100 ms', '–', '–', '–'],
      [
        deviceLabel(deviceClassOf({ memory: 4, connection: '4g' })),
        '1',
        '1.8 s',
        '–',
        '0.04',
        '–',
        '–',
      ],
    ]);
  });

  it('has one h1 and links to the privacy policy', () => {
    const { container } = render(<PerformancePage />);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('a[href="/privacy-policy"]')).not.toBeNull();
  });
});

describe('formatting', () => {
  it('shows times in ms under a second and in seconds from one, the shift to 2 decimals', () => {
    expect(formatMetric('INP', 200)).toBe('200 ms');
    expect(formatMetric('LCP', 999.6)).toBe('1000 ms');
    expect(formatMetric('LCP', 1000)).toBe('1.0 s');
    expect(formatMetric('TTFB', 12_345)).toBe('12.3 s');
    expect(formatMetric('CLS', 0.1)).toBe('0.10');
    expect(formatMetric('FCP', null)).toBe('–');
  });

  it('names device classes in words', () => {
    expect(deviceLabel(ALL_DEVICES)).toBe('All devices');
    expect(deviceLabel(deviceClassOf({ memory: 0.5, connection: '3g' }))).toBe('0.5 GB, 3g');
    expect(deviceLabel(deviceClassOf({}))).toBe('memory unknown, connection unknown');
  });
});
