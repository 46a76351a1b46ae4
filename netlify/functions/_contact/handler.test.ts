import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scopeMessages } from '../../../src/features/contact/contact-protocol';
import { contactMessages } from '../../../src/features/contact/contact-schema';
import { STALE_SENDING_MS } from './delivery';
import { createContactHandler, responseMessages } from './handler';
import { MAX_BODY_BYTES } from './http';
import { MESSAGE_STORE } from './message-store';
import type { StoredMessage } from './message-store';
import {
  ENDPOINT_URL,
  post,
  startBlobs,
  startSmtp,
  validBody,
} from '../../../test/contact-rigs/test-support';
import type { TestSmtp } from '../../../test/contact-rigs/test-support';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
let smtp: TestSmtp;
let env: Record<string, string | undefined>;
let clock: number;
let ipCounter = 0;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  blobs = await startBlobs({ etags: true });
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.stop();
  await blobs.stop();
});
beforeEach(() => {
  smtp.mails.length = 0;
  smtp.failNext(0);
  clock = Date.parse('2025-03-01T10:00:00Z');
  env = {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Website <website@agency.example>',
    MAIL_TO: 'sales@agency.example',
  };
  ipCounter += 1;
  vi.clearAllMocks();
});

const handler = createContactHandler({ env: () => env, now: () => clock, log });
/** Each test is its own visitor, so rate limits never leak between tests. */
const call = (request: Request, context: Record<string, unknown> = {}) =>
  handler(request, { ip: `10.0.0.${ipCounter}`, deploy: { context: 'dev' }, ...context });
const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      error: { message: string; code: string; fields?: Record<string, string> };
    }
  ).error;
const stored = async (id: string) =>
  (await getStore({ name: MESSAGE_STORE }).get(id, { type: 'json' })) as StoredMessage | null;

