// Load test of the send-contact-email function, loopback only and bounded:
//   npm run bench:contact            builds and serves the site (netlify serve --offline) itself
//   BENCH_URL=http://localhost:8888 npm run bench:contact    uses a server already running
// It starts its own SMTP sink, sends 1000 distinct messages, then 1000 repeats of one id, and
// reports requests/s, p50/p99 latency and whether accepted messages equal delivered mails with no
// duplicates. The served function must point at the sink: when BENCH_URL is given, start that
// server with SMTP_URL=smtp://127.0.0.1:$BENCH_SMTP_PORT and a high CONTACT_RATE_LIMIT.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { waitForUrl } from './wait-for-url.mjs';

const ENDPOINT = '/.netlify/functions/send-contact-email';
const REQUESTS_PER_PHASE = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2536);
const SERVE_PORT = Number(process.env.BENCH_PORT ?? 8888);
const REQUEST_TIMEOUT_S = 20;
/** Hard stop for the whole run, whatever happens. */
const RUN_LIMIT_MS = 9 * 60 * 1000;
const SETTLE_MS = 1500;

const baseUrl = process.env.BENCH_URL ?? `http://localhost:${SERVE_PORT}`;
const { hostname } = new URL(baseUrl);
if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(hostname)) {
  console.error(`bench-contact: refusing non-loopback target ${baseUrl}`);
  process.exit(2);
}
if (REQUESTS_PER_PHASE > 5000 || CONNECTIONS > 50) {
  console.error('bench-contact: at most 5000 requests per phase and 50 connections');
  process.exit(2);
}

const watchdog = setTimeout(() => {
  console.error(`bench-contact: stopped after ${RUN_LIMIT_MS / 60000} minutes`);
  cleanup().finally(() => process.exit(3));
}, RUN_LIMIT_MS);

/** Mails received by the sink: the contact id of each (from its X-Contact-Id header). */
const delivered = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      delivered.push(raw.match(/^X-Contact-Id:\s*(\S+)/im)?.[1] ?? '(none)');
      callback();
    });
  },
});

let server;
async function cleanup() {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await new Promise((resolve) => sink.close(resolve));
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
    },
  });
  await waitForUrl(`${baseUrl}/`, 240_000);
}

const percentile = (sorted, share) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : 0;

/** One request: its status and how long it took (ms); network errors count as status 0. */
async function postMessage(id) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${ENDPOINT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id,
        name: 'Bench Visitor',
        email: 'bench@example.com',
        message: `Benchmark message ${id}`,
        website: '',
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/**
 * Runs one phase with CONNECTIONS requests in flight at a time; `idFor(n)` gives the id of the
 * n-th request. (autocannon loses every other request against `netlify serve`, which closes
 * each connection after its answer; plain fetch with a fixed concurrency does not.)
 */
async function phase(title, idFor) {
  delivered.length = 0;
  const statuses = new Map();
  const acceptedIds = new Set();
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS_PER_PHASE) {
      const id = idFor(next);
      next += 1;
      const { status, ms } = await postMessage(id);
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200) acceptedIds.add(id);
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
  const deliveredIds = new Set(delivered);
  const duplicates = delivered.length - deliveredIds.size;
  const missing = [...acceptedIds].filter((id) => !deliveredIds.has(id)).length;
  const unexpected = [...deliveredIds].filter((id) => !acceptedIds.has(id)).length;
  const ok = duplicates === 0 && missing === 0 && unexpected === 0;
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
    acceptedEqualsDelivered: ok,
  };
  console.log(JSON.stringify(report, null, 2));
  return ok;
}

try {
  await new Promise((resolve) => sink.listen(SMTP_PORT, '127.0.0.1', resolve));
  if (process.env.BENCH_URL) await waitForUrl(`${baseUrl}/`, 10_000);
  else await startServer();
  console.log(
    `bench-contact: ${REQUESTS_PER_PHASE} requests per phase, ${CONNECTIONS} connections, ${baseUrl}${ENDPOINT}`,
  );
  const distinct = await phase(`${REQUESTS_PER_PHASE} distinct messages`, () => randomUUID());
  const repeatedId = randomUUID();
  const repeats = await phase(`${REQUESTS_PER_PHASE} repeats of one id`, () => repeatedId);
  process.exitCode = distinct && repeats ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanup();
}
