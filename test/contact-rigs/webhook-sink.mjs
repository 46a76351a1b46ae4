// The test receiver of lead alerts: an HTTP server on loopback that answers like each channel's
// service and keeps every request, in process for the fault suite, the function's tests and the
// contact bench (startWebhookSink), or as a process for trying `npm start` by hand:
//   node test/contact-rigs/webhook-sink.mjs  (port $WEBHOOK_SINK_PORT, default 2538;
//   secret $ALERT_WEBHOOK_SECRET, to check signatures)
// It prints one line per request it receives, with the time and whether the signature holds.
// Paths: /webhook (generic, signed), /slack, /telegram/bot<token>/sendMessage,
// /whatsapp/<phone-number-id>/messages; GET /received lists what arrived (the browser tests read
// it). Faults, each for the next N requests: a status (5xx), 429 with Retry-After, an answer later than the caller's deadline, or the connection dropped
// after the body was read; and down (the port refuses connections).
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { verifyAlertRequest } from '../../docs/examples/alert-webhook-receiver.mjs';

/**
 * @typedef {{ at: number, path: string, channel: string, headers: Record<string, string>,
 *   body: string, json: any, signatureValid: boolean | null, answered: number | 'dropped' }} SinkRequest
 */

/**
 * Every alert channel configured against a sink at `sinkUrl`: the generic webhook, Slack,
 * Telegram and WhatsApp each on the sink's path for it (test values, no real secret).
 * @param {string} sinkUrl
 */
export function sinkAlertEnv(sinkUrl) {
  return {
    ALERT_WEBHOOK_URL: `${sinkUrl}/webhook`,
    ALERT_WEBHOOK_SECRET: 'test-webhook-secret-0123456789',
    ALERT_SLACK_WEBHOOK_URL: `${sinkUrl}/slack/T0TEST/B0TEST/slacksecretpath`,
    ALERT_TELEGRAM_API_URL: `${sinkUrl}/telegram`,
    ALERT_TELEGRAM_BOT_TOKEN: '123456789:TESTtokenTESTtokenTESTtoken',
    ALERT_TELEGRAM_CHAT_ID: '-1001234567',
    ALERT_WHATSAPP_API_URL: `${sinkUrl}/whatsapp`,
    ALERT_WHATSAPP_TOKEN: 'EAAtestWhatsAppToken',
    ALERT_WHATSAPP_PHONE_NUMBER_ID: '1029384756',
    ALERT_WHATSAPP_TO: '447700900123',
  };
}

/** GET: every request received so far, as JSON (the browser tests read the alerts there). */
export const RECEIVED_PATH = '/received';

/** Which channel a path belongs to. */
function channelOf(/** @type {string} */ path) {
  if (path.startsWith('/slack')) return 'slack';
  if (path.startsWith('/telegram/')) return 'telegram';
  if (path.startsWith('/whatsapp/')) return 'whatsapp';
  return 'webhook';
}

/**
 * `now`: the clock the signature's time is checked against (a test's fake clock).
 * @param {{ port?: number, host?: string, secret?: string, now?: () => number, onRequest?: (request: SinkRequest) => void }} [options]
 */
