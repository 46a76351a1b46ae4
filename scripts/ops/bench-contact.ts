// Load and outage test of the send-contact-email function, loopback only and bounded:
//   npm run bench:contact            builds and serves the site (netlify serve --offline) itself
//   BENCH_URL=http://localhost:8888 npm run bench:contact    uses a server already running
// It starts the shared test mailbox (test/contact-rigs/smtp-sink.mjs) and runs four phases:
//   1. BENCH_REQUESTS distinct messages, 2. BENCH_REQUESTS repeats of one id: requests/s,
//      p50/p99 latency, and accepted messages equal delivered mails with no duplicate;
//   3. outage: the mailbox stops listening, BENCH_OUTAGE_REQUESTS messages are sent (each must be
//      answered 200 'accepted'), the mailbox comes back, and the scheduled function
//      (deliver-contact-messages) is invoked every BENCH_RUN_EVERY_S seconds, as Netlify does every
//      minute, until every accepted message arrived: accepted, delivered, duplicates and the
//      delay from acceptance to delivery (p50, p99; it includes the first retry delay, 1 minute).
//   4. faults: slow SMTP replies and Blobs latency together (scripts/ops/bench-contact-faults.ts).
// Every lead alert channel is configured against a local webhook sink (webhook-sink.mjs on
// BENCH_WEBHOOK_PORT, down during the outage with the mail server): each phase also reports the
// alerts delivered per channel, their duplicates and the delay from the visitor's Send to the
// alert's arrival (p50, p99), and a table of all phases ends the run.
// Exits non-zero unless, in every phase, accepted equals delivered with no duplicate, for the
// mail and each channel. When BENCH_URL is given, start that server with
// SMTP_URL=smtp://127.0.0.1:$BENCH_SMTP_PORT, the sink's ALERT_* variables (sinkAlertEnv) and a
// high CONTACT_RATE_LIMIT.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { startSmtpSink } from '../../test/contact-rigs/smtp-sink.mjs';
import { sinkAlertEnv, startWebhookSink } from '../../test/contact-rigs/webhook-sink.mjs';
import { alertReport, allAlerted } from './bench-alerts.ts';
import type { AlertReport } from './bench-alerts.ts';
import { waitForUrl } from '../measure/wait-for-url.ts';
import { benchMessageBody } from './bench-message.ts';

const ENDPOINT = '/.netlify/functions/send-contact-email';
const SCHEDULED = '/.netlify/functions/deliver-contact-messages';
const REQUESTS_PER_PHASE = Number(process.env.BENCH_REQUESTS ?? 1000);
const OUTAGE_REQUESTS = Number(process.env.BENCH_OUTAGE_REQUESTS ?? 200);
const RUN_EVERY_MS = Number(process.env.BENCH_RUN_EVERY_S ?? 5) * 1000;
/** The outage phase gives up waiting for deliveries after this long. */
const OUTAGE_DELIVERY_LIMIT_MS = 4 * 60 * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2536);
const WEBHOOK_PORT = Number(process.env.BENCH_WEBHOOK_PORT ?? 2539);
const CHANNELS = ['webhook', 'slack', 'telegram', 'whatsapp'];
/** One phase's line of the final table. */
interface TableRow extends AlertReport {
  label: string;
  accepted: number;
  mails: number;
  duplicates: number;
}
/** Each phase's line of the final table. */
const table: TableRow[] = [];
const SERVE_PORT = Number(process.env.BENCH_PORT ?? 8888);
const REQUEST_TIMEOUT_S = 20;
/** Hard stop for the whole run, whatever happens. */
const RUN_LIMIT_MS = 14 * 60 * 1000;
const SETTLE_MS = 1500;

const baseUrl = process.env.BENCH_URL ?? `http://localhost:${SERVE_PORT}`;

/** Mails received by the sink: the contact id of each (its X-Contact-Id header) and when. */
const delivered: string[] = [];
const deliveredAt = new Map<string, number>();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let alertSink: Awaited<ReturnType<typeof startWebhookSink>>;

