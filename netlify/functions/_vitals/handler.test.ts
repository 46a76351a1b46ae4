import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDayFigures, summarize } from '../../../src/features/vitals/vitals-figures';
import { MAX_BEACON_BYTES, deviceClassOf } from '../../../src/features/vitals/vitals-protocol';
import { startBlobs } from '../../../test/contact-rigs/test-support';
import { beaconMessages } from './beacon';
import { createVitalsHandler, secondsToNextDay, vitalsMessages } from './handler';
import { pruneDays, readDays, vitalsStore } from './vitals-store';

const URL_ = 'http://localhost:8888/.netlify/functions/vitals';
const DAY = '2026-11-29';
let blobs: Awaited<ReturnType<typeof startBlobs>>;
let clock: number;
const log = { error: vi.fn() };

beforeAll(async () => {
  blobs = await startBlobs({ etags: true });
});
afterAll(async () => {
  await blobs.stop();
});
beforeEach(async () => {
  clock = Date.parse(`${DAY}T10:00:00Z`);
  blobs.faults.loseRate = 0;
  const store = vitalsStore();
  const { blobs: keys } = await store.list();
  for (const { key } of keys) await store.delete(key);
  log.error.mockClear();
});

const limits = { dailyBudget: 5, maxSeries: 10 };
const handler = createVitalsHandler({ env: () => ({}), now: () => clock, limits, log });
const beacon = (overrides: Record<string, unknown> = {}) => ({
  route: '/contact',
  metrics: { LCP: 1800, INP: 90, CLS: 0.01, FCP: 900, TTFB: 120 },
  memory: 4,
  connection: '4g',
  ...overrides,
});
const send = (
  body: unknown,
  headers: Record<string, string> = {},
  init: Partial<RequestInit> = {},
) =>
  handler(
    new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    }),
  );
const errorOf = async (response: Response) => {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as { error: { message: string; code: string } }).error;
};
const today = async () => {
  const value: unknown = await vitalsStore().get(DAY, { type: 'json' });
  return value === null ? null : readDayFigures(value, DAY);
};

describe('a beacon', () => {
  it('is counted: 204, no body, and the day holds its histograms', async () => {
    const response = await send(beacon());
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('set-cookie')).toBeNull();
    const figures = await today();
    expect(figures?.beacons).toBe(1);
    expect(figures?.routes['/contact']?.[deviceClassOf({ memory: 4, connection: '4g' })]).toEqual({
      views: 1,
      metrics: {
        LCP: { '1800': 1 },
        INP: { '100': 1 },
        CLS: { '0.01': 1 },
        FCP: { '900': 1 },
        TTFB: { '150': 1 },
      },
    });
  });

  it('sent as application/json is taken too', async () => {
    expect((await send(beacon(), { 'content-type': 'application/json' })).status).toBe(204);
  });

  it('sent together with others, is never lost to a concurrent write', async () => {
    const many = createVitalsHandler({
      env: () => ({}),
      now: () => clock,
      limits: { dailyBudget: 100, maxSeries: 10 },
      log,
    });
    blobs.faults.loseRate = 0.2;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        many(
          new Request(URL_, {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: JSON.stringify(beacon()),
          }),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(204));
    expect((await today())?.beacons).toBe(20);
  });

  it('with Global Privacy Control or Do Not Track is dropped unstored', async () => {
    expect((await send(beacon(), { 'sec-gpc': '1' })).status).toBe(204);
    expect((await send(beacon(), { dnt: '1' })).status).toBe(204);
    expect(await today()).toBeNull();
  });
});

