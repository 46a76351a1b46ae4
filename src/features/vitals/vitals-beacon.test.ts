import { describe, expect, it, vi } from 'vitest';
import { collectVitals, deviceOf, NOT_FOUND_ROUTE, routeOf } from './vitals-beacon';
import type { ReportedMetric } from './vitals-beacon';
import { measurementRefused } from './vitals-consent';
import { BEACON_FIELDS, VITALS_ENDPOINT } from './vitals-protocol';

describe('measurementRefused', () => {
  it('is true with Global Privacy Control or Do Not Track set', () => {
    expect(measurementRefused({ globalPrivacyControl: true })).toBe(true);
    expect(measurementRefused({ doNotTrack: '1' })).toBe(true);
    expect(measurementRefused({ doNotTrack: 'yes' })).toBe(true);
    expect(measurementRefused({}, { doNotTrack: '1' })).toBe(true);
  });

  it.each([
    [{}, {}],
    [{ globalPrivacyControl: false, doNotTrack: '0' }, {}],
    [{ doNotTrack: 'unspecified' }, {}],
    [{ doNotTrack: null }, { doNotTrack: null }],
    [{ globalPrivacyControl: 'true' }, {}],
  ])('is false without a signal: %j %j', (navigatorSignals, windowSignals) => {
    expect(measurementRefused(navigatorSignals, windowSignals)).toBe(false);
  });
});

describe('deviceOf', () => {
  it('reads the memory and the connection type the browser reports', () => {
    expect(deviceOf({ deviceMemory: 4, connection: { effectiveType: '3g' } })).toEqual({
      memory: 4,
      connection: '3g',
    });
  });

  it('leaves out what the engine does not have', () => {
    expect(deviceOf({})).toEqual({});
    expect(deviceOf({ connection: undefined })).toEqual({});
  });

  it.each([
    { deviceMemory: 3, connection: { effectiveType: '5g' } },
    { deviceMemory: '4', connection: { effectiveType: 4 } },
    { deviceMemory: Number.NaN, connection: { effectiveType: null } },
  ])('leaves out values browsers never report: %j', (signals) => {
    expect(deviceOf(signals)).toEqual({});
  });
});

describe('routeOf', () => {
  it('is the route path of the location', () => {
    expect(routeOf('/', false)).toBe('/');
    expect(routeOf('/services/web-development/', false)).toBe('/services/web-development');
    expect(routeOf('/contact/index.html', false)).toBe('/contact');
  });

  it('names the not-found page one route, whatever path showed it', () => {
    expect(routeOf('/Some/Typo%20here', true)).toBe(NOT_FOUND_ROUTE);
  });

  it('is null for a path the function would refuse', () => {
    expect(routeOf('/Upper', false)).toBeNull();
    expect(routeOf(`/${'a'.repeat(200)}`, false)).toBeNull();
  });
});

/** A page: subscriptions the test reports through, a visibility it changes. */
function page() {
  const reporters: ((metric: ReportedMetric) => void)[] = [];
  const listeners: (() => void)[] = [];
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'visibilitychange') listeners.push(listener);
    },
  };
  const send = vi.fn((_url: string, _body: string) => true);
  const flush = collectVitals({
    route: '/contact',
    device: { memory: 2, connection: '4g' },
    subscribe: [(report) => reporters.push(report), (report) => reporters.push(report)],
    send,
    doc: doc as unknown as Document,
  });
  return {
    report: (metric: ReportedMetric) => reporters.forEach((report) => report(metric)),
    setVisibility(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      listeners.forEach((listener) => listener());
    },
    sent: () => send.mock.calls.map(([url, body]) => ({ url, beacon: JSON.parse(body) })),
    flush,
  };
}

describe('collectVitals', () => {
  it('sends nothing while the page is visible, and one beacon when it is hidden', () => {
    const view = page();
    view.report({ name: 'LCP', value: 1234.5678, id: 'v5-1' });
    view.report({ name: 'CLS', value: 0.0123456, id: 'v5-2' });
    expect(view.sent()).toEqual([]);
    view.setVisibility('hidden');
    expect(view.sent()).toEqual([
      {
        url: VITALS_ENDPOINT,
        beacon: {
          route: '/contact',
          metrics: { LCP: 1234.568, CLS: 0.012 },
          memory: 2,
          connection: '4g',
        },
      },
    ]);
  });

  it('carries no identifier: not the metrics’ ids, nothing but its four fields', () => {
    const view = page();
    view.report({ name: 'TTFB', value: 80, id: 'v5-1700000000000-1234567890' });
    view.setVisibility('hidden');
    const beacon = view.sent()[0]?.beacon as Record<string, unknown>;
    expect(Object.keys(beacon).sort()).toEqual([...BEACON_FIELDS].sort());
    expect(JSON.stringify(beacon)).not.toContain('v5-');
  });

  it('sends nothing when hidden with nothing reported', () => {
    const view = page();
    view.setVisibility('hidden');
    expect(view.sent()).toEqual([]);
  });

  it('sends a value once: hidden again, only what is new goes', () => {
    const view = page();
    view.report({ name: 'LCP', value: 1000, id: 'a' });
    view.setVisibility('hidden');
    view.setVisibility('visible');
    // The same metric reported again after it was sent (a later CLS value) is not sent.
    view.report({ name: 'LCP', value: 1500, id: 'a' });
    view.report({ name: 'INP', value: 200, id: 'b' });
    view.setVisibility('hidden');
    view.setVisibility('hidden');
    expect(view.sent().map(({ beacon }) => beacon.metrics)).toEqual([{ LCP: 1000 }, { INP: 200 }]);
  });

  it('sends the last value of a metric reported several times before the page is hidden', () => {
    const view = page();
    view.report({ name: 'CLS', value: 0.01, id: 'c' });
    view.report({ name: 'CLS', value: 0.05, id: 'c' });
    view.setVisibility('hidden');
    expect(view.sent().map(({ beacon }) => beacon.metrics)).toEqual([{ CLS: 0.05 }]);
  });

  it('takes a page restored from the back/forward cache as a new page view', () => {
    const view = page();
    view.report({ name: 'LCP', value: 1000, id: 'first' });
    view.setVisibility('hidden');
    view.setVisibility('visible');
    view.report({ name: 'LCP', value: 300, id: 'restored' });
    view.setVisibility('hidden');
    expect(view.sent().map(({ beacon }) => beacon.metrics)).toEqual([{ LCP: 1000 }, { LCP: 300 }]);
  });
});