describe('request checks', () => {
  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])(
    '%s answers 405 with Allow: POST',
    async (method) => {
      const response = await call(new Request(ENDPOINT_URL, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await errorOf(response)).toEqual({
        message: responseMessages.methodNotAllowed,
        code: 'bad-request',
      });
    },
  );

  it('refuses cross-origin posts with 403 and sends no CORS headers', async () => {
    const response = await call(post(validBody(), { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const sameOrigin = await call(post(validBody(), { origin: 'http://localhost:8888' }));
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
    const crossSite = await call(post(validBody(), { 'sec-fetch-site': 'cross-site' }));
    expect(crossSite.status).toBe(403);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', ''])(
    'answers 415 to content type %j',
    async (type) => {
      const request = new Request(ENDPOINT_URL, {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: JSON.stringify(validBody()),
      });
      if (!type) request.headers.delete('content-type');
      const response = await call(request);
      expect(response.status).toBe(415);
      expect(await errorOf(response)).toEqual({
        message: responseMessages.unsupportedMediaType,
        code: 'bad-request',
      });
    },
  );

  it('accepts application/json with a charset', async () => {
    const response = await call(
      post(validBody(), { 'content-type': 'application/json; charset=utf-8' }),
    );
    expect(response.status).toBe(200);
  });

  it('answers 413 to a body over 16 KB, by Content-Length or by counting a stream', async () => {
    const big = JSON.stringify(validBody({ message: 'x'.repeat(MAX_BODY_BYTES) }));
    const declared = await call(post(big));
    expect(declared.status).toBe(413);
    const chunks = [big.slice(0, 8000), big.slice(8000)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const streamed = await call(
      new Request(ENDPOINT_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(await errorOf(streamed)).toEqual({
      message: responseMessages.tooLarge,
      code: 'bad-request',
    });
    expect(smtp.mails).toHaveLength(0);
  });

  it.each(['{', '{"name": "a",}', 'not json', ''])(
    'answers 400 to malformed JSON %j',
    async (raw) => {
      const response = await call(post(raw));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        message: responseMessages.malformedJson,
        code: 'bad-request',
      });
    },
  );

  it('answers 400 when the id header and the body id differ', async () => {
    const response = await call(post(validBody(), { 'x-contact-id': crypto.randomUUID() }));
    expect(response.status).toBe(400);
    const body = validBody();
    expect((await call(post(body, { 'x-contact-id': body.id }))).status).toBe(200);
  });
});

describe('validation (422 with the field messages)', () => {
  it.each([
    [{ name: '   ' }, 'name', contactMessages.nameRequired],
    [{ name: 'n'.repeat(101) }, 'name', contactMessages.nameTooLong],
    [{ email: 'not-an-email' }, 'email', contactMessages.emailInvalid],
    [{ email: '' }, 'email', contactMessages.emailInvalid],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', contactMessages.emailTooLong],
    [{ message: ' \n ' }, 'message', contactMessages.messageRequired],
    [{ message: 'm'.repeat(1001) }, 'message', contactMessages.messageTooLong],
    [{ message: 'null \u0000 byte' }, 'message', contactMessages.messageControl],
    [{ id: 'not-a-uuid' }, 'id', contactMessages.idInvalid],
  ])('%j -> %s: %s', async (override, field, message) => {
    const response = await call(post(validBody(override)));
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.message).toBe(message);
    expect(error.code).toBe('invalid');
    if (field !== 'id') expect(error.fields).toEqual({ [field]: message });
    expect(smtp.mails).toHaveLength(0);
  });

  it('gives every field message at once', async () => {
    const response = await call(
      post({ id: crypto.randomUUID(), name: '', email: '', message: '' }),
    );
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({
      name: contactMessages.nameRequired,
      email: contactMessages.emailInvalid,
      message: contactMessages.messageRequired,
    });
  });

  it.each([[[]], ['a string'], [42], [null], [{}]])(
    'answers 422 to the JSON value %j',
    async (v) => {
      const response = await call(post(JSON.stringify(v)));
      expect(response.status).toBe(422);
      expect((await errorOf(response)).message).toEqual(expect.any(String));
    },
  );

  it('trims whitespace and accepts exactly the limits', async () => {
    const body = validBody({
      name: `  ${'n'.repeat(100)}  `,
      message: `\n${'m'.repeat(1000)}\n`,
    });
    expect((await call(post(body))).status).toBe(200);
    expect(smtp.mails[0]?.subject).toBe(`New contact message from ${'n'.repeat(100)}`);
    expect((await stored(body.id))?.message).toBe('m'.repeat(1000));
  });
});

describe('header injection', () => {
  it.each([
    'Eve\r\nBcc: victim@example.com',
    'Eve\nSubject: spam',
    'Eve\rX-Injected: 1',
    'Eve\u2028Bcc: victim@example.com',
    'Eve\u0000',
  ])('a name with control characters (%j) is refused with 422', async (name) => {
    const response = await call(post(validBody({ name })));
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.name).toBe(contactMessages.nameControl);
    expect(smtp.mails).toHaveLength(0);
  });

  it.each(['Bank\u202Emoc.live', 'Eve\u2066Support\u2069', 'E\u200Bve'])(
    'a name with format characters (%j) is refused with 422, nothing sent',
    async (name) => {
      const response = await call(post(validBody({ name })));
      expect(response.status).toBe(422);
      expect((await errorOf(response)).fields?.name).toBe(contactMessages.nameFormat);
      expect(smtp.mails).toHaveLength(0);
    },
  );

  it.each(['eve@example.com\r\nBcc: victim@example.com', 'eve@example.com\nCc: x@example.com'])(
    'an email with line breaks (%j) is refused with 422',
    async (email) => {
      const response = await call(post(validBody({ email })));
      expect(response.status).toBe(422);
      expect(smtp.mails).toHaveLength(0);
    },
  );

  it('quotes and special characters in the name stay inside Reply-To and Subject', async () => {
    const name = 'Eve "Boss" <admin@agency.example>, Bcc: victim@example.com';
    expect((await call(post(validBody({ name })))).status).toBe(200);
    const mail = smtp.mails[0]!;
    expect(mail.replyTo?.value).toEqual([{ name, address: 'ayesha@example.com' }]);
    expect(mail.subject).toBe(`New contact message from ${name}`);
    expect(mail.bcc).toBeUndefined();
    expect(mail.cc).toBeUndefined();
    expect(mail.headers.get('bcc')).toBeUndefined();
  });
});

describe('the lead source', () => {
  const source = {
    landingPage: '/insights/seo-basics',
    sentFrom: '/contact',
    referrer: 'news.example.com',
    utm: { utm_source: 'newsletter', utm_campaign: 'march' },
    articles: ['/insights/seo-basics', '/insights/hosting-101'],
  };

  it('is stored with the message and shown in its mail', async () => {
    const body = validBody({ source });
    expect((await call(post(body))).status).toBe(200);
    expect((await stored(body.id))?.source).toEqual(source);
    const text = smtp.mails[0]!.text ?? '';
    expect(text).toContain('Source: newsletter');
    expect(text).toContain('Landing page: /insights/seo-basics');
    expect(text).toContain('Sent from: /contact');
    expect(text).toContain('Referrer: news.example.com');
    expect(text).toContain('Campaign: utm_source=newsletter, utm_campaign=march');
    expect(text).toContain('Articles read: /insights/seo-basics, /insights/hosting-101');
    expect(text).not.toContain('unverified');
  });

  it('a message without one is delivered, and its mail says it was not recorded', async () => {
    const body = validBody();
    expect((await call(post(body))).status).toBe(200);
    expect((await stored(body.id))?.source).toBeUndefined();
    expect(smtp.mails[0]!.text).toContain('Source: not recorded');
  });

  it.each([
    ['a string', 'newsletter'],
    ['a list', [source]],
    ['null', null],
    ['a foreign landing page', { ...source, landingPage: 'https://evil.example/' }],
    ['a header in the referrer', { ...source, referrer: 'a.example\r\nBcc: x@example.com' }],
    ['an unknown campaign key', { ...source, utm: { ...source.utm, gclid: 'x' } }],
    ['over-long values', { ...source, utm: { utm_source: 'n'.repeat(5_000) } }],
    ['too many articles', { ...source, articles: Array.from({ length: 40 }, (_, i) => `/a/${i}`) }],
    ['keys of its own', { ...source, unverified: false, ipAddress: '10.0.0.1' }],
  ])(
    'forged (%s): the message is still delivered, its source trimmed and marked',
    async (_, forged) => {
      const body = validBody({ source: forged });
      const response = await call(post(body));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, id: body.id, delivery: 'sent' });
      const record = await stored(body.id);
      expect(record?.message).toBe(body.message);
      expect(record?.source?.unverified).toBe(true);
      expect(JSON.stringify(record?.source ?? {}).length).toBeLessThan(3_000);
      expect(smtp.mails[0]!.text).toMatch(/^Source: .*\(unverified\)$/m);
      expect(smtp.mails[0]!.headers.get('bcc')).toBeUndefined();
    },
  );

  it('a repeat keeps the source of the message as it was first received', async () => {
    const body = validBody({ source });
    expect((await call(post(body))).status).toBe(200);
    const again = await call(post({ ...body, source: { sentFrom: '/elsewhere' } }));
    expect(await again.json()).toMatchObject({ ok: true, duplicate: true });
    expect((await stored(body.id))?.source).toEqual(source);
    expect(smtp.mails).toHaveLength(1);
  });
});

