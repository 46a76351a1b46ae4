import { describe, expect, it, vi } from 'vitest';
import { addBeacon, emptyDay } from '../../src/features/vitals/vitals-figures';
import type { DayFigures } from '../../src/features/vitals/vitals-figures';
import { readVitalsSummary } from './vitals-summary-module';

const NOW = Date.parse('2026-11-29T08:00:00Z');
const period = { from: '2026-11-02', to: '2026-11-29' };

describe('readVitalsSummary', () => {
  it('reads nothing without access to the store (a build on this machine)', async () => {
    const read = vi.fn();
    expect(await readVitalsSummary({}, NOW, read)).toEqual({
      ...period,
      state: 'measured',
      rows: [],
    });
    expect(read).not.toHaveBeenCalled();
  });

  it('summarizes the 28 days with access to the store', async () => {
    const outcome = addBeacon(
      emptyDay(period.to),
      { route: '/', metrics: { LCP: 900 } },
      {
        dailyBudget: 10,
        maxSeries: 10,
      },
    );
    const day = (outcome as { figures: DayFigures }).figures;
    const read = vi.fn(async () => [day]);
    const summary = await readVitalsSummary({ NETLIFY_BLOBS_CONTEXT: 'x' }, NOW, read);
    expect(read).toHaveBeenCalledWith(expect.arrayContaining([period.from, period.to]));
    expect((read.mock.calls[0] as unknown as [string[]])[0]).toHaveLength(28);
    expect(summary.state).toBe('measured');
    expect(summary.rows[0]).toMatchObject({ route: '/', device: 'all', views: 1 });
    expect(summary.rows[0]!.p75.LCP).toBe(900);
  });

  it('says the figures are unavailable, and warns, when the store does not answer', async () => {
    const warn = vi.fn();
    const summary = await readVitalsSummary(
      { NETLIFY_BLOBS_CONTEXT: 'x' },
      NOW,
      async () => {
        throw new Error('503');
      },
      warn,
    );
    expect(summary).toEqual({ ...period, state: 'unavailable', rows: [] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('503'));
  });
});
