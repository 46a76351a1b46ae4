/**
 * The fault phase of `npm run bench:contact` (also alone: `node scripts/run-ts.mjs
 * scripts/ops/bench-contact-faults.ts`): the real contact function and scheduled run, in this process,
 * against the test mailbox answering every SMTP reply slowly and refusing a share of mails (451),
 * and the real Blobs sandbox behind the fault proxy adding latency to every request (with etags
 * and atomic conditional writes, as on Netlify). Messages arrive with BENCH_CONNECTIONS in flight
 * while the scheduled run is started every BENCH_RUN_EVERY_S seconds (runs may overlap), until
 * every accepted message arrived. Prints accepted, delivered, duplicate mails, the delay from the
 * visitor's Send to the mail's arrival (p50, p99) and the longest scheduled run; exits 1 unless
 * accepted equals delivered with no duplicate.
 * Every alert channel goes to a webhook sink that answers a share of alerts 503 and another
 * share 429 with Retry-After (BENCH_FAULT_ALERTS_REFUSED, default 20 %, half of each): each
 * channel's alerts delivered, duplicates and delay are reported too.
 * Sizes: BENCH_FAULT_REQUESTS (default 100), BENCH_SMTP_SLOW_MS (per reply, default 300),
 * BENCH_BLOBS_LATENCY_MS (default 40), BENCH_FAULT_REFUSED (mails refused once, default 20 %).
 */
import { randomUUID } from 'node:crypto';
import { startFaultyBlobs } from '../../test/contact-rigs/fault-blobs';
import { createContactHandler } from '../../netlify/functions/_contact/handler';
import { createDeliveryRun } from '../../netlify/functions/_contact/scheduled-run';
import { startSmtpSink } from '../../test/contact-rigs/smtp-sink.mjs';
import { sinkAlertEnv, startWebhookSink } from '../../test/contact-rigs/webhook-sink.mjs';
import { alertChannelKinds } from '../../src/features/contact/alert-channels';
import { alertReport, allAlerted } from './bench-alerts.ts';
import { benchMessageBody } from './bench-message.ts';

const numberSetting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

const percentile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : 0;

export async function main(): Promise<number> {
  const requests = numberSetting('BENCH_FAULT_REQUESTS', 100);
  const connections = Math.max(1, numberSetting('BENCH_CONNECTIONS', 10));
  const runEveryMs = numberSetting('BENCH_RUN_EVERY_S', 5) * 1000;
  const slowMs = numberSetting('BENCH_SMTP_SLOW_MS', 300);
  const latencyMs = numberSetting('BENCH_BLOBS_LATENCY_MS', 40);
  const refused = Math.round(requests * numberSetting('BENCH_FAULT_REFUSED', 0.2));
  const limitMs = 10 * 60_000;

  const arrivals: string[] = [];
  const arrivedAt = new Map<string, number>();
  const smtp = await startSmtpSink({
    onMail(mail) {
      const id = String(mail.headers.get('x-contact-id') ?? '(none)');
      arrivals.push(id);
      if (!arrivedAt.has(id)) arrivedAt.set(id, performance.now());
    },
  });
  const blobs = await startFaultyBlobs({ etags: true, latencyMs });
  const alertSink = await startWebhookSink({ secret: sinkAlertEnv('').ALERT_WEBHOOK_SECRET });
  const refusedAlerts = Math.round(
    requests * alertChannelKinds.length * numberSetting('BENCH_FAULT_ALERTS_REFUSED', 0.2),
  );
  const quiet = { info: () => undefined, warn: () => undefined, error: console.error };
  const options = {
    env: () => ({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Bench <bench@induswebstudio.example>',
      MAIL_TO: 'inbox@induswebstudio.example',
      CONTACT_RATE_LIMIT: '1000000',
      CONTACT_IP_HASH_SECRET: 'bench-secret',
      ...sinkAlertEnv(alertSink.url),
    }),
    log: quiet,
  };
  const handler = createContactHandler(options);
  const run = createDeliveryRun(options);
  const context = { ip: '127.0.0.1', deploy: { context: 'production' } };
  const acceptedAt = new Map<string, number>();
  try {
    smtp.slowReplies(slowMs);
    smtp.failNext(refused, 451);
    alertSink.rateLimitNext(Math.floor(refusedAlerts / 2), 2);
    alertSink.failNext(Math.ceil(refusedAlerts / 2), 503);
    const runDurations: number[] = [];
    const runs: Promise<unknown>[] = [];
    const startRun = () =>
      runs.push(run(context).then((summary) => runDurations.push(summary.durationMs)));
    startRun();
    const timer = setInterval(startRun, runEveryMs);

    const sentAt = new Map<string, number>();
    const accepted: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests) {
        next += 1;
        const id = randomUUID();
        sentAt.set(id, performance.now());
        const response = await handler(
          new Request('http://localhost/.netlify/functions/send-contact-email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: benchMessageBody(id),
          }),
          context,
        );
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 200) {
          accepted.push(id);
          acceptedAt.set(id, sentAt.get(id)!);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: connections }, worker));
    while (
      !(
        accepted.every((id) => arrivedAt.has(id)) &&
        allAlerted(alertSink.requests, accepted, alertChannelKinds)
      ) &&
      performance.now() - started < limitMs
    )
      await new Promise((resolve) => setTimeout(resolve, 500));
    clearInterval(timer);
    // Two more runs after the last delivery: nothing may be sent twice.
    startRun();
    startRun();
    await Promise.all(runs);

    const ours = arrivals.filter((id) => sentAt.has(id));
    const delivered = new Set(ours);
    const delays = accepted
      .filter((id) => arrivedAt.has(id))
      .map((id) => (arrivedAt.get(id)! - sentAt.get(id)!) / 1000)
      .sort((a, b) => a - b);
    const alerts = alertReport(alertSink.requests, acceptedAt, alertChannelKinds);
    const ok =
      accepted.length === requests && delivered.size === accepted.length && alerts.alertsEachOnce;
    const duplicates = ours.length - delivered.size;
    console.log(
      JSON.stringify(
        {
          phase: `faults: ${requests} messages, every SMTP reply ${slowMs} ms late, ${refused} refused once (451), ${latencyMs} ms per Blobs request, ${refusedAlerts} alerts refused once (429 Retry-After 2 s or 503)`,
          connections,
          statuses: Object.fromEntries([...statuses].sort()),
          accepted: accepted.length,
          delivered: delivered.size,
          duplicateMails: duplicates,
          delayAcceptedToDeliveredP50s: Number(percentile(delays, 0.5).toFixed(1)),
          delayAcceptedToDeliveredP99s: Number(percentile(delays, 0.99).toFixed(1)),
          scheduledRuns: runDurations.length,
          scheduledRunEveryS: runEveryMs / 1000,
          longestScheduledRunS: Number((Math.max(0, ...runDurations) / 1000).toFixed(1)),
          ...alerts,
          acceptedEqualsDelivered: ok && duplicates === 0,
        },
        null,
        2,
      ),
    );
    // The row of the final table of `npm run bench:contact`.
    console.log(
      `BENCH_TABLE_ROW ${JSON.stringify({ label: 'faults', accepted: accepted.length, mails: delivered.size, duplicates, ...alerts })}`,
    );
    return ok && duplicates === 0 ? 0 : 1;
  } finally {
    await smtp.close();
    await alertSink.close();
    await blobs.stop();
  }
}