export async function startWebhookSink({
  port = 0,
  host = '127.0.0.1',
  secret,
  now = Date.now,
  onRequest,
} = {}) {
  /** @type {SinkRequest[]} */
  const requests = [];
  const faults = {
    status: 0,
    statusCount: 0,
    retryAfter: '',
    rateCount: 0,
    delayMs: 0,
    slowCount: 0,
    dropCount: 0,
  };
  let counter = 0;
  /** @type {import('node:http').Server | null} */
  let server = null;
  let boundPort = port;

  const verify = (
    /** @type {string} */ body,
    /** @type {string | undefined} */ header,
    /** @type {string | undefined} */ key,
  ) => {
    if (!secret) return header ? false : null;
    return verifyAlertRequest({ secret, signature: header, key, body, now: now() }).ok;
  };

  const handle = async (
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {import('node:http').ServerResponse} */ response,
  ) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    // The browser tests read what arrived; no channel's service answers a GET.
    if (request.method === 'GET' && path === RECEIVED_PATH) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(requests));
      return;
    }
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers[name] = value;
    let json = null;
    try {
      json = JSON.parse(body);
    } catch {
      // Kept as text.
    }
    const channel = channelOf(path);
    /** @type {SinkRequest} */
    const entry = {
      at: Date.now(),
      path,
      channel,
      headers,
      body,
      json,
      signatureValid:
        channel === 'webhook'
          ? verify(body, headers['x-alert-signature'], headers['idempotency-key'])
          : null,
      answered: 0,
    };
    requests.push(entry);
    onRequest?.(entry);
    if (faults.dropCount > 0) {
      faults.dropCount -= 1;
      entry.answered = 'dropped';
      request.socket.destroy();
      return;
    }
    if (faults.slowCount > 0) {
      faults.slowCount -= 1;
      await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
    }
    const send = (/** @type {number} */ status, /** @type {string} */ text, extra = {}) => {
      entry.answered = status;
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json', ...extra });
      response.end(text);
    };
    if (faults.rateCount > 0) {
      faults.rateCount -= 1;
      const wait = Number(faults.retryAfter) || 0;
      const payload =
        channel === 'telegram'
          ? {
              ok: false,
              error_code: 429,
              description: `Too Many Requests: retry after ${wait}`,
              parameters: { retry_after: wait },
            }
          : { error: 'rate_limited' };
      return send(
        429,
        JSON.stringify(payload),
        channel === 'telegram' ? {} : { 'retry-after': faults.retryAfter },
      );
    }
    if (faults.statusCount > 0) {
      faults.statusCount -= 1;
      return send(faults.status, JSON.stringify({ ok: false, error: 'injected failure' }));
    }
    counter += 1;
    if (channel === 'telegram')
      return send(200, JSON.stringify({ ok: true, result: { message_id: counter } }));
    if (channel === 'whatsapp')
      return send(
        200,
        JSON.stringify({
          messaging_product: 'whatsapp',
          messages: [{ id: `wamid.sink${counter}` }],
        }),
      );
    if (channel === 'slack') return send(200, 'ok');
    return send(200, JSON.stringify({ ok: true }));
  };

  const listen = () =>
    new Promise((resolve, reject) => {
      const next = createServer((request, response) => {
        handle(request, response).catch(() => response.destroy());
      });
      next.once('error', reject);
      next.listen(boundPort, host, () => {
        const address = next.address();
        if (address && typeof address === 'object') boundPort = address.port;
        server = next;
        resolve(undefined);
      });
    });
  const close = () =>
    new Promise((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve(undefined);
      // Resolved a moment after the close, once callers have seen their kept-alive connections
      // end: a request made then is refused, as by a service that is down.
      current.close(() => setTimeout(() => resolve(undefined), 50));
      current.closeAllConnections();
    });
  await listen();

  return {
    requests,
    get url() {
      return `http://${host}:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    /** The next `count` requests are answered with `status` (a 5xx: the service in trouble). */
    failNext(count = 1, status = 503) {
      Object.assign(faults, { statusCount: count, status });
    },
    /** The next `count` requests are answered 429 with Retry-After `seconds` (Telegram: in its body). */
    rateLimitNext(count = 1, seconds = 120) {
      Object.assign(faults, { rateCount: count, retryAfter: String(seconds) });
    },
    /** The next `count` requests are answered after `delayMs` (past the caller's deadline). */
    slowNext(count = 1, delayMs = 10_000) {
      Object.assign(faults, { slowCount: count, delayMs });
    },
    /** The next `count` requests have their connection dropped once the body was read. */
    dropNext(count = 1) {
      faults.dropCount = count;
    },
    /** Clears every fault. */
    heal() {
      Object.assign(faults, { statusCount: 0, rateCount: 0, slowCount: 0, dropCount: 0 });
    },
    /** Stops listening: connections are refused until `start()` (the service is down). */
    stop: close,
    start: async () => {
      if (!server) await listen();
    },
    close,
  };
}

// As a process: one line per request, for checking `npm start` by hand.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sink = await startWebhookSink({
    port: Number(process.env.WEBHOOK_SINK_PORT ?? 2538),
    secret: process.env.ALERT_WEBHOOK_SECRET,
    onRequest: (request) =>
      console.log(
        `${new Date(request.at).toISOString()} ${request.path} signature ${
          request.signatureValid === null ? 'n/a' : request.signatureValid ? 'valid' : 'INVALID'
        } key ${request.headers['idempotency-key'] ?? '-'} message ${request.json?.id ?? '-'}`,
      ),
  });
  console.log(`webhook sink listening on ${sink.url}/webhook`);
  const stop = () => sink.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