let server: ChildProcess | undefined;
async function cleanup() {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await sink.close();
  await alertSink.close();
}

async function startServer() {
  server = spawn('npx', ['netlify', 'serve', '--offline', '--port', String(SERVE_PORT)], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Bench <bench@induswebstudio.example>',
      MAIL_TO: 'inbox@induswebstudio.example',
      CONTACT_RATE_LIMIT: '1000000',
      ...sinkAlertEnv(alertSink.url),
    },
  });
  await waitForUrl(`${baseUrl}/`, 240_000);
}

const percentile = (sorted: number[], share: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : 0;

/** One request: its status, delivery and how long it took (ms); network errors: status 0. */
async function postMessage(id: string): Promise<{ status: number; delivery: unknown; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${ENDPOINT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: benchMessageBody(id),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
    });
    const body = (await response.json().catch(() => ({}))) as { delivery?: unknown };
    return { status: response.status, delivery: body.delivery, ms: performance.now() - started };
  } catch {
    return { status: 0, delivery: undefined, ms: performance.now() - started };
  }
}

/**
 * Runs one phase with CONNECTIONS requests in flight at a time; `idFor(n)` gives the id of the
 * n-th request. (autocannon loses every other request against `netlify serve`, which closes
 * each connection after its answer; plain fetch with a fixed concurrency does not.)
 */
async function phase(title: string, idFor: (n: number) => string, label: string): Promise<boolean> {
  delivered.length = 0;
  alertSink.requests.length = 0;
  const acceptedAt = new Map<string, number>();
  const statuses = new Map<number, number>();
  const acceptedIds = new Set<string>();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS_PER_PHASE) {
      const id = idFor(next);
      next += 1;
      const { status, ms } = await postMessage(id);
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200) {
        acceptedIds.add(id);
        // From the visitor's Send, as the mail's delay is measured.
        if (!acceptedAt.has(id)) acceptedAt.set(id, performance.now() - ms);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const result = {
    requests: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    seconds,
  };
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  // Alerts may still be on their way (Netlify keeps the function alive for them): 10 s at most.
  for (
    let waited = 0;
    waited < 10_000 && !allAlerted(alertSink.requests, acceptedIds, CHANNELS);
    waited += 250
  )
    await new Promise((resolve) => setTimeout(resolve, 250));
  const alerts = alertReport(alertSink.requests, acceptedAt, CHANNELS);
  const deliveredIds = new Set(delivered);
  const duplicates = delivered.length - deliveredIds.size;
  const missing = [...acceptedIds].filter((id) => !deliveredIds.has(id)).length;
  const unexpected = [...deliveredIds].filter((id) => !acceptedIds.has(id)).length;
  const ok = duplicates === 0 && missing === 0 && unexpected === 0 && alerts.alertsEachOnce;
  table.push({
    label,
    accepted: acceptedIds.size,
    mails: deliveredIds.size,
    duplicates,
    ...alerts,
  });
  const report = {
    phase: title,
    requests: result.requests,
    connections: CONNECTIONS,
    statuses: Object.fromEntries([...statuses].sort()),
    requestsPerSecond: Number(result.requestsPerSecond.toFixed(1)),
    latencyP50ms: result.p50,
    latencyP99ms: result.p99,
    durationS: Number(result.seconds.toFixed(1)),
    acceptedDistinctIds: acceptedIds.size,
    deliveredMails: delivered.length,
    deliveredDistinctIds: deliveredIds.size,
    duplicateMails: duplicates,
    acceptedButNotDelivered: missing,
    deliveredButNotAccepted: unexpected,
    ...alerts,
    acceptedEqualsDelivered: ok,
  };
  console.log(JSON.stringify(report, null, 2));
  return ok;
}

