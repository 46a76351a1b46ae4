import { describe, expect, it } from 'vitest';
import { composeMail } from './mail';

describe('composeMail with what the visitor wrote', () => {
  const hostile = {
    id: '6f1c2a7e-0000-4000-8000-000000000002',
    name: '<script>alert(1)</script> & "Bank" <b>',
    email: 'ayesha@example.com',
    message: '<img src=x onerror=alert(1)>\n<a href="https://evil.example">your bank</a> &amp;',
  };
  const mail = composeMail(hostile, '2026-05-01T10:00:00.000Z', 'site@agency.example', 'inbox@x');

  it('the HTML part holds no element, attribute or entity of the visitor', () => {
    const body = mail.html.slice(mail.html.indexOf('<table'));
    expect(body).not.toMatch(/<(script|img|a|b)[\s>]/);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Bank&quot;');
    expect(body).toContain('&amp;amp;');
  });

  it('the text part and the reply-to name are the text as typed (nodemailer encodes headers)', () => {
    expect(mail.text).toContain(hostile.message);
    expect(mail.replyTo).toEqual({ name: hostile.name, address: hostile.email });
  });
});
