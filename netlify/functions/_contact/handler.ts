/**
 * The send-contact-email function: parse -> validate (shared schema) -> store -> deliver.
 * A valid message is stored before anything is sent; if the mail server then fails, the visitor
 * is still told it was received (`delivery: 'accepted'`) and the scheduled run delivers it later.
 * Built by a factory so tests can set the clock, the outbox folder and the logger.
 */
import type { Context } from '@netlify/functions';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_ID_FIELD,
  CONTACT_ID_HEADER,
  isRecord,
  readContactScope,
  readLeadSource,
} from '../../../src/features/contact/contact-protocol';
import type {
  ContactDelivery,
  ContactScope,
  ContactSuccessBody,
  ReceivedLeadSource,
} from '../../../src/features/contact/contact-protocol';
import {
  contactRequestSchema,
  firstFieldErrors,
} from '../../../src/features/contact/contact-schema';
import type { ContactRequest as CheckedRequest } from '../../../src/features/contact/contact-schema';
import { configuredChannels } from './alert-delivery';
import { alertStore } from './alert-store';
import { claimed, isDue } from './delivery';
import { contactRuntime } from './runtime';
import type { ContactRuntimeOptions } from './runtime';
import {
  BodyTooLargeError,
  clientIp,
  errorResponse,
  isCrossOrigin,
  json,
  readBodyText,
} from './http';
import { hashIp, ipHashKey } from './ip-hash';
import { LockTimeoutError, withLock } from './lock';
import {
  createMessage,
  messageStore,
  readMessage,
  replaceMessage,
  sameContent,
  wasDelivered,
} from './message-store';
import type { StoredMessage } from './message-store';
import { reserveSlot } from './rate-limit';
import { readLastRun } from './scheduled-run';
import { isLocalServing, readSettings } from './settings';
import type { Settings } from './settings';
import { MissingEtagError } from './versioned-store';
import type { Store, Versioned } from './versioned-store';

/** The scheduled run comes every minute; a last run older than this means it is not running. */
export const STALE_RUN_MS = 15 * 60_000;

/**
 * `GET <contact endpoint>?last-run` answers `{ lastRunAt }`: when the scheduled run last ran (ISO
 * time, null if never), and no other data. Every other GET is refused with 405.
 */
export const LAST_RUN_PARAM = 'last-run';
export interface LastRunAnswer {
  lastRunAt: string | null;
}

/** How long a repeat waits for a concurrent attempt of the same id to finish. */
export const IN_FLIGHT_WAIT_MS = 8_000;
const IN_FLIGHT_POLL_MS = 100;

