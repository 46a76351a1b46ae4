// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONTACT_ENDPOINT } from './contact-protocol';
import { createContactOutbox } from './outbox-worker';
import type { OutboxQueue } from './outbox-worker';
import type { OutboxWorkerMessage } from './outbox-protocol';

type Entry = Parameters<OutboxQueue['pushRequest']>[0];

/** Workbox's queue, as a list in memory. */
function memoryQueue(): OutboxQueue & { entries: Entry[] } {
  const entries: Entry[] = [];
  return {
    entries,
    pushRequest: async (entry) => void entries.push(entry),
    shiftRequest: async () => entries.shift(),
    unshiftRequest: async (entry) => void entries.unshift(entry),
    getAll: async () => [...entries],
  };
}

const request = (id: string, email = 'a@example.com') =>
  new Request(`https://site.example${CONTACT_ENDPOINT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, name: 'Sana', email, message: `Message ${id}` }),
  });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function setUp(answer: (request: Request) => Promise<Response>) {
  const queue = memoryQueue();
  const told: OutboxWorkerMessage[] = [];
  const outbox = createContactOutbox({
    queue,
    fetch: answer,
    tell: async (message) => void told.push(message),
    online: () => true,
    wait: async () => undefined,
  });
  return { queue, told, outbox };
}

describe('the contact outbox (worker side)', () => {
  it("passes the function's answer through when the network answers", async () => {
    const { queue, outbox } = setUp(async () => json(200, { ok: true }));
    const response = await outbox.send(request('a'));
    expect(response.status).toBe(200);
    expect(queue.entries).toHaveLength(0);
  });

  it('keeps a message that got no answer and says it is queued', async () => {
    const { queue, told, outbox } = setUp(async () => Promise.reject(new TypeError('offline')));
    const response = await outbox.send(request('a'));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ queued: true });
    expect(queue.entries.map((entry) => entry.metadata)).toEqual([{ id: 'a' }]);
    expect(told).toContainEqual({ type: 'OUTBOX_COUNT', count: 1 });
  });

  it('replays in order: delivered ones leave, a refused one goes back to the page', async () => {
    let online = false;
    const { queue, told, outbox } = setUp(async (sent) => {
      if (!online) throw new TypeError('offline');
      const body = (await sent.json()) as { email: string };
      return body.email.includes('@')
        ? json(200, { ok: true })
        : json(422, { error: { message: 'Invalid email address' } });
    });
    await outbox.send(request('a'));
    await outbox.send(request('b', 'not-an-email'));
    online = true;
    await outbox.replay();
    expect(queue.entries).toHaveLength(0);
    expect(told).toContainEqual({ type: 'OUTBOX_DELIVERED', id: 'a' });
    expect(told).toContainEqual({
      type: 'OUTBOX_REJECTED',
      id: 'b',
      status: 422,
      message: 'Invalid email address',
      fields: { name: 'Sana', email: 'not-an-email', message: 'Message b' },
    });
    expect(told.at(-1)).toEqual({ type: 'OUTBOX_COUNT', count: 0 });
  });

  it('a 5xx or no answer keeps the message first in line', async () => {
    let status = 0;
    const { queue, outbox } = setUp(async () => {
      if (status === 0) throw new TypeError('offline');
      return json(status, {});
    });
    await outbox.send(request('a'));
    await outbox.send(request('b'));
    status = 503;
    await expect(outbox.replay()).rejects.toThrow('503');
    expect(queue.entries.map((entry) => entry.metadata)).toEqual([{ id: 'a' }, { id: 'b' }]);
    status = 0;
    await expect(outbox.replayWithRetries()).rejects.toThrow('offline');
    expect(queue.entries).toHaveLength(2);
  });
});