/** Sends `count` distinct messages with CONNECTIONS in flight; returns each answer by id. */
async function sendDistinct(count: number) {
  const answers = new Map<string, { status: number; delivery: unknown; ms: number; at: number }>();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const id = randomUUID();
      answers.set(id, { ...(await postMessage(id)), at: performance.now() });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return answers;
}

async function invokeScheduled(): Promise<number> {
  const response = await fetch(`${baseUrl}${SCHEDULED}`, { method: 'POST' });
  await response.arrayBuffer();
  return response.status;
}

async function outagePhase(): Promise<boolean> {
  delivered.length = 0;
  deliveredAt.clear();
  alertSink.requests.length = 0;
  await sink.stop();
  await alertSink.stop();
  const started = performance.now();
  const answers = await sendDistinct(OUTAGE_REQUESTS);
  const sendSeconds = (performance.now() - started) / 1000;
  const statuses = new Map<number, number>();
  const deliveries = new Map<string, number>();
  for (const { status, delivery } of answers.values()) {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    deliveries.set(String(delivery), (deliveries.get(String(delivery)) ?? 0) + 1);
  }
  const accepted = [...answers].filter(([, a]) => a.status === 200 && a.delivery === 'accepted');
  const mailsDuringOutage = delivered.length;
  const alertsDuringOutage = alertSink.requests.length;
  await sink.start();
  await alertSink.start();

  // The mailbox is back: run the schedule until every accepted message arrived (or time is up).
  const back = performance.now();
  let runs = 0;
  const runStatuses = new Map<number, number>();
  while (performance.now() - back < OUTAGE_DELIVERY_LIMIT_MS) {
    const status = await invokeScheduled();
    runs += 1;
    runStatuses.set(status, (runStatuses.get(status) ?? 0) + 1);
    if (
      accepted.every(([id]) => deliveredAt.has(id)) &&
      allAlerted(
        alertSink.requests,
        accepted.map(([id]) => id),
        CHANNELS,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, RUN_EVERY_MS));
  }
  // Two more runs after the last delivery: nothing may be sent twice.
  await invokeScheduled();
  await invokeScheduled();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

  // Only this phase's messages count: the scheduled run also delivers whatever else was pending
  // in the store (e.g. left by earlier local use), which is reported apart.
  const ours = delivered.filter((id) => answers.has(id));
  const deliveredIds = new Set(ours);
  const duplicates = ours.length - deliveredIds.size;
  const delays = accepted
    .filter(([id]) => deliveredAt.has(id))
    .map(([id, answer]) => (deliveredAt.get(id)! - answer.at) / 1000)
    .sort((a, b) => a - b);
  const missing = accepted.filter(([id]) => !deliveredIds.has(id)).length;
  const alerts = alertReport(
    alertSink.requests,
    new Map(accepted.map(([id, answer]) => [id, answer.at - answer.ms])),
    CHANNELS,
  );
  const ok =
    accepted.length === OUTAGE_REQUESTS &&
    missing === 0 &&
    duplicates === 0 &&
    mailsDuringOutage === 0 &&
    alertsDuringOutage === 0 &&
    alerts.alertsEachOnce;
  table.push({
    label: 'outage',
    accepted: accepted.length,
    mails: deliveredIds.size,
    duplicates,
    ...alerts,
  });
  const report = {
    phase: `outage: ${OUTAGE_REQUESTS} messages while the mail server and the alert services are down, then they come back`,
    requests: OUTAGE_REQUESTS,
    connections: CONNECTIONS,
    statuses: Object.fromEntries([...statuses].sort()),
    deliveries: Object.fromEntries([...deliveries].sort()),
    sendDurationS: Number(sendSeconds.toFixed(1)),
    accepted: accepted.length,
    delivered: deliveredIds.size,
    duplicateMails: duplicates,
    acceptedButNotDelivered: missing,
    otherPendingMailsDelivered: delivered.length - ours.length,
    scheduledRuns: runs + 2,
    scheduledRunStatuses: Object.fromEntries([...runStatuses].sort()),
    scheduledRunEveryS: RUN_EVERY_MS / 1000,
    delayAcceptedToDeliveredP50s: Number(percentile(delays, 0.5).toFixed(1)),
    delayAcceptedToDeliveredP99s: Number(percentile(delays, 0.99).toFixed(1)),
    ...alerts,
    acceptedEqualsDelivered: ok,
  };
  console.log(JSON.stringify(report, null, 2));
  return ok;
}

