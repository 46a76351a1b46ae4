import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '../../../src/features/contact/contact-schema';
import { escapeHtml } from '../../../src/features/contact/native-page';
import { CONTACT_SENT_PATH, contactBodyOfForm } from '../../../src/features/contact/native-post';
import type { ContactFormFields } from '../../../src/features/contact/native-post';
import { createContactHandler, responseMessages } from './handler';
import { MAX_BODY_BYTES } from './http';
import { MESSAGE_STORE } from './message-store';
import { withNativePost } from './native-post';
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
let ipCounter = 0;
let textCounter = 0;
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
  env = {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Website <website@agency.example>',
    MAIL_TO: 'sales@agency.example',
  };
  ipCounter += 1;
  vi.clearAllMocks();
});

const handler = withNativePost(createContactHandler({ env: () => env, log }));
/** Each test is its own visitor, so rate limits never leak between tests. */
const call = (request: Request, context: Record<string, unknown> = {}) =>
  handler(request, { ip: `10.1.0.${ipCounter}`, deploy: { context: 'dev' }, ...context });

/** A form's fields with a text no other test sends (ids are derived from the text). */
function fields(overrides: ContactFormFields = {}): Required<ContactFormFields> {
  textCounter += 1;
  return {
    name: 'Bilal Ahmed',
    email: 'bilal@example.com',
    message: `I need a shop website, please (${textCounter}).`,
    website: '',
    ...overrides,
  } as Required<ContactFormFields>;
}

/** A native post as the browser sends it: the form's fields, urlencoded. */
function formPost(body: ContactFormFields | string, headers: Record<string, string> = {}): Request {
  const text =
    typeof body === 'string'
      ? body
      : new URLSearchParams(Object.entries(body) as [string, string][]).toString();
  return new Request(ENDPOINT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: text,
  });
}

const idOf = async (sent: ContactFormFields) => (await contactBodyOfForm(sent)).id;
const stored = async (id: string) =>
  getStore({ name: MESSAGE_STORE }).get(id, { type: 'json' }) as Promise<unknown>;

/** The refusal page, whose headers make it a page of its own. */
async function page(response: Response) {
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  return response.text();
}

describe('a form posted without script: accepted', () => {
  it('answers 303 to the confirmation page once the message is stored and sent: one mail', async () => {
    const sent = fields();
    const response = await call(formPost(sent));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(CONTACT_SENT_PATH);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.text).toContain(sent.message);
    expect(await stored(await idOf(sent))).toMatchObject({
      name: sent.name,
      email: sent.email,
      message: sent.message,
      status: 'sent',
    });
  });

  it('a reload, a back-and-resend and a double tap of one form deliver one mail', async () => {
    const sent = fields();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await call(formPost(sent))).status).toBe(303);
    // The same text with other spaces around it is the same message.
    const spaced = { ...sent, name: ` ${sent.name} `, message: `${sent.message}\r\n` };
    expect((await call(formPost(spaced))).status).toBe(303);
    const tapped = fields();
    const taps = await Promise.all([call(formPost(tapped)), call(formPost(tapped))]);
    expect(taps.map((response) => response.status)).toEqual([303, 303]);
    expect(smtp.mails).toHaveLength(2);
  });

  it('a message the mail server refuses for now is stored: the same redirect, sent later', async () => {
    smtp.failNext(1);
    const sent = fields();
    const response = await call(formPost(sent));
    expect(response.status).toBe(303);
    expect(smtp.mails).toHaveLength(0);
    expect(await stored(await idOf(sent))).toMatchObject({ status: 'pending' });
  });

  it('a filled honeypot delivers and stores nothing', async () => {
    const sent = fields({ website: 'http://spam.example' });
    const response = await call(formPost(sent));
    expect(response.status === 303 || response.status >= 400).toBe(true);
    expect(smtp.mails).toHaveLength(0);
    expect(await stored(await idOf(sent))).toBeNull();
  });
});

