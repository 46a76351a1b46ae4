import { describe, expect, it } from 'vitest';
import type { ContactRequestBody } from './contact-protocol';
import { contactTexts } from './contact-texts';
import { sendContactMessage } from './send-contact-message';

const body: ContactRequestBody = {
  id: 'id-1',
  name: 'Sana',
  email: 's@example.com',
  message: 'Hi',
};
const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });

describe('sendContactMessage', () => {
  it('delivered only on the success body for its id, sent or accepted', async () => {
    for (const delivery of ['sent', 'accepted'] as const)
      expect(
        await sendContactMessage(body, async () => json(200, { ok: true, id: 'id-1', delivery })),
      ).toEqual({ kind: 'delivered', delivery });
  });

  it("queued only on the outbox's answer for its id", async () => {
    const queued = { queued: true, id: 'id-1', reason: 'unreachable', backgroundSync: false };
    expect(await sendContactMessage(body, async () => json(202, queued))).toEqual({
      kind: 'queued',
      queued,
    });
    expect(
      (await sendContactMessage(body, async () => json(202, { ...queued, id: 'other' }))).kind,
    ).toBe('failed');
  });

  it('no answer in time: a failure worth retrying, with the fallback words', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      );
    expect(await sendContactMessage(body, hanging, 20)).toEqual({
      kind: 'failed',
      retry: true,
      message: contactTexts.failureFallback,
      fields: {},
    });
  });

  it('a refusal is not worth retrying as it is; a busy server is', async () => {
    const refused = await sendContactMessage(body, async () =>
      json(422, {
        error: { message: 'Invalid email address', code: 'invalid', fields: { email: 'Bad' } },
      }),
    );
    expect(refused).toEqual({
      kind: 'failed',
      retry: false,
      message: 'Invalid email address',
      fields: { email: 'Bad' },
    });
    const busy = await sendContactMessage(body, async () =>
      json(503, { error: { message: 'Busy', code: 'busy' } }),
    );
    expect(busy).toMatchObject({ kind: 'failed', retry: true, message: 'Busy' });
  });
});