describe('the project scope', () => {
  const scope = {
    service: 'Online store',
    size: 'Medium: 6 to 15 pages or screens',
    features: ['Online payments (JazzCash, Easypaisa, cards)', 'English and Urdu versions'],
    content: 'Write our texts for us',
    timeline: 'Standard: 4 to 6 weeks',
    carePlan: 'Basic: updates and backups',
    range: 'Rs. 300,000 to Rs. 500,000 plus Rs. 5,000 per month',
  };

  it('is stored with the message and shown in its mail as a short table', async () => {
    const body = validBody({ scope });
    expect((await call(post(body))).status).toBe(200);
    expect((await stored(body.id))?.scope).toEqual(scope);
    const mail = smtp.mails[0]!;
    expect(mail.text).toContain(
      [
        'Project scope (from the estimator):',
        'Service: Online store',
        'Size: Medium: 6 to 15 pages or screens',
        'Features: Online payments (JazzCash, Easypaisa, cards), English and Urdu versions',
        'Content: Write our texts for us',
        'Timeline: Standard: 4 to 6 weeks',
        'Care plan: Basic: updates and backups',
        'Estimate: Rs. 300,000 to Rs. 500,000 plus Rs. 5,000 per month',
      ].join('\n'),
    );
    expect(mail.html).toContain('<tr><th align="left">Service</th><td>Online store</td></tr>');
  });

  it('is optional, and its texts are trimmed', async () => {
    const body = validBody({ scope: { service: '  Web app ', range: ' $1,700 to $4,500 ' } });
    expect((await call(post(body))).status).toBe(200);
    expect((await stored(body.id))?.scope).toEqual({
      service: 'Web app',
      range: '$1,700 to $4,500',
    });
    const plain = validBody();
    expect((await call(post(plain))).status).toBe(200);
    expect((await stored(plain.id))?.scope).toBeUndefined();
    expect(smtp.mails[1]!.text).not.toContain('Project scope');
  });

  it.each([
    ['a string', 'Online store', scopeMessages.invalid],
    ['a list', [scope], scopeMessages.invalid],
    ['null', null, scopeMessages.invalid],
    ['keys of its own', { ...scope, price: 1 }, scopeMessages.invalid],
    ['no service', { ...scope, service: undefined }, scopeMessages.required('Service')],
    ['an empty range', { ...scope, range: '  ' }, scopeMessages.required('Estimate')],
    ['a number for a text', { ...scope, size: 5 }, scopeMessages.required('Size')],
    ['an over-long text', { ...scope, content: 'c'.repeat(101) }, scopeMessages.tooLong('Content')],
    [
      'a header in a text',
      { ...scope, timeline: 'Rush\r\nBcc: x@example.com' },
      scopeMessages.control('Timeline'),
    ],
    [
      'a direction override',
      { ...scope, carePlan: 'Basic\u202e' },
      scopeMessages.format('Care plan'),
    ],
    ['features not a list', { ...scope, features: 'Payments' }, scopeMessages.invalid],
    [
      'too many features',
      { ...scope, features: Array.from({ length: 11 }, (_, i) => `F${i}`) },
      scopeMessages.tooMany,
    ],
    [
      'an over-long feature',
      { ...scope, features: ['f'.repeat(101)] },
      scopeMessages.tooLong('Features'),
    ],
  ])('refuses a scope with %s (422, the form’s words), storing nothing', async (_, bad, words) => {
    const body = validBody({ scope: bad });
    const response = await call(post(body));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await errorOf(response)).toMatchObject({ message: words, code: 'invalid' });
    expect(await stored(body.id)).toBeNull();
    expect(smtp.mails).toHaveLength(0);
  });
});

