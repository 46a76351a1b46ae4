import { describe, expect, it } from 'vitest';
import { CONTACT_ENDPOINT, CONTACT_QUEUED_STATUS } from './contact-protocol';
import type { ContactRequestBody } from './contact-protocol';
import { contactMessages } from './contact-schema';
import { contactTexts, queuedNotice } from './contact-texts';
import { escapeHtml } from './native-page';
import { CONTACT_FORM_TYPE, CONTACT_SENT_PATH, contactBodyOfForm } from './native-post';
import { OUTBOX_MAX_AGE_MS } from './outbox-protocol';
import type { OutboxEntry, OutboxWorkerMessage } from './outbox-protocol';
import type { OutboxStore } from './outbox-store';
import { createContactOutbox } from './outbox-worker';
import type { OutboxDependencies } from './outbox-worker';

const endpointUrl = `https://site.example${CONTACT_ENDPOINT}`;

/** The outbox's storage as a map in memory, which can be made to refuse writes. */
function memoryStore() {
  const entries = new Map<string, OutboxEntry>();
  const state = { refuseWrites: false };
  const store: OutboxStore = {
    list: async () => [...entries.values()].sort((a, b) => a.queuedAt - b.queuedAt),
    put: async (entry) => {
      if (state.refuseWrites) throw new DOMException('full', 'QuotaExceededError');
      entries.set(entry.id, structuredClone(entry));
    },
    remove: async (id) => void entries.delete(id),
  };
  return { store, entries, state };
}

const message = (id: string, email = 'sana@example.com'): ContactRequestBody => ({
  id,
  name: 'Sana',
  email,
  message: `Message ${id}`,
  website: '',
});

const pageRequest = (body: ContactRequestBody) =>
  new Request(endpointUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const success = (id: string, delivery: 'sent' | 'accepted' = 'sent') =>
  json(200, { ok: true, id, delivery });

type Server = (body: ContactRequestBody) => Promise<Response>;
const offline: Server = () => Promise.reject(new TypeError('Failed to fetch'));

/** An outbox over a memory store; `server` answers each request (by its parsed body). */
function setUp(
  server: Server,
  { online, ...options }: Partial<Omit<OutboxDependencies, 'online'>> & { online?: boolean } = {},
) {
  const memory = memoryStore();
  const told: OutboxWorkerMessage[] = [];
  const sent: ContactRequestBody[] = [];
  const link = { server, online: online ?? true };
  let clock = 1_000_000;
  const outbox = createContactOutbox({
    store: memory.store,
    fetch: async (request) => {
      const body = (await request.clone().json()) as ContactRequestBody;
      sent.push(body);
      return link.server(body);
    },
    tell: async (msg) => void told.push(msg),
    online: () => link.online,
    registerSync: async () => true,
    lock: (task) => task(),
    wait: async () => undefined,
    now: () => clock,
    endpointUrl,
    ...options,
  });
  const advance = (ms: number) => (clock += ms);
  return { ...memory, told, sent, link, outbox, advance };
}

const lastState = (told: OutboxWorkerMessage[]) =>
  told.filter((msg) => msg.type === 'OUTBOX_STATE').at(-1);

describe('sending through the outbox', () => {
  it("hands back the function's answer, whatever it is, and keeps nothing", async () => {
    for (const answer of [success('a'), json(503, { error: { code: 'busy' } }), json(422, {})]) {
      const { entries, outbox } = setUp(async () => answer);
      expect((await outbox.send(pageRequest(message('a')))).status).toBe(answer.status);
      expect(entries.size).toBe(0);
    }
  });

  it('offline: keeps the message under its id and says it is queued, and why', async () => {
    const { entries, told, outbox } = setUp(offline, { online: false });
    const response = await outbox.send(pageRequest(message('a')));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      queued: true,
      id: 'a',
      reason: 'offline',
      backgroundSync: true,
    });
    expect(entries.get('a')).toMatchObject({ body: message('a'), state: 'waiting' });
    expect(lastState(told)).toEqual({
      type: 'OUTBOX_STATE',
      entries: [{ id: 'a', state: 'waiting', reason: { kind: 'offline' }, values: null }],
    });
  });

  it('online but no answer: "unreachable", never "offline"; without Background Sync it says so', async () => {
    const { outbox } = setUp(offline, { registerSync: async () => false });
    const response = await outbox.send(pageRequest(message('a')));
    expect(await response.json()).toMatchObject({ reason: 'unreachable', backgroundSync: false });
  });

  it('a server that never answers counts as unreachable after the time limit', async () => {
    const { entries, outbox } = setUp(() => new Promise<Response>(() => undefined), {
      timeoutMs: 20,
      fetch: (_request, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    });
    const response = await outbox.send(pageRequest(message('a')));
    expect(response.status).toBe(202);
    expect(entries.has('a')).toBe(true);
  });

  it('storage full or blocked: the page request fails, so the form keeps the text', async () => {
    const { state, outbox } = setUp(offline);
    state.refuseWrites = true;
    await expect(outbox.send(pageRequest(message('a')))).rejects.toThrow();
  });
});

