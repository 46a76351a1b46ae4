import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVitalsHandler } from '../../netlify/functions/_vitals/handler';
import { vitalsStore } from '../../netlify/functions/_vitals/vitals-store';
import { ALL_DEVICES } from '../../src/features/vitals/vitals-figures';
import { deviceClassOf } from '../../src/features/vitals/vitals-protocol';
import { startBlobs } from '../../test/contact-rigs/test-support';
import { formatSummary, formatValue, main, printVitals } from './vitals-command';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
beforeAll(async () => {
  blobs = await startBlobs({ etags: true });
});
afterAll(async () => {
  await blobs.stop();
});
beforeEach(async () => {
  const store = vitalsStore();
  for (const { key } of (await store.list()).blobs) await store.delete(key);
});

const NOW = Date.parse('2026-11-29T12:00:00Z');
const DAY_MS = 86_400_000;

/** Sends a beacon through the function, as the page does, at `time`. */
async function beacon(time: number, body: Record<string, unknown>) {
  const handler = createVitalsHandler({ env: () => ({}), now: () => time });
  const response = await handler(
    new Request('http://localhost/.netlify/functions/vitals', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    }),
  );
  expect(response.status).toBe(204);
}

const lines = async () => {
  const out: string[] = [];
  await printVitals((line) => out.push(line), NOW, 'the test store');
  return out.join('\n').split('\n');
};
const cells = (line: string | undefined) => line?.trim().split(/\s{2,}/) ?? [];

describe('npm run vitals', () => {
  it('prints the 75th percentile of each metric per route and device class', async () => {
    const phone = { memory: 2, connection: '3g' };
    for (const lcp of [1000, 2000, 3000, 4000])
      await beacon(NOW - 3 * DAY_MS, { route: '/', metrics: { LCP: lcp, CLS: 0.1 }, ...phone });
    await beacon(NOW, { route: '/', metrics: { LCP: 900, INP: 180 }, memory: 8 });
    await beacon(NOW, { route: '/contact', metrics: { TTFB: 420 } });
    const out = await lines();
    expect(out[0]).toBe(
      'Field measurements, 75th percentile, 2026-11-02 to 2026-11-29 (UTC), from the test store:',
    );
    expect(cells(out[1])).toEqual([
      'route',
      'device',
      'views',
      'LCP ms',
      'INP ms',
      'CLS',
      'FCP ms',
      'TTFB ms',
    ]);
    // Home, all classes: LCP 900, 1000, 2000, 3000, 4000: rank ⌈3.75⌉ = 4 is 3000.
    expect(cells(out[2])).toEqual(['/', ALL_DEVICES, '5', '3000', '200', '0.10', '-', '-']);
    expect(cells(out[3])).toEqual([
      '/',
      deviceClassOf({ memory: 2, connection: '3g' }),
      '4',
      '3000',
      '-',
      '0.10',
      '-',
      '-',
    ]);
    expect(cells(out[4])).toEqual([
      '/',
      deviceClassOf({ memory: 8 }),
      '1',
      '900',
      '200',
      '-',
      '-',
      '-',
    ]);
    expect(cells(out[5])).toEqual(['/contact', ALL_DEVICES, '1', '-', '-', '-', '-', '450']);
  });

  it('leaves out the days before the last 28', async () => {
    await beacon(NOW - 28 * DAY_MS, { route: '/old', metrics: { LCP: 100 } });
    await beacon(NOW - 27 * DAY_MS, { route: '/kept', metrics: { LCP: 100 } });
    const routes = (await lines()).slice(2).map((line) => cells(line)[0]);
    expect(routes).toEqual(['/kept', '/kept']);
  });

  it('says so plainly when there is nothing yet', async () => {
    expect((await lines())[1]).toBe('No measurements in the last 28 days.');
  });
});

describe('formatting', () => {
  it('shows times in whole milliseconds and the layout shift to 2 decimals', () => {
    expect(formatValue('LCP', 2500)).toBe('2500');
    expect(formatValue('INP', 62.5)).toBe('63');
    expect(formatValue('CLS', 0.05)).toBe('0.05');
    expect(formatValue('CLS', 0)).toBe('0.00');
    expect(formatValue('TTFB', null)).toBe('-');
  });

  it('aligns the columns to the longest cell', () => {
    const table = formatSummary([
      {
        route: '/services/a-very-long-route-name',
        device: ALL_DEVICES,
        views: 12345,
        p75: { LCP: 1, INP: null, CLS: 0.1, FCP: 2, TTFB: 3 },
      },
    ]).split('\n');
    expect(table[0]!.indexOf('device')).toBe(table[1]!.indexOf(ALL_DEVICES));
    expect(table[0]!.indexOf('TTFB')).toBe(table[1]!.lastIndexOf('3'));
  });
});

describe('the command line', () => {
  it('refuses an argument it does not know, with the usage', async () => {
    const err = vi.fn();
    expect(await main(['--days', '7'], vi.fn(), err)).toBe(1);
    expect(err.mock.calls[0]![0]).toMatch(/^Unknown argument '--days'\.\n\nUsage: npm run vitals/);
  });

  it('says what to do without credentials', async () => {
    const err = vi.fn();
    const saved = { ...process.env };
    delete process.env.NETLIFY_AUTH_TOKEN;
    process.env.HOME = '/nonexistent';
    process.env.XDG_CONFIG_HOME = '/nonexistent';
    try {
      expect(await main([], vi.fn(), err)).toBe(1);
    } finally {
      process.env = saved;
    }
    expect(err.mock.calls[0]![0]).toMatch(/You are not logged in to Netlify/);
  });
});