describe('honeypot', () => {
  it('a filled honeypot answers 200, sends nothing and stores nothing', async () => {
    const body = validBody({ website: 'http://spam.example' });
    const response = await call(post(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, id: body.id, delivery: 'sent' });
    expect(smtp.mails).toHaveLength(0);
    expect(await stored(body.id)).toBeNull();
  });

  it('answers 200 even when the bot also sent garbage fields', async () => {
    const response = await call(post({ website: 'x', name: '', email: 'nope' }));
    expect(response.status).toBe(200);
    expect(smtp.mails).toHaveLength(0);
  });

  it.each([' ', '\t', 0, false, ['x'], { url: 'x' }])(
    'any value in the honeypot (%j) is a bot: 200, nothing sent or stored',
    async (website) => {
      const body = validBody({ website });
      const response = await call(post(body));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, id: body.id, delivery: 'sent' });
      expect(smtp.mails).toHaveLength(0);
      expect(await stored(body.id)).toBeNull();
    },
  );

  it('an empty honeypot is a normal message', async () => {
    expect((await call(post(validBody({ website: '' })))).status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
  });
});

describe('exactly-once delivery', () => {
  it('stores the message with its time and status, then sends it once', async () => {
    const body = validBody();
    const response = await call(post(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, id: body.id, delivery: 'sent' });
    expect(smtp.mails).toHaveLength(1);
    const record = await stored(body.id);
    expect(record).toMatchObject({
      id: body.id,
      name: body.name,
      email: body.email,
      message: body.message,
      status: 'sent',
      attempts: 1,
      receivedAt: new Date(clock).toISOString(),
      sentAt: new Date(clock).toISOString(),
    });
    expect(record?.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(record)).not.toContain('10.0.0.');
  });

  it('a repeat of a sent id answers 200 without sending again', async () => {
    const body = validBody();
    expect((await call(post(body))).status).toBe(200);
    const repeat = await call(post(body));
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({
      ok: true,
      id: body.id,
      delivery: 'sent',
      duplicate: true,
    });
    expect(smtp.mails).toHaveLength(1);
  });

  it('concurrent repeats of one id send one mail and all answer 200', async () => {
    const body = validBody();
    const responses = await Promise.all(Array.from({ length: 12 }, () => call(post(body))));
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
    expect(smtp.mails).toHaveLength(1);
  });

  it('the same id with different content answers 409 and sends nothing more', async () => {
    const body = validBody();
    await call(post(body));
    const response = await call(post({ ...body, message: 'Something else entirely' }));
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      message: responseMessages.idReused,
      code: 'id-reused',
    });
    expect(smtp.mails).toHaveLength(1);
  });

  it('an SMTP failure answers 200 accepted, keeps the record pending, and a due retry sends it once', async () => {
    const body = validBody();
    smtp.failNext(1);
    const failed = await call(post(body));
    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual({ ok: true, id: body.id, delivery: 'accepted' });
    expect(smtp.mails).toHaveLength(0);
    expect(await stored(body.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(clock + 60_000).toISOString(),
    });
    expect((await stored(body.id))?.lastError).toMatch(/451|unavailable/i);

    // Before its next attempt is due, a repeat is told it is stored, and nothing is sent.
    const early = await call(post(body));
    expect(await early.json()).toEqual({
      ok: true,
      id: body.id,
      delivery: 'accepted',
      duplicate: true,
    });
    expect(smtp.mails).toHaveLength(0);

    clock += 60_000;
    const retried = await call(post(body));
    expect(await retried.json()).toEqual({
      ok: true,
      id: body.id,
      delivery: 'sent',
      duplicate: true,
    });
    expect(smtp.mails).toHaveLength(1);
    const record = await stored(body.id);
    expect(record).toMatchObject({ status: 'sent', attempts: 2 });
    expect(record?.lastError).toBeUndefined();
    expect(record?.nextAttemptAt).toBeUndefined();
    expect((await call(post(body))).status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
  });

  it('an unreachable SMTP server answers 200 accepted promptly and logs the failure', async () => {
    env.SMTP_URL = 'smtp://127.0.0.1:1';
    const started = Date.now();
    const body = validBody();
    const response = await call(post(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ delivery: 'accepted' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(body.id));
    expect(await stored(body.id)).toMatchObject({ status: 'pending' });
  });

  it('a storage failure answers 503 storage-failed (the visitor keeps the message)', async () => {
    blobs.breakStorage();
    try {
      const response = await call(post(validBody()), { ip: '10.77.0.1' });
      expect(response.status).toBe(503);
      expect(await errorOf(response)).toEqual({
        message: responseMessages.storageFailed,
        code: 'storage-failed',
      });
      expect(smtp.mails).toHaveLength(0);
    } finally {
      blobs.restore();
    }
  });

  it('a "sending" record left by a dead attempt is taken over once it is stale', async () => {
    const body = validBody();
    const { website: _website, ...fields } = body;
    const old = new Date(clock - STALE_SENDING_MS - 1000).toISOString();
    await getStore({ name: MESSAGE_STORE }).setJSON(body.id, {
      ...fields,
      ipHash: 'x',
      receivedAt: old,
      updatedAt: old,
      status: 'sending',
      attempts: 1,
    } satisfies StoredMessage);
    const response = await call(post(body));
    expect(response.status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    expect(await stored(body.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('rate limit', () => {
  beforeEach(() => {
    env.CONTACT_RATE_LIMIT = '2';
    env.CONTACT_RATE_WINDOW = '600';
  });

  it('allows the limit, then answers 429 with Retry-After and a human message', async () => {
    expect((await call(post(validBody()))).status).toBe(200);
    clock += 60_000;
    expect((await call(post(validBody()))).status).toBe(200);
    const limited = await call(post(validBody()));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('540');
    expect(await errorOf(limited)).toEqual({
      message: 'You have sent too many messages. Please try again in 9 minutes.',
      code: 'rate-limited',
    });
    expect(smtp.mails).toHaveLength(2);
    // Another visitor is not affected.
    expect((await call(post(validBody()), { ip: '192.0.2.99' })).status).toBe(200);
    // Once the oldest message leaves the window, one more is accepted.
    clock += 540_001;
    expect((await call(post(validBody()))).status).toBe(200);
  });

  it('only accepted messages count: invalid, honeypot and limited requests do not', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await call(post(validBody({ name: '' })))).status).toBe(422);
      expect((await call(post(validBody({ website: 'bot' })))).status).toBe(200);
    }
    expect((await call(post(validBody()))).status).toBe(200);
    expect((await call(post(validBody()))).status).toBe(200);
    expect((await call(post(validBody()))).status).toBe(429);
    expect((await call(post(validBody()))).status).toBe(429);
    clock += 600_001;
    expect((await call(post(validBody()))).status).toBe(200);
  });

  it('repeats and retries of an accepted id are not counted again, even at the limit', async () => {
    const first = validBody();
    smtp.failNext(1);
    expect(await (await call(post(first))).json()).toMatchObject({ delivery: 'accepted' });
    expect((await call(post(validBody()))).status).toBe(200);
    clock += 60_000;
    expect((await call(post(first))).status).toBe(200);
    expect((await call(post(first))).status).toBe(200);
    expect(smtp.mails).toHaveLength(2);
    expect((await call(post(validBody()))).status).toBe(429);
  });

  it('defaults to 5 messages per 10 minutes', async () => {
    delete env.CONTACT_RATE_LIMIT;
    delete env.CONTACT_RATE_WINDOW;
    for (let index = 0; index < 5; index += 1)
      expect((await call(post(validBody()))).status).toBe(200);
    const limited = await call(post(validBody()));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
  });

  it('uses the proxy header for the IP when the context has none', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.7, 10.1.1.1' };
    const noIp = { ip: '' };
    expect((await call(post(validBody(), ip), noIp)).status).toBe(200);
    expect((await call(post(validBody(), ip), noIp)).status).toBe(200);
    expect((await call(post(validBody(), ip), noIp)).status).toBe(429);
  });
});

describe('mail configuration', () => {
  it.each(['production', 'deploy-preview', 'branch-deploy'])(
    'deployed (%s) without SMTP_URL: 500 not-configured, logged, nothing stored or written',
    async (deployContext) => {
      const outbox = await mkdtemp(join(tmpdir(), 'contact-outbox-'));
      try {
        const deployed = createContactHandler({
          env: () => ({}),
          now: () => clock,
          outboxDir: outbox,
          log,
        });
        const body = validBody();
        const response = await deployed(post(body), {
          ip: '10.6.6.6',
          deploy: { context: deployContext },
        });
        expect(response.status).toBe(500);
        expect(await errorOf(response)).toEqual({
          message: responseMessages.notConfigured,
          code: 'not-configured',
        });
        expect(log.error).toHaveBeenCalledWith(expect.stringContaining('MAIL IS NOT CONFIGURED'));
        expect(log.error).toHaveBeenCalledWith(expect.stringContaining(deployContext));
        expect(await stored(body.id)).toBeNull();
        expect(await readdir(outbox)).toEqual([]);
      } finally {
        await rm(outbox, { recursive: true, force: true });
      }
    },
  );

  it('a deployed context is never local, even where NETLIFY_LOCAL is set', async () => {
    const deployed = createContactHandler({ env: () => ({ NETLIFY_LOCAL: 'true' }), log });
    const response = await deployed(post(validBody()), {
      ip: '10.6.6.7',
      deploy: { context: 'branch-deploy' },
    });
    expect(response.status).toBe(500);
  });

  it('without a sign of local serving (NETLIFY_DEV or NETLIFY_LOCAL) it counts as deployed', async () => {
    env = { CONTEXT: 'dev' };
    const response = await handler(post(validBody()), {
      ip: '10.9.9.9',
      deploy: { context: 'dev' },
    });
    expect(response.status).toBe(500);
  });

  it('SMTP_URL without MAIL_TO answers 500 in any context', async () => {
    delete env.MAIL_TO;
    expect((await call(post(validBody()))).status).toBe(500);
  });

  describe.each([
    ['netlify serve', { NETLIFY_LOCAL: 'true', CONTEXT: 'production' }, 'dev'],
    ['netlify dev', { NETLIFY_DEV: 'true' }, 'dev'],
    ['vite', { NETLIFY_LOCAL: 'true' }, ''],
  ])('served locally (%s) without SMTP_URL', (_name, localEnv, deployContext) => {
    let outbox: string;
    beforeEach(async () => {
      outbox = await mkdtemp(join(tmpdir(), 'contact-outbox-'));
    });
    afterEach(() => rm(outbox, { recursive: true, force: true }));

    it('writes the mail as an .eml file into the outbox folder and logs its path', async () => {
      const local = createContactHandler({
        env: () => localEnv,
        now: () => clock,
        outboxDir: outbox,
        log,
      });
      const body = validBody({ message: 'Local <b>test</b>' });
      const response = await local(post(body), {
        ip: '10.8.8.8',
        deploy: { context: deployContext },
      });
      expect(response.status).toBe(200);
      const files = await readdir(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`${body.id}\\.eml$`));
      const eml = await simpleParser(await readFile(join(outbox, files[0]!)));
      expect(eml.subject).toBe('New contact message from Ayesha Khan');
      expect(eml.html).toContain('Local &lt;b&gt;test&lt;/b&gt;');
      expect(log.info).toHaveBeenCalledWith(expect.stringContaining(join(outbox, files[0]!)));
      expect(await stored(body.id)).toMatchObject({ status: 'sent' });
    });
  });
});