describe('Background Sync registered again', () => {
  it('when the worker starts or a page opens with messages waiting, and only then', async () => {
    const registered: string[] = [];
    const { outbox } = setUp(offline, {
      online: false,
      registerSync: async () => {
        registered.push('sync');
        return true;
      },
    });
    await outbox.rearm();
    expect(registered).toEqual([]);
    await outbox.send(pageRequest(message('a')));
    expect(registered).toEqual(['sync']);
    await outbox.rearm();
    expect(registered).toEqual(['sync', 'sync']);
  });
});

describe('replaying the outbox', () => {
  it('sends in order under the same ids, and removes each only after the server confirmed it', async () => {
    const { entries, told, sent, link, outbox } = setUp(offline);
    await outbox.send(pageRequest(message('a')));
    await outbox.send(pageRequest(message('b')));
    sent.length = 0;
    const seenDuringSend: boolean[] = [];
    link.server = async (body) => {
      // While the request is out, the entry is still stored.
      seenDuringSend.push(entries.has(body.id));
      return success(body.id, body.id === 'b' ? 'accepted' : 'sent');
    };
    await outbox.replay();
    expect(sent.map((body) => body.id)).toEqual(['a', 'b']);
    expect(sent[0]).toEqual(message('a'));
    expect(seenDuringSend).toEqual([true, true]);
    expect(entries.size).toBe(0);
    expect(told).toContainEqual({ type: 'OUTBOX_DELIVERED', id: 'a', delivery: 'sent' });
    expect(told).toContainEqual({ type: 'OUTBOX_DELIVERED', id: 'b', delivery: 'accepted' });
    expect(lastState(told)).toEqual({ type: 'OUTBOX_STATE', entries: [] });
  });

  it('a queued message is replayed with the source it had when it was written, once', async () => {
    const { entries, sent, link, outbox } = setUp(offline);
    const source = {
      landingPage: '/insights/a',
      sentFrom: '/contact',
      utm: { utm_source: 'newsletter' },
      articles: ['/insights/a', '/insights/b'],
    };
    await outbox.send(pageRequest({ ...message('a'), source }));
    expect(entries.get('a')?.body.source).toEqual(source);
    sent.length = 0;
    link.server = async (body) => success(body.id);
    await outbox.replay();
    expect(sent).toEqual([{ ...message('a'), source }]);
    // Neither changed nor added again by a later replay.
    await outbox.replay();
    expect(sent).toHaveLength(1);
  });

  it('a worker stopped during a replay loses nothing: the next one sends the same id again', async () => {
    const first = setUp(offline);
    await first.outbox.send(pageRequest(message('a')));
    // The request leaves and the worker is stopped before the answer: it never settles.
    first.link.server = () => new Promise<Response>(() => undefined);
    void first.outbox.replay();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(first.entries.has('a')).toBe(true);

    // A new worker on the same storage; the server already had it and says so.
    const received: string[] = [];
    const next = createContactOutbox({
      store: first.store,
      fetch: async (request) => {
        const body = (await request.json()) as ContactRequestBody;
        received.push(body.id);
        return json(200, { ok: true, id: body.id, delivery: 'sent', duplicate: true });
      },
      tell: async () => undefined,
      online: () => true,
      registerSync: async () => true,
      lock: (task) => task(),
      now: () => first.entries.get('a')!.queuedAt + 60_000,
      endpointUrl,
    });
    await next.replay();
    expect(received).toEqual(['a']);
    expect(first.entries.size).toBe(0);
  });

  it.each([
    ['no answer', offline],
    [
      'a 5xx',
      async () => json(502, { error: { message: 'Failed to send message. Please try again.' } }),
    ],
    [
      'in flight (409 in-flight)',
      async () => json(409, { error: { message: 'Being sent', code: 'in-flight' } }),
    ],
    ['a 409 without a code', async () => json(409, {})],
    [
      'rate-limited',
      async () => json(429, { error: { message: 'Too many', code: 'rate-limited' } }),
    ],
    ['a 200 without the success body', async () => json(200, { ok: true })],
    ['a success body for another id', async () => success('someone-else')],
  ] as [string, Server][])('%s: the message waits, first in line', async (_label, answer) => {
    const { entries, sent, link, outbox } = setUp(offline);
    await outbox.send(pageRequest(message('a')));
    await outbox.send(pageRequest(message('b')));
    sent.length = 0;
    link.server = answer;
    await expect(outbox.replay()).rejects.toThrow();
    expect(sent.map((body) => body.id)).toEqual(['a']);
    expect([...entries.values()].map((entry) => [entry.id, entry.state])).toEqual([
      ['a', 'waiting'],
      ['b', 'waiting'],
    ]);
  });

  it('the last reason a message waits is kept for the page', async () => {
    const { told, link, outbox } = setUp(offline);
    await outbox.send(pageRequest(message('a')));
    link.server = async () => json(503, { error: { message: 'Busy', code: 'busy' } });
    await expect(outbox.replay()).rejects.toThrow();
    expect(lastState(told)).toEqual({
      type: 'OUTBOX_STATE',
      entries: [
        { id: 'a', state: 'waiting', reason: { kind: 'server', message: 'Busy' }, values: null },
      ],
    });
  });

  it.each([
    ['invalid (422)', 422, { error: { message: 'Invalid email address', code: 'invalid' } }],
    [
      'id-reused (409)',
      409,
      { error: { message: 'Id used for another message', code: 'id-reused' } },
    ],
    ['a 400 without a code', 400, { error: { message: 'Malformed' } }],
  ])(
    'refused, %s: kept as returned until a page takes it; the others go on',
    async (_l, status, body) => {
      const { entries, told, link, outbox } = setUp(offline);
      await outbox.send(pageRequest(message('a', 'not-an-email')));
      await outbox.send(pageRequest(message('b')));
      link.server = async (sent) => (sent.id === 'a' ? json(status, body) : success(sent.id));
      await outbox.replay();
      expect(entries.get('a')?.state).toBe('returned');
      expect(entries.has('b')).toBe(false);
      expect(lastState(told)).toEqual({
        type: 'OUTBOX_STATE',
        entries: [
          {
            id: 'a',
            state: 'returned',
            reason: { kind: 'server', message: body.error.message },
            values: { name: 'Sana', email: 'not-an-email', message: 'Message a' },
          },
        ],
      });
      // Replays leave it alone; only a page taking it removes it.
      await outbox.replay();
      expect(entries.get('a')?.state).toBe('returned');
      await outbox.taken('a');
      expect(entries.size).toBe(0);
    },
  );

  it('a message kept longer than the limit comes back instead of going out late', async () => {
    const { entries, sent, link, outbox, advance } = setUp(offline);
    await outbox.send(pageRequest(message('a')));
    sent.length = 0;
    advance(OUTBOX_MAX_AGE_MS + 1);
    link.server = async (body) => success(body.id);
    await outbox.replay();
    expect(sent).toEqual([]);
    expect(entries.get('a')).toMatchObject({ state: 'returned', reason: { kind: 'expired' } });
  });

  it('"taken" removes only a returned message, never one still waiting', async () => {
    const { entries, outbox } = setUp(offline);
    await outbox.send(pageRequest(message('a')));
    await outbox.taken('a');
    expect(entries.has('a')).toBe(true);
  });

  it('replays run one at a time, under the lock, and a request made meanwhile goes round again', async () => {
    let running = 0;
    let most = 0;
    let locked = 0;
    const lock = async <T>(task: () => Promise<T>) => {
      locked += 1;
      return task();
    };
    const { sent, link, outbox } = setUp(offline, { lock });
    await outbox.send(pageRequest(message('a')));
    sent.length = 0;
    link.server = async (body) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return success(body.id);
    };
    await Promise.all([outbox.replay(), outbox.replay(), outbox.replay()]);
    expect(most).toBe(1);
    expect(sent.map((body) => body.id)).toEqual(['a']);
    expect(locked).toBe(2);
  });

  it('retries soon while online (1 s doubling, 3 times), then leaves it to the next trigger', async () => {
    const waits: number[] = [];
    const { sent, outbox } = setUp(offline, { wait: async (ms) => void waits.push(ms) });
    await outbox.send(pageRequest(message('a')));
    sent.length = 0;
    await expect(outbox.replayWithRetries()).rejects.toThrow();
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(sent).toHaveLength(4);
  });
});

