/**
 * The field measurements' function: POST of one page view's beacon (sent by the page with
 * `navigator.sendBeacon`), checked strictly and added to the day's figures within the day's
 * budget. It answers 204 with no body when the beacon is counted, and otherwise
 * `{ "error": { "message", "code" } }` with the status of the reason. No cookie is read or set,
 * and nothing of the request but the beacon's own fields is kept.
 */
import { DEFAULT_DAY_LIMITS } from '../../../src/features/vitals/vitals-figures';
import type { DayLimits } from '../../../src/features/vitals/vitals-figures';
import { MAX_BEACON_BYTES } from '../../../src/features/vitals/vitals-protocol';
import type {
  VitalsErrorBody,
  VitalsErrorCode,
} from '../../../src/features/vitals/vitals-protocol';
import { BodyTooLargeError, isCrossOrigin, json, readBodyText } from '../_contact/http';
import { isLocalServing } from '../_contact/settings';
import { readBeacon } from './beacon';
import { recordBeacon } from './vitals-store';

export const vitalsMessages = {
  methodNotAllowed: 'Only POST is allowed.',
  crossOrigin: 'Beacons are taken from this site only.',
  contentType: 'The beacon must be sent as text/plain or application/json.',
  tooLarge: `The beacon is over ${MAX_BEACON_BYTES} bytes.`,
  overBudget: 'Today’s measurements are complete; no more are taken until tomorrow (UTC).',
  seriesFull: 'Today’s measurements have no room for another route or device class.',
  storageFailed: 'The measurement could not be stored.',
} as const;

export interface VitalsHandlerOptions {
  env?: () => Record<string, string | undefined>;
  now?: () => number;
  limits?: DayLimits;
  log?: Pick<Console, 'error'>;
}

export interface VitalsContext {
  deploy?: { context?: string };
}

function refuse(
  status: number,
  message: string,
  code: VitalsErrorCode,
  headers: Record<string, string> = {},
) {
  const body: VitalsErrorBody = { error: { message, code } };
  return json(status, body, headers);
}

const ACCEPTED_TYPES = ['text/plain', 'application/json'];

/** Whole seconds from `time` to the next UTC midnight (when the next day's budget starts). */
export function secondsToNextDay(time: number): number {
  const next = Math.floor(time / 86_400_000) * 86_400_000 + 86_400_000;
  return Math.max(1, Math.ceil((next - time) / 1000));
}

/** Whether the request says the visitor asked not to be tracked (Do Not Track, Global Privacy Control). */
export function optedOut(request: Request): boolean {
  return request.headers.get('sec-gpc') === '1' || request.headers.get('dnt') === '1';
}

export function createVitalsHandler(options: VitalsHandlerOptions = {}) {
  const env = options.env ?? (() => process.env);
  const now = options.now ?? Date.now;
  const limits = options.limits ?? DEFAULT_DAY_LIMITS;
  const log = options.log ?? console;

  return async function vitals(request: Request, context: VitalsContext = {}): Promise<Response> {
    if (request.method !== 'POST')
      return refuse(405, vitalsMessages.methodNotAllowed, 'bad-request', { allow: 'POST' });
    if (isCrossOrigin(request)) return refuse(403, vitalsMessages.crossOrigin, 'bad-request');
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!ACCEPTED_TYPES.includes(type))
      return refuse(415, vitalsMessages.contentType, 'bad-request');
    let text: string;
    try {
      text = await readBodyText(request, MAX_BEACON_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return refuse(413, vitalsMessages.tooLarge, 'bad-request');
      throw error;
    }
    const reading = readBeacon(text);
    if (!reading.ok) {
      return reading.reason === 'syntax'
        ? refuse(400, reading.message, 'bad-request')
        : refuse(422, reading.message, 'invalid');
    }
    // The page sends nothing when the visitor opted out; a beacon that says so anyway is dropped.
    if (optedOut(request)) return new Response(null, { status: 204 });
    const time = now();
    const local = isLocalServing(env(), context.deploy?.context);
    let outcome;
    try {
      outcome = await recordBeacon(reading.beacon, time, limits, local);
    } catch (error) {
      log.error(`vitals: the beacon could not be stored: ${String(error)}`);
      return refuse(503, vitalsMessages.storageFailed, 'storage-failed');
    }
    const retryAfter = { 'retry-after': String(secondsToNextDay(time)) };
    if (outcome === 'over-budget')
      return refuse(429, vitalsMessages.overBudget, 'over-budget', retryAfter);
    if (outcome === 'series-full')
      return refuse(429, vitalsMessages.seriesFull, 'over-budget', retryAfter);
    if (outcome === 'contended') return refuse(503, vitalsMessages.storageFailed, 'storage-failed');
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  };
}
