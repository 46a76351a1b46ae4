// Time from reconnecting until a message queued offline has been delivered by the contact
// function (the service worker's replay): the median of MEASURE_RUNS (5) messages, in Chromium
// (the only engine whose offline switch reaches the service worker).
//   npm run measure:replay-delay
import { expect, test } from '@playwright/test';
import { openContact, postContact, unique, watchDeliveries } from '../../e2e/outbox';
import { median } from '../../e2e/service-worker';

const runs = Number(process.env.MEASURE_RUNS ?? 5);

test('replay delay after reconnecting @chromium', async ({ page, context }, testInfo) => {
  await openContact(page);
  const deliveredAt = await watchDeliveries(page);
  const delays: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await context.setOffline(true);
    expect((await postContact(page, unique(`Replay delay run ${run}`))).status).toBe(202);
    const reconnectedAt = Date.now();
    await context.setOffline(false);
    await expect.poll(() => deliveredAt.length, { intervals: [10] }).toBe(run + 1);
    delays.push(deliveredAt[run]! - reconnectedAt);
  }
  console.log(
    `${testInfo.project.name}: replay delay after reconnect: median ${median(delays)} ms of ${runs} (${delays.join(', ')})`,
  );
});