export const responseMessages = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  crossOrigin: 'Cross-origin requests are not allowed.',
  unsupportedMediaType: 'Content-Type must be application/json.',
  tooLarge: 'The message is too large.',
  malformedJson: 'Malformed JSON body.',
  idMismatch: 'The message id in the header and in the body differ.',
  invalidBody: 'Please check the form and try again.',
  idReused: 'This message id was already used for a different message.',
  inFlight: 'This message is already being sent. Please wait a moment and try again.',
  notConfigured: 'Email service is not configured. Please contact us by phone or WhatsApp.',
  storageFailed: 'Failed to send message. Please try again.',
  busy: 'The server is busy. Please try again in a moment.',
  undeliverable:
    'We could not deliver this message to our mailbox. Please contact us by phone or WhatsApp.',
  tooMany: (minutes: number) =>
    `You have sent too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export type HandlerOptions = ContactRuntimeOptions;

type FunctionContext = Partial<Pick<Context, 'ip' | 'waitUntil'>> & {
  deploy?: Partial<Context['deploy']>;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isJson = (contentType: string | null) =>
  /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

const success = (id: string, delivery: ContactDelivery, duplicate = false) =>
  json(200, {
    ok: true,
    id,
    delivery,
    ...(duplicate ? { duplicate } : {}),
  } satisfies ContactSuccessBody);

/**
 * Whether a body's honeypot holds anything: people never see the field, so any value (spaces, a
 * number, a list) was put there by a bot. Absent, null or empty: a person's message.
 */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  const trap = body[CONTACT_HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && trap !== '';
}

type Step =
  | { kind: 'claimed'; record: StoredMessage; repeat: boolean }
  | { kind: 'answer'; response: Response }
  | { kind: 'wait' }
  | { kind: 'again' };

type KeepAlive = ((promise: Promise<unknown>) => void) | undefined;

/** The answer to a request, or what the next step works on. */
type Outcome<T> = { response: Response } | { value: T };

/**
 * The contact function. Each request goes through named steps, in order: the scheduled run's
 * last time (a GET), the request checks, the body, the honeypot, the schema, the settings, then
 * the message's record (new: rate limit, alerts, store; known: its status) and its delivery.
 */
export function createContactHandler(options: HandlerOptions = {}) {
  const runtime = contactRuntime(options);
  const { env, log } = runtime;

  return async function sendContactEmail(
    request: Request,
    context: FunctionContext = {},
  ): Promise<Response> {
    if (request.method === 'GET' && new URL(request.url).searchParams.has(LAST_RUN_PARAM))
      return answerLastRun(log);
    const checked = checkRequest(request);
    if (checked) return checked;
    const read = await readJsonBody(request);
    if ('response' in read) return read.response;
    const body = read.value;
    const ip = clientIp(request, context.ip);
    if (isRecord(body) && honeypotFilled(body))
      return dropHoneypot(body, ip, isLocalServing(env(), context.deploy?.context), runtime);
    const parsed = validate(body, request);
    if ('response' in parsed) return parsed.response;
    return receive(parsed.value, ip, context, runtime);
  };
}

type Runtime = ReturnType<typeof contactRuntime>;

/** Whether the scheduled run is alive, for `npm run smoke`: its last time and nothing else. */
async function answerLastRun(log: Runtime['log']): Promise<Response> {
  try {
    const last = await readLastRun();
    const body: LastRunAnswer = { lastRunAt: last?.at ?? null };
    return json(200, body, { 'cache-control': 'no-store' });
  } catch (error) {
    log.error('[send-contact-email] could not read when the scheduled run last ran', error);
    return errorResponse(503, responseMessages.busy, 'busy');
  }
}

/** Method, origin and content type: the refusal, or null when the request may go on. */
function checkRequest(request: Request): Response | null {
  if (request.method !== 'POST')
    return errorResponse(
      405,
      responseMessages.methodNotAllowed,
      'bad-request',
      {},
      { allow: 'POST' },
    );
  if (isCrossOrigin(request))
    return errorResponse(403, responseMessages.crossOrigin, 'bad-request');
  if (!isJson(request.headers.get('content-type')))
    return errorResponse(415, responseMessages.unsupportedMediaType, 'bad-request');
  return null;
}

/** The body as JSON, within the size limit. */
async function readJsonBody(request: Request): Promise<Outcome<unknown>> {
  let text: string;
  try {
    text = await readBodyText(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return { response: errorResponse(413, responseMessages.tooLarge, 'bad-request') };
    throw error;
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { response: errorResponse(400, responseMessages.malformedJson, 'bad-request') };
  }
}

/** Bots get what looks like success, and nothing is stored or sent. */
async function dropHoneypot(
  body: Record<string, unknown>,
  ip: string,
  local: boolean,
  { env, log }: Runtime,
): Promise<Response> {
  const key = await ipHashKey(env(), local, log).catch(() => null);
  log.warn(`[send-contact-email] honeypot filled by ${key ? hashIp(ip, key) : '?'}; dropped`);
  const id = body[CONTACT_ID_FIELD];
  return json(200, { ok: true, id: typeof id === 'string' ? id : '', delivery: 'sent' });
}

/**
 * A checked message, its source and its scope: a source is read within its limits, never
 * refused; a scope is part of the message, refused with the form's words when it breaks a rule.
 */
type ContactRequest = CheckedRequest & { source?: ReceivedLeadSource; scope?: ContactScope };

/**
 * The shared schema, and the id in the header (if any) matching the body's; the source read
 * apart (readLeadSource), so a forged or oversized one is trimmed and marked, never refused.
 */
function validate(body: unknown, request: Request): Outcome<ContactRequest> {
  const parsed = contactRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields = firstFieldErrors(parsed.error.issues);
    const first = Object.values(fields)[0] ?? parsed.error.issues[0]?.message;
    return {
      response: errorResponse(422, first ?? responseMessages.invalidBody, 'invalid', { fields }),
    };
  }
  const headerId = request.headers.get(CONTACT_ID_HEADER);
  if (headerId !== null && headerId !== parsed.data.id)
    return { response: errorResponse(400, responseMessages.idMismatch, 'bad-request') };
  const scope = readContactScope(isRecord(body) ? body.scope : undefined);
  if ('error' in scope) return { response: errorResponse(422, scope.error, 'invalid') };
  const source = readLeadSource(isRecord(body) ? body.source : undefined);
  return {
    value: {
      ...parsed.data,
      ...(source ? { source } : {}),
      ...(scope.scope ? { scope: scope.scope } : {}),
    },
  };
}

/** A valid message: refused without mail settings, else stored and delivered. */
async function receive(
  message: ContactRequest,
  ip: string,
  context: FunctionContext,
  runtime: Runtime,
): Promise<Response> {
  const { env, log } = runtime;
  const settings = readSettings(env(), context.deploy?.context);
  if (settings.delivery.kind === 'unconfigured') {
    log.error(
      `[send-contact-email] !!! MAIL IS NOT CONFIGURED: ${settings.delivery.reason}. ` +
        'Contact messages are refused until SMTP_URL, MAIL_FROM and MAIL_TO are set.',
    );
    return errorResponse(500, responseMessages.notConfigured, 'not-configured');
  }
  if (!settings.local) await checkScheduledRun(runtime);
  try {
    const key = await ipHashKey(env(), settings.local, log);
    return await accept(
      settings,
      message,
      hashIp(ip, key),
      context.waitUntil?.bind(context),
      runtime,
    );
  } catch (error) {
    if (error instanceof LockTimeoutError) return errorResponse(503, responseMessages.busy, 'busy');
    // The store is unreachable: the message was not stored, so it is handed back.
    log.error('[send-contact-email] storage failure', error);
    return errorResponse(503, responseMessages.storageFailed, 'storage-failed');
  }
}

/** Staff are told in the logs when the scheduled run (the retries) has stopped. */
async function checkScheduledRun({ now, log }: Runtime): Promise<void> {
  try {
    const last = await readLastRun();
    const age = last ? now() - Date.parse(last.at) : Infinity;
    if (age > STALE_RUN_MS)
      log.error(
        `[send-contact-email] !!! the scheduled run deliver-contact-messages ${
          last ? `last ran at ${last.at}` : 'has never run'
        }: failed first attempts are not retried until it runs again.`,
      );
  } catch (error) {
    log.error('[send-contact-email] could not read when the scheduled run last ran', error);
  }
}

/**
 * Steps on the message's record until it is claimed for an attempt (then delivered) or
 * answered; a concurrent attempt of the same id is waited for, within IN_FLIGHT_WAIT_MS.
 */
async function accept(
  settings: Settings,
  message: ContactRequest,
  ipHash: string,
  keepAlive: KeepAlive,
  runtime: Runtime,
): Promise<Response> {
  const store = messageStore();
  // Real time, not the injectable clock: this bounds how long the visitor waits.
  const waitUntil = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const next = await withLock(`message:${message.id}`, () =>
      step(settings, store, message, ipHash, runtime),
    );
    if (next.kind === 'claimed') return deliver(settings, store, next, keepAlive, runtime);
    if (next.kind === 'answer') return next.response;
    if (Date.now() > waitUntil) return errorResponse(409, responseMessages.inFlight, 'in-flight');
    if (next.kind === 'wait') await pause(IN_FLIGHT_POLL_MS);
  }
}

/**
 * A claimed record: whatever the mail server does now, the message is not lost. Its alerts go
 * at the same time, on their own records: neither waits for the other. Netlify keeps the
 * function alive for them after the answer (waitUntil); elsewhere the answer waits.
 */
async function deliver(
  settings: Settings,
  store: Store,
  claim: Extract<Step, { kind: 'claimed' }>,
  keepAlive: KeepAlive,
  { delivery, alerts }: Runtime,
): Promise<Response> {
  const { record, repeat } = claim;
  const alerting = alerts.deliverAll(
    configuredChannels(settings.alerts),
    record.id,
    settings.local,
  );
  if (keepAlive) keepAlive(alerting);
  const outcome = await delivery.attempt(settings, store, record);
  if (!keepAlive) await alerting;
  return success(record.id, outcome === 'sent' ? 'sent' : 'accepted', repeat);
}

/** One read-check-write step on the message's record, under its lock. */
async function step(
  settings: Settings,
  store: Store,
  message: ContactRequest,
  ipHash: string,
  runtime: Runtime,
): Promise<Step> {
  const current = await readMessage(store, message.id);
  // Delivered, and its record since deleted by the retention: a late resend, not a new message.
  if (!current && (await wasDelivered(message.id)))
    return { kind: 'answer', response: success(message.id, 'sent', true) };
  if (!current) return storeNew(settings, store, message, ipHash, runtime);
  return resumeStored(settings, store, message, current, runtime);
}

/** A new message: it takes a slot of the sender's limit, then its alerts and it are stored. */
async function storeNew(
  settings: Settings,
  store: Store,
  message: ContactRequest,
  ipHash: string,
  { now, alerts }: Runtime,
): Promise<Step> {
  const slot = await withLock(`rate:${ipHash}`, () =>
    reserveSlot(
      ipHash,
      message.id,
      settings.rateLimit,
      settings.rateWindowSeconds,
      now,
      settings.local,
    ),
  );
  if (slot.ok === 'busy')
    return { kind: 'answer', response: errorResponse(503, responseMessages.busy, 'busy') };
  if (!slot.ok) {
    const minutes = Math.ceil(slot.retryAfterSeconds / 60);
    const response = errorResponse(
      429,
      responseMessages.tooMany(minutes),
      'rate-limited',
      {},
      { 'retry-after': String(slot.retryAfterSeconds) },
    );
    return { kind: 'answer', response };
  }
  const stamp = new Date(now()).toISOString();
  const record: StoredMessage = {
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    ipHash,
    receivedAt: stamp,
    updatedAt: stamp,
    status: 'sending',
    attempts: 1,
    ...(message.source ? { source: message.source } : {}),
    ...(message.scope ? { scope: message.scope } : {}),
  };
  // Its alerts first, so a stored message has them (alert-delivery.ts). Alerts that cannot be
  // recorded never refuse the message: the mail is the guarantee; the gap is kept on it.
  const unrecorded = await alerts.createPending(
    alertStore(),
    record,
    configuredChannels(settings.alerts),
    { budget: settings.alertBudget, local: settings.local },
  );
  if (unrecorded.length > 0) record.alertsUnrecorded = unrecorded;
  return (await createMessage(store, record))
    ? { kind: 'claimed', record, repeat: false }
    : { kind: 'again' }; // Another instance stored the same id first.
}

/** A repeat of a stored message: answered by its status, or claimed when it is due. */
async function resumeStored(
  settings: Settings,
  store: Store,
  message: ContactRequest,
  current: Versioned<StoredMessage>,
  { now, log }: Runtime,
): Promise<Step> {
  const stored = current.value;
  if (!sameContent(stored, message))
    return {
      kind: 'answer',
      response: errorResponse(409, responseMessages.idReused, 'id-reused'),
    };
  if (stored.status === 'sent')
    return { kind: 'answer', response: success(stored.id, 'sent', true) };
  const time = now();
  if (isDue(stored, time)) {
    // Pending and due, or left `sending` by an attempt that died: this request tries it.
    const retry = claimed(stored, time);
    try {
      return (await replaceMessage(store, retry, current, settings.local))
        ? { kind: 'claimed', record: retry, repeat: true }
        : { kind: 'again' };
    } catch (error) {
      if (!(error instanceof MissingEtagError)) throw error;
      // Stored, and not claimable safely now: the scheduled run tries it again later.
      log.error(`[send-contact-email] retry of ${stored.id} not claimed`, error);
      return { kind: 'answer', response: success(stored.id, 'accepted', true) };
    }
  }
  // Given up on: the truth, never "accepted" (staff were told, and may resend it).
  if (stored.status === 'undeliverable')
    return {
      kind: 'answer',
      response: errorResponse(502, responseMessages.undeliverable, 'undeliverable'),
    };
  // Another request or the scheduled run is sending this very message: wait for its outcome.
  if (stored.status === 'sending') return { kind: 'wait' };
  // Stored and waiting for its next scheduled attempt.
  return { kind: 'answer', response: success(stored.id, 'accepted', true) };
}
