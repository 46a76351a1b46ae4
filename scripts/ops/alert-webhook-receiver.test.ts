import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOLERANCE_SECONDS,
  verifyAlertRequest,
} from '../../docs/examples/alert-webhook-receiver.mjs';
import { alertRequest, composeAlert } from '../../netlify/functions/_contact/alerts';

const secret = 'receiver-test-secret-0123456789';
const channel = { kind: 'webhook' as const, url: 'https://hooks.example/alerts', secret };
const sentAt = Date.parse('2026-05-01T10:00:00Z');
const alert = composeAlert({
  id: '6f1c2a7e-0000-4000-8000-000000000003',
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  message: 'Hello',
  receivedAt: '2026-05-01T09:59:58.000Z',
});
const key = `${alert.id}.webhook`;
const { init } = alertRequest(channel, alert, key, sentAt);
const request = {
  secret,
  signature: init.headers['X-Alert-Signature'],
  key: init.headers['Idempotency-Key'],
  body: init.body,
  now: sentAt + 2_000,
};

describe('the documented webhook receiver, against what the function sends', () => {
  it('accepts the request as sent, within the tolerance either way', () => {
    expect(verifyAlertRequest(request)).toEqual({ ok: true });
    const edge = DEFAULT_TOLERANCE_SECONDS * 1000;
    expect(verifyAlertRequest({ ...request, now: sentAt + edge })).toEqual({ ok: true });
    expect(verifyAlertRequest({ ...request, now: sentAt - edge })).toEqual({ ok: true });
  });

  it('refuses a replay past the tolerance', () => {
    const late = sentAt + (DEFAULT_TOLERANCE_SECONDS + 1) * 1000;
    expect(verifyAlertRequest({ ...request, now: late })).toMatchObject({ ok: false });
  });

  it('refuses a changed body, a swapped key, a moved timestamp or a wrong secret', () => {
    const moved = request.signature!.replace(/t=(\d+)/, (_, t) => `t=${Number(t) + 1}`);
    for (const changed of [
      { body: request.body.replace('Ayesha', 'Eve') },
      { key: '00000000-0000-4000-8000-000000000000.webhook' },
      { signature: moved },
      { secret: 'another-secret-0123456789' },
    ])
      expect(verifyAlertRequest({ ...request, ...changed })).toMatchObject({ ok: false });
  });

  it('refuses a missing or malformed header, and the old body-only form', () => {
    for (const signature of [undefined, '', 'sha256=abc', 't=1,v1=xyz', 'v1=' + 'a'.repeat(64)])
      expect(verifyAlertRequest({ ...request, signature })).toMatchObject({ ok: false });
    expect(verifyAlertRequest({ ...request, key: undefined })).toMatchObject({ ok: false });
  });
});