/**
 * 4. faults (scripts/ops/bench-contact-faults.ts): slow SMTP replies and Blobs latency together, the
 * function and scheduled run in a process of their own; BENCH_FAULT_REQUESTS=0 skips it.
 */
async function faultPhase(): Promise<boolean> {
  if (process.env.BENCH_FAULT_REQUESTS === '0') return true;
  const child = spawn(
    process.execPath,
    ['scripts/run-ts.mjs', 'scripts/ops/bench-contact-faults.ts'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += String(chunk);
    process.stdout.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const line = output.split('\n').find((text) => text.startsWith('BENCH_TABLE_ROW '));
  if (line) table.push(JSON.parse(line.slice('BENCH_TABLE_ROW '.length)) as TableRow);
  return code === 0;
}

/** One line per phase: accepted, mails, alerts per channel, duplicates, alert delay. */
function printTable(): void {
  const rows = [
    ['phase', 'accepted', 'mails', ...CHANNELS, 'duplicates', 'alert p50 s', 'alert p99 s'],
    ...table.map((row) => [
      row.label,
      row.accepted,
      row.mails,
      ...CHANNELS.map((channel) => row.alertsDelivered[channel]?.delivered ?? '-'),
      row.duplicates +
        CHANNELS.reduce((sum, channel) => sum + (row.alertsDelivered[channel]?.duplicates ?? 0), 0),
      row.alertDelayP50s,
      row.alertDelayP99s,
    ]),
  ].map((cells) => cells.map(String));
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((cells) => cells[column]!.length)),
  );
  for (const cells of rows)
    console.log(`| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
}

export async function main(): Promise<number> {
  const { hostname } = new URL(baseUrl);
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(hostname)) {
    console.error(`bench-contact: refusing non-loopback target ${baseUrl}`);
    return 2;
  }
  if (REQUESTS_PER_PHASE > 5000 || OUTAGE_REQUESTS > 5000 || CONNECTIONS > 50) {
    console.error('bench-contact: at most 5000 requests per phase and 50 connections');
    return 2;
  }

  const watchdog = setTimeout(() => {
    console.error(`bench-contact: stopped after ${RUN_LIMIT_MS / 60000} minutes`);
    void cleanup().finally(() => process.exit(3));
  }, RUN_LIMIT_MS);

  alertSink = await startWebhookSink({
    port: WEBHOOK_PORT,
    secret: sinkAlertEnv('').ALERT_WEBHOOK_SECRET,
  });
  sink = await startSmtpSink({
    port: SMTP_PORT,
    onMail(mail) {
      const id = String(mail.headers.get('x-contact-id') ?? '(none)');
      delivered.push(id);
      if (!deliveredAt.has(id)) deliveredAt.set(id, performance.now());
    },
  });
  try {
    if (process.env.BENCH_URL) await waitForUrl(`${baseUrl}/`, 10_000);
    else await startServer();
    console.log(
      `bench-contact: ${REQUESTS_PER_PHASE} requests per phase, ${CONNECTIONS} connections, ${baseUrl}${ENDPOINT}`,
    );
    const distinct = await phase(
      `${REQUESTS_PER_PHASE} distinct messages`,
      () => randomUUID(),
      'clean',
    );
    const repeatedId = randomUUID();
    const repeats = await phase(
      `${REQUESTS_PER_PHASE} repeats of one id`,
      () => repeatedId,
      'repeats',
    );
    const outage = OUTAGE_REQUESTS > 0 ? await outagePhase() : true;
    const faults = await faultPhase();
    printTable();
    return distinct && repeats && outage && faults ? 0 : 1;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}