describe('a form posted without script: refused, with a page', () => {
  it('an empty form: 422, each field’s message of the specification, nothing stored', async () => {
    const response = await call(formPost({ name: '', email: '', message: '', website: '' }));
    expect(response.status).toBe(422);
    const html = await page(response);
    for (const text of [
      contactMessages.nameRequired,
      contactMessages.emailInvalid,
      contactMessages.messageRequired,
    ])
      expect(html).toContain(escapeHtml(text));
    expect(html).toMatch(/<form method="post" action="\/\.netlify\/functions\/send-contact-email"/);
    expect(smtp.mails).toHaveLength(0);
  });

  it('missing fields get the same words as empty ones', async () => {
    const html = await page(await call(formPost('')));
    expect(html).toContain(escapeHtml(contactMessages.nameRequired));
    expect(html).toContain(escapeHtml(contactMessages.messageRequired));
  });

  it('gives back what was typed, escaped, with the invalid field’s message', async () => {
    const sent = fields({
      name: '<script>alert("x")</script>',
      email: 'not-an-email',
      message: `It's "quoted" </textarea><b>bold</b>`,
    });
    const response = await call(formPost(sent));
    expect(response.status).toBe(422);
    const html = await page(response);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</textarea><b>');
    expect(html).toContain(`value="${escapeHtml(sent.name)}"`);
    expect(html).toContain(`value="${escapeHtml(sent.email)}"`);
    expect(html).toContain(`${escapeHtml(sent.message)}</textarea>`);
    expect(html).toContain(escapeHtml(contactMessages.emailInvalid));
  });

  it('a message over the limit gets the specification’s words, not "too large"', async () => {
    const response = await call(formPost(fields({ message: 'x'.repeat(1001) })));
    expect(response.status).toBe(422);
    expect(await page(response)).toContain(escapeHtml(contactMessages.messageTooLong));
  });

  it.each([
    ['a field sent twice', 'name=A&name=B&email=a%40b.pk&message=Hi'],
    ['a broken escape', 'name=A&email=a%40b.pk&message=100%'],
    ['bytes that are not UTF-8', 'name=%FF&email=a%40b.pk&message=Hi'],
  ])('%s: 400, "check the form", what could be read given back', async (_, body) => {
    const response = await call(formPost(body));
    expect(response.status).toBe(400);
    const html = await page(response);
    expect(html).toContain(escapeHtml(responseMessages.invalidBody));
    expect(html).toContain('value="a@b.pk"');
    expect(smtp.mails).toHaveLength(0);
  });

  it('a body over the limit: 413, by Content-Length or by counting a stream', async () => {
    const big = new URLSearchParams({ ...fields(), message: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await call(formPost(big.toString()));
    expect(declared.status).toBe(413);
    expect(await page(declared)).toContain(escapeHtml(responseMessages.tooLarge));
    const bytes = new TextEncoder().encode(big.toString());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8000));
        controller.enqueue(bytes.slice(8000));
        controller.close();
      },
    });
    const streamed = await call(
      new Request(ENDPOINT_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(smtp.mails).toHaveLength(0);
  });

  it('a foreign site’s post: 403, nothing of it shown or stored', async () => {
    const sent = fields({ name: 'Planted by another site' });
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const response = await call(formPost(sent, headers));
      expect(response.status).toBe(403);
      const html = await page(response);
      expect(html).toContain(escapeHtml(responseMessages.crossOrigin));
      expect(html).not.toContain(sent.name);
    }
    expect(await stored(await idOf(sent))).toBeNull();
    // The site's own page posts with its own origin.
    const own = await call(formPost(sent, { origin: 'http://localhost:8888' }));
    expect(own.status).toBe(303);
  });

  it('over the rate limit: 429 with Retry-After and the limit’s words, what was typed kept', async () => {
    env.CONTACT_RATE_LIMIT = '1';
    env.CONTACT_RATE_WINDOW = '600';
    expect((await call(formPost(fields()))).status).toBe(303);
    const sent = fields();
    const limited = await call(formPost(sent));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const html = await page(limited);
    expect(html).toContain(escapeHtml(responseMessages.tooMany(10)));
    expect(html).toContain(escapeHtml(sent.message));
    expect(smtp.mails).toHaveLength(1);
  });

  it('mail not configured: 500 with its words; the store unreachable: 503 with its words', async () => {
    env.SMTP_URL = undefined;
    const unconfigured = await call(formPost(fields()));
    expect(unconfigured.status).toBe(500);
    expect(await page(unconfigured)).toContain(escapeHtml(responseMessages.notConfigured));
    env.SMTP_URL = smtp.url;
    blobs.breakStorage();
    try {
      const down = await call(formPost(fields()));
      expect(down.status).toBe(503);
      expect(await page(down)).toContain(escapeHtml(responseMessages.storageFailed));
    } finally {
      blobs.restore();
    }
  });
});

describe('other requests', () => {
  it('JSON goes to the handler as it is', async () => {
    const body = validBody({ message: `JSON beside the form (${(textCounter += 1)})` });
    const response = await call(post(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, id: body.id, delivery: 'sent' });
  });

  it.each([
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded; charset=iso-8859-1',
  ])('%s is the handler’s 415, in JSON', async (type) => {
    const response = await call(
      new Request(ENDPOINT_URL, {
        method: 'POST',
        headers: { 'content-type': type },
        body: 'name=A',
      }),
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: { message: responseMessages.unsupportedMediaType },
    });
  });
});
