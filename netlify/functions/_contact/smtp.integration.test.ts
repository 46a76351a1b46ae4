// Integration: the function delivers a real mail to a real SMTP server (smtp-server on port 0).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createContactHandler } from './handler';
import { post, startBlobs, startSmtp, validBody } from '../../../test/contact-rigs/test-support';
import type { TestSmtp } from '../../../test/contact-rigs/test-support';

let blobs: Awaited<ReturnType<typeof startBlobs>>;
let smtp: TestSmtp;

beforeAll(async () => {
  blobs = await startBlobs({ etags: true });
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.stop();
  await blobs.stop();
});

it('sends From, To, Reply-To, Subject, text and escaped HTML bodies over SMTP', async () => {
  const handler = createContactHandler({
    env: () => ({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Agency Website <website@agency.example>',
      MAIL_TO: 'sales@agency.example',
    }),
  });
  const body = validBody({
    name: 'Bilal <script>',
    email: 'bilal@example.com',
    message: 'Line one <img src=x onerror=alert(1)>\nLine two & "quotes"',
  });
  const response = await handler(post(body), { ip: '203.0.113.5', deploy: { context: 'dev' } });
  expect(response.status).toBe(200);
  expect(smtp.mails).toHaveLength(1);
  const mail = smtp.mails[0]!;

  expect(mail.from?.value).toEqual([{ name: 'Agency Website', address: 'website@agency.example' }]);
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  expect(to?.value).toEqual([{ name: '', address: 'sales@agency.example' }]);
  expect(mail.replyTo?.value).toEqual([{ name: 'Bilal <script>', address: 'bilal@example.com' }]);
  expect(mail.subject).toBe('New contact message from Bilal <script>');
  expect(mail.messageId).toBe(`<contact-${body.id}@agency.example>`);
  expect(mail.headers.get('x-contact-id')).toBe(body.id);

  // Plain text carries the message as typed.
  expect(mail.text).toContain('Name: Bilal <script>');
  expect(mail.text).toContain('Email: bilal@example.com');
  expect(mail.text).toContain('Line one <img src=x onerror=alert(1)>\nLine two & "quotes"');

  // HTML carries it escaped: no markup from the visitor survives.
  const html = String(mail.html);
  expect(html).toContain('Bilal &lt;script&gt;');
  expect(html).toContain('Line one &lt;img src=x onerror=alert(1)&gt;<br>');
  expect(html).toContain('Line two &amp; &quot;quotes&quot;');
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<img');
  // No auto-reply: the visitor is only ever the Reply-To, never a recipient.
  expect(mail.cc).toBeUndefined();
  expect(mail.bcc).toBeUndefined();
  expect(JSON.stringify(mail.to)).not.toContain('bilal@example.com');
});