describe('a form posted without script (a navigation)', () => {
  const typed = {
    name: 'Sana <b>Malik</b>',
    email: 'sana@example.com',
    message: 'Hello\r\nfrom a browser without script',
    website: '',
  };
  const formRequest = (fields: Record<string, string> | string = typed) =>
    new Request(endpointUrl, {
      method: 'POST',
      headers: { 'content-type': CONTACT_FORM_TYPE },
      body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    });
  /** The body the function gets for the typed form: the fields as the page holds them. */
  const expectedBody = () =>
    contactBodyOfForm({ ...typed, message: typed.message.replace('\r\n', '\n') });
  const html = (response: Response) => {
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    return response.text();
  };

  it("hands back the function's answer, its redirect or its page, and keeps nothing", async () => {
    for (const answer of [
      new Response(null, { status: 303, headers: { location: CONTACT_SENT_PATH } }),
      new Response('<p>refused</p>', { status: 422, headers: { 'content-type': 'text/html' } }),
    ]) {
      const forwarded: string[] = [];
      const { entries, outbox } = setUp(offline, {
        fetch: async (request) => {
          forwarded.push(await request.clone().text());
          return answer;
        },
      });
      const response = await outbox.send(formRequest());
      expect(response).toBe(answer);
      expect(forwarded).toEqual([new URLSearchParams(typed).toString()]);
      expect(entries.size).toBe(0);
    }
  });

  it('offline: keeps it under the id derived from its text, answered with the outbox’s words as a page', async () => {
    const { entries, told, outbox } = setUp(offline, { online: false });
    const response = await outbox.send(formRequest());
    expect(response.status).toBe(CONTACT_QUEUED_STATUS);
    const page = await html(response);
    expect(page).toContain(`<h1>${escapeHtml(contactTexts.queuedTitle)}</h1>`);
    expect(page).toContain(escapeHtml(queuedNotice('offline', true)));
    const body = await expectedBody();
    expect([...entries.values()]).toMatchObject([{ id: body.id, body, state: 'waiting' }]);
    expect(lastState(told)).toMatchObject({ entries: [{ id: body.id, state: 'waiting' }] });
  });

  it('the server unreachable and no Background Sync: the page says so, with the other ways', async () => {
    const { outbox } = setUp(offline, { registerSync: async () => false });
    const page = await html(await outbox.send(formRequest()));
    expect(page).toContain(escapeHtml(queuedNotice('unreachable', false)));
  });

  it('a reload or a resend of the same form is one kept message, sent once under one id', async () => {
    const { entries, sent, link, outbox, advance } = setUp(offline, { online: false });
    await outbox.send(formRequest());
    const first = [...entries.values()][0]!;
    advance(60_000);
    await outbox.send(formRequest());
    await outbox.send(formRequest({ ...typed, name: ` ${typed.name} ` }));
    expect(entries.size).toBe(1);
    expect([...entries.values()][0]!.queuedAt).toBe(first.queuedAt);

    link.online = true;
    link.server = async (body) => success(body.id);
    await outbox.replay();
    expect(sent.map((body) => body.id)).toEqual([first.id]);
    expect(entries.size).toBe(0);
  });

  it('an empty form offline: the field messages, what was typed back, nothing kept', async () => {
    const { entries, outbox } = setUp(offline, { online: false });
    const response = await outbox.send(
      formRequest({ name: '<script>x</script>', email: '', message: '' }),
    );
    expect(response.status).toBe(422);
    const page = await html(response);
    for (const text of [contactMessages.emailInvalid, contactMessages.messageRequired])
      expect(page).toContain(escapeHtml(text));
    expect(page).toContain(`value="${escapeHtml('<script>x</script>')}"`);
    expect(page).not.toContain('<script>x');
    expect(entries.size).toBe(0);
  });

  it('a broken body offline: "failed", nothing kept', async () => {
    const { entries, outbox } = setUp(offline, { online: false });
    const response = await outbox.send(formRequest('name=A&name=B&email=a%40b.pk&message=Hi'));
    expect(response.status).toBe(400);
    expect(await html(response)).toContain(escapeHtml(contactTexts.failureFallback));
    expect(entries.size).toBe(0);
  });

  it('storage full or blocked: the form again with what was typed, never a browser error page', async () => {
    const { state, outbox } = setUp(offline, { online: false });
    state.refuseWrites = true;
    const response = await outbox.send(formRequest());
    expect(response.status).toBe(503);
    const page = await html(response);
    expect(page).toContain(escapeHtml(contactTexts.failureFallback));
    expect(page).toContain(`value="${escapeHtml(typed.name)}"`);
  });
});
