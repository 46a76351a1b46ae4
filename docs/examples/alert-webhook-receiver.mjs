// How a receiver checks the contact function's generic webhook (ALERT_WEBHOOK_URL), with nothing
// but node:crypto. The request carries:
//   Idempotency-Key: <message id>.webhook   the same on every attempt of one alert
//   X-Alert-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<Idempotency-Key>.<raw body>">
// keyed with ALERT_WEBHOOK_SECRET. A receiver accepts the request only when the HMAC matches
// (compared in constant time, over the body's raw bytes, before parsing it) and `t` is within
// its tolerance of its own clock; then it acts once per Idempotency-Key (a lost answer makes the
// function send the same alert again, with a new `t`, and the same key and body).
// This file is tested (scripts/ops/alert-webhook-receiver.test.ts) and used by the test sink.
import { Buffer } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far `t` may be from the receiver's clock, either way (seconds). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * Whether a request is a fresh, untampered alert: `ok`, or the reason to answer 401.
 * @param {{ secret: string, signature: string | null | undefined, key: string | null | undefined,
 *   body: string, now?: number, toleranceSeconds?: number }} request  `now` in ms
 * @returns {{ ok: true } | { ok: false, reason: string }}
 */
export function verifyAlertRequest({
  secret,
  signature,
  key,
  body,
  now = Date.now(),
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
}) {
  if (!signature) return { ok: false, reason: 'no signature' };
  if (!key) return { ok: false, reason: 'no idempotency key' };
  const parts = new Map(
    signature.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const t = parts.get('t') ?? '';
  const given = parts.get('v1') ?? '';
  if (!/^\d+$/.test(t) || !/^[0-9a-f]{64}$/.test(given))
    return { ok: false, reason: 'malformed signature' };
  const expected = createHmac('sha256', secret).update(`${t}.${key}.${body}`).digest('hex');
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(given)))
    return { ok: false, reason: 'signature does not match' };
  if (Math.abs(now / 1000 - Number(t)) > toleranceSeconds)
    return { ok: false, reason: 'timestamp outside the tolerance' };
  return { ok: true };
}