describe('bad beacons are refused with a JSON error and nothing is stored', () => {
  it.each(['GET', 'PUT', 'DELETE'])('%s: 405 with Allow: POST', async (method) => {
    const response = await handler(new Request(URL_, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await errorOf(response)).toEqual({
      message: vitalsMessages.methodNotAllowed,
      code: 'bad-request',
    });
  });

  it('from another site: 403', async () => {
    const response = await send(beacon(), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('bad-request');
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'of type %j: 415',
    async (type) => {
      const response = await send(beacon(), { 'content-type': type });
      expect(response.status).toBe(415);
      expect(await errorOf(response)).toEqual({
        message: vitalsMessages.contentType,
        code: 'bad-request',
      });
    },
  );

  it('over the size limit, declared: 413', async () => {
    const body = JSON.stringify(beacon({ route: `/${'a'.repeat(MAX_BEACON_BYTES)}` }));
    const response = await send(body);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual({
      message: vitalsMessages.tooLarge,
      code: 'bad-request',
    });
  });

  it('over the size limit, streamed without a length: 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(600));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await send(stream as unknown as string, {}, {
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('not JSON: 400', async () => {
    const response = await send('{"route":');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      message: beaconMessages.notJson,
      code: 'bad-request',
    });
  });

  it.each([
    [{ route: 'https://evil.example/', metrics: { LCP: 1 } }, beaconMessages.route],
    [beacon({ metrics: { LCP: -5 } }), beaconMessages.value('LCP')],
    [beacon({ metrics: { LCP: 9e9 } }), beaconMessages.value('LCP')],
    [beacon({ metrics: {} }), beaconMessages.metrics],
    [beacon({ id: 'v5-123' }), beaconMessages.unknownField('id')],
    [beacon({ memory: 3 }), beaconMessages.memory],
  ])('of the wrong shape or with absurd values: 422 (%j)', async (body, message) => {
    const response = await send(body);
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({ message, code: 'invalid' });
  });

  it('leaves the store untouched by any of them', async () => {
    await send('nope');
    await send(beacon({ metrics: { CLS: 99 } }));
    expect(await today()).toBeNull();
  });
});

describe('the daily budget', () => {
  it('refuses a flood past it with 429 until the next UTC day, keeping the day’s figures', async () => {
    for (let index = 0; index < limits.dailyBudget; index += 1)
      expect((await send(beacon({ metrics: { LCP: 1000 + index * 100 } }))).status).toBe(204);
    const before = await today();
    expect(before?.beacons).toBe(limits.dailyBudget);
    const flood = await Promise.all(
      Array.from({ length: 30 }, () => send(beacon({ metrics: { LCP: 100_000 } }))),
    );
    for (const response of flood) {
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe(String(14 * 60 * 60));
      expect(await errorOf(response)).toEqual({
        message: vitalsMessages.overBudget,
        code: 'over-budget',
      });
    }
    expect(await today()).toEqual(before);
    expect(summarize(await readDays([DAY]))[0]?.p75.LCP).toBe(1300);
    // The next day has its own budget.
    clock += 24 * 60 * 60 * 1000;
    expect((await send(beacon())).status).toBe(204);
  });

  it('refuses a beacon that would start a series past the most a day holds', async () => {
    const tight = createVitalsHandler({
      env: () => ({}),
      now: () => clock,
      limits: { dailyBudget: 100, maxSeries: 2 },
      log,
    });
    const post = (body: unknown) =>
      tight(
        new Request(URL_, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify(body),
        }),
      );
    expect((await post(beacon({ route: '/a' }))).status).toBe(204);
    expect((await post(beacon({ route: '/b' }))).status).toBe(204);
    const refused = await post(beacon({ route: '/c' }));
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({
      message: vitalsMessages.seriesFull,
      code: 'over-budget',
    });
    expect((await post(beacon({ route: '/a' }))).status).toBe(204);
  });

  it('counts Retry-After to the next UTC midnight', () => {
    expect(secondsToNextDay(Date.parse('2026-11-29T23:59:59Z'))).toBe(1);
    expect(secondsToNextDay(Date.parse('2026-11-29T23:59:59.999Z'))).toBe(1);
    expect(secondsToNextDay(Date.parse('2026-11-29T00:00:00Z'))).toBe(86_400);
  });
});

describe('storage', () => {
  it('down: 503 storage-failed, logged', async () => {
    blobs.breakStorage();
    try {
      const response = await send(beacon());
      expect(response.status).toBe(503);
      expect(await errorOf(response)).toEqual({
        message: vitalsMessages.storageFailed,
        code: 'storage-failed',
      });
      expect(log.error).toHaveBeenCalledOnce();
    } finally {
      blobs.restore();
    }
  });

  it('is pruned of the days before the 28-day window', async () => {
    const store = vitalsStore();
    await store.setJSON('2026-10-31', { beacons: 1, routes: {} });
    await store.setJSON('2026-11-01', { beacons: 1, routes: {} });
    await store.setJSON('2026-11-02', { beacons: 1, routes: {} });
    await store.setJSON('junk', {});
    await send(beacon());
    expect((await pruneDays(clock)).sort()).toEqual(['2026-10-31', '2026-11-01', 'junk']);
    const { blobs: left } = await store.list();
    expect(left.map(({ key }) => key).sort()).toEqual(['2026-11-02', DAY]);
  });
});
