/**
 * The send-contact-email function: parse -> validate (shared schema) -> remember -> deliver.
 * Built by a factory so tests can set the clock, the outbox folder and the logger.
 */
import { createHash } from 'node:crypto';
import type { Context } from '@netlify/functions';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_ID_FIELD,
  CONTACT_ID_HEADER,
} from '../../../src/features/contact/contact-protocol';
import type { ContactSuccessBody } from '../../../src/features/contact/contact-protocol';
import {
  contactRequestSchema,
  firstFieldErrors,
} from '../../../src/features/contact/contact-schema';
import type { ContactRequest } from '../../../src/features/contact/contact-schema';
import {
  BodyTooLargeError,
  clientIp,
  errorResponse,
  isCrossOrigin,
  json,
  readBodyText,
} from './http';
import { DEFAULT_OUTBOX_DIR, composeMail, sendSmtp, writeOutbox } from './mail';
import type { Delivered } from './mail';
import {
  createMessage,
  messageStore,
  readMessage,
  replaceMessage,
  sameContent,
  saveMessage,
} from './message-store';
import type { StoredMessage } from './message-store';
import { withLock } from './lock';
import { reserveSlot } from './rate-limit';
import { readSettings } from './settings';
import type { Settings } from './settings';

/** A "sending" record older than this is from an attempt that died: it may be taken over. */
export const STALE_SENDING_MS = 30_000;
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
  sendFailed: 'Failed to send message. Please try again.',
  busy: 'The server is busy. Please try again in a moment.',
  tooMany: (minutes: number) =>
    `You have sent too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface HandlerOptions {
  env?: () => Record<string, string | undefined>;
  now?: () => number;
  outboxDir?: string;
  log?: Logger;
}

type FunctionContext = Partial<Pick<Context, 'ip'>> & {
  deploy?: Partial<Context['deploy']>;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const hashIp = (ip: string) => createHash('sha256').update(ip).digest('hex').slice(0, 32);

const isJson = (contentType: string | null) =>
  /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const success = (id: string, duplicate = false) =>
  json(200, {
    ok: true,
    id,
    delivery: 'sent',
    ...(duplicate ? { duplicate } : {}),
  } satisfies ContactSuccessBody);

export function createContactHandler(options: HandlerOptions = {}) {
  const env = options.env ?? (() => process.env);
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const outboxDir = options.outboxDir ?? DEFAULT_OUTBOX_DIR;

  async function deliver(settings: Settings, message: ContactRequest, receivedAt: string) {
    const { delivery } = settings;
    if (delivery.kind === 'unconfigured') throw new Error(delivery.reason);
    const mail = composeMail(message, receivedAt, delivery.from, delivery.to);
    if (delivery.kind === 'smtp') return sendSmtp(delivery.url, mail);
    const written = await writeOutbox(outboxDir, mail, message.id);
    log.info(`[send-contact-email] no SMTP_URL: mail written to ${written.path}`);
    return written;
  }

  /** Sends the message we hold the claim for, and records the outcome. */
  async function sendClaimed(
    settings: Settings,
    store: ReturnType<typeof messageStore>,
    record: StoredMessage,
    message: ContactRequest,
  ): Promise<Response> {
    let delivered: Delivered;
    try {
      delivered = await deliver(settings, message, record.receivedAt);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error(`[send-contact-email] delivery of ${record.id} failed: ${reason}`);
      await saveMessage(store, {
        ...record,
        status: 'failed',
        updatedAt: new Date(now()).toISOString(),
        lastError: reason.slice(0, 500),
      });
      return errorResponse(502, responseMessages.sendFailed);
    }
    const time = new Date(now()).toISOString();
    await saveMessage(store, {
      ...record,
      status: 'sent',
      updatedAt: time,
      sentAt: time,
      messageId: delivered.messageId,
      ...(delivered.path ? { outboxPath: delivered.path } : {}),
      lastError: undefined,
    });
    return success(record.id);
  }

  type Step =
    | { kind: 'claimed'; record: StoredMessage }
    | { kind: 'answer'; response: Response }
    | { kind: 'wait' }
    | { kind: 'again' };

  /** One read-check-write step on the message's record, under its lock. */
  async function step(
    settings: Settings,
    store: ReturnType<typeof messageStore>,
    message: ContactRequest,
    ipHash: string,
  ): Promise<Step> {
    const current = await readMessage(store, message.id);
    const time = new Date(now()).toISOString();
    if (!current) {
      // A new message: it takes a slot of the sender's limit before it is stored.
      const slot = await withLock(`rate:${ipHash}`, () =>
        reserveSlot(ipHash, message.id, settings.rateLimit, settings.rateWindowSeconds, now),
      );
      if (slot.ok === 'busy')
        return { kind: 'answer', response: errorResponse(503, responseMessages.busy) };
      if (!slot.ok) {
        const minutes = Math.ceil(slot.retryAfterSeconds / 60);
        const response = errorResponse(
          429,
          responseMessages.tooMany(minutes),
          {},
          { 'retry-after': String(slot.retryAfterSeconds) },
        );
        return { kind: 'answer', response };
      }
      const record: StoredMessage = {
        id: message.id,
        name: message.name,
        email: message.email,
        message: message.message,
        ipHash,
        receivedAt: time,
        updatedAt: time,
        status: 'sending',
        attempts: 1,
      };
      return (await createMessage(store, record)) !== null
        ? { kind: 'claimed', record }
        : { kind: 'again' }; // Another instance stored the same id first.
    }
    const stored = current.value;
    if (!sameContent(stored, message))
      return { kind: 'answer', response: errorResponse(409, responseMessages.idReused) };
    if (stored.status === 'sent') return { kind: 'answer', response: success(stored.id, true) };
    const stale = now() - Date.parse(stored.updatedAt) > STALE_SENDING_MS;
    // Another request is sending this very message: wait for its outcome.
    if (stored.status === 'sending' && !stale) return { kind: 'wait' };
    // It failed before (or its sender died): this request retries it.
    const retry: StoredMessage = {
      ...stored,
      status: 'sending',
      attempts: stored.attempts + 1,
      updatedAt: time,
    };
    return (await replaceMessage(store, retry, current.etag)) !== null
      ? { kind: 'claimed', record: retry }
      : { kind: 'again' };
  }

  async function accept(
    settings: Settings,
    message: ContactRequest,
    ipHash: string,
  ): Promise<Response> {
    const store = messageStore();
    // Real time, not the injectable clock: this bounds how long the visitor waits.
    const waitUntil = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const next = await withLock(`message:${message.id}`, () =>
        step(settings, store, message, ipHash),
      );
      if (next.kind === 'claimed') return sendClaimed(settings, store, next.record, message);
      if (next.kind === 'answer') return next.response;
      if (Date.now() > waitUntil) return errorResponse(409, responseMessages.inFlight);
      if (next.kind === 'wait') await pause(IN_FLIGHT_POLL_MS);
    }
  }

  return async function sendContactEmail(
    request: Request,
    context: FunctionContext = {},
  ): Promise<Response> {
    if (request.method !== 'POST')
      return errorResponse(405, responseMessages.methodNotAllowed, {}, { allow: 'POST' });
    if (isCrossOrigin(request)) return errorResponse(403, responseMessages.crossOrigin);
    if (!isJson(request.headers.get('content-type')))
      return errorResponse(415, responseMessages.unsupportedMediaType);

    let text: string;
    try {
      text = await readBodyText(request);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return errorResponse(413, responseMessages.tooLarge);
      throw error;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return errorResponse(400, responseMessages.malformedJson);
    }

    const ip = clientIp(request, context.ip);
    if (isRecord(body)) {
      const trap = body[CONTACT_HONEYPOT_FIELD];
      if (typeof trap === 'string' && trap.trim() !== '') {
        // Bots get what looks like success, and nothing is stored or sent.
        log.warn(`[send-contact-email] honeypot filled by ${hashIp(ip)}; dropped`);
        const id = body[CONTACT_ID_FIELD];
        return json(200, { ok: true, id: typeof id === 'string' ? id : '', delivery: 'sent' });
      }
    }

    const parsed = contactRequestSchema.safeParse(body);
    if (!parsed.success) {
      const fields = firstFieldErrors(parsed.error.issues);
      const first = Object.values(fields)[0] ?? parsed.error.issues[0]?.message;
      return errorResponse(422, first ?? responseMessages.invalidBody, { fields });
    }
    const message = parsed.data;
    const headerId = request.headers.get(CONTACT_ID_HEADER);
    if (headerId !== null && headerId !== message.id)
      return errorResponse(400, responseMessages.idMismatch);

    const settings = readSettings(env(), context.deploy?.context);
    if (settings.delivery.kind === 'unconfigured') {
      log.error(
        `[send-contact-email] !!! MAIL IS NOT CONFIGURED: ${settings.delivery.reason}. ` +
          'Contact messages are refused until SMTP_URL, MAIL_FROM and MAIL_TO are set.',
      );
      return errorResponse(500, responseMessages.notConfigured);
    }

    try {
      return await accept(settings, message, hashIp(ip));
    } catch (error) {
      // The store is unreachable: nothing was sent, and the visitor may try again.
      log.error('[send-contact-email] storage failure', error);
      return errorResponse(503, responseMessages.busy);
    }
  };
}
