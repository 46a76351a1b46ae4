// How long the domain checker takes to answer with every registry and resolver answering after
// 300 ms (routed, no real network): from the click on Check to the verdict on the name, and to
// all 8 suggestions; the medians of MEASURE_RUNS (5) names, in Chromium (the lookups are answered
// through the DevTools protocol).
//   npm run measure:lookup-speed
import { test } from '@playwright/test';
import { answerLookups } from '../../e2e/fake-lookups';
import { timeCheck } from '../../e2e/lookup-timing';
import { median } from '../../e2e/service-worker';

const runs = Number(process.env.MEASURE_RUNS ?? 5);

test('domain check with registries answering after 300 ms @chromium', async ({
  page,
}, testInfo) => {
  await answerLookups(page, { delayMs: 300, available: ['speed1.com', 'speed3.com'] });
  await page.goto('/');
  const verdicts: number[] = [];
  const alls: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const { verdict, all } = await timeCheck(page, `speed${run}.com`);
    verdicts.push(Math.round(verdict));
    alls.push(Math.round(all));
  }
  console.log(
    `${testInfo.project.name}: domain check, answers after 300 ms: verdict median ${median(verdicts)} ms (${verdicts.join(', ')}), all suggestions median ${median(alls)} ms (${alls.join(', ')}) of ${runs}`,
  );
});
