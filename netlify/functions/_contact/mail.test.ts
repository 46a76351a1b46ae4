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

describe('composeMail with the lead source', () => {
  const message = {
    id: '6f1c2a7e-0000-4000-8000-000000000003',
    name: 'Ayesha',
    email: 'ayesha@example.com',
    message: 'Hello',
  };
  const source = {
    landingPage: "/insights/a&b='c'",
    sentFrom: '/contact',
    utm: { utm_source: '<b>news</b>', utm_medium: 'e"mail' },
    articles: ["/insights/a&b='c'"],
    unverified: true as const,
  };
  const mail = composeMail({ ...message, source }, '2026-05-01T10:00:00.000Z', 'a@x', 'b@x');

  it('lists each fact of the source in the text part, marked when unverified', () => {
    expect(mail.text).toContain('Source: <b>news</b> / e"mail (unverified)');
    expect(mail.text).toContain("Landing page: /insights/a&b='c'");
    expect(mail.text).toContain('Sent from: /contact');
    expect(mail.text).toContain('Referrer: none');
    expect(mail.text).toContain('Campaign: utm_source=<b>news</b>, utm_medium=e"mail');
  });

  it('escapes every value of the source in the HTML part', () => {
    const body = mail.html.slice(mail.html.indexOf('<table'));
    expect(body).not.toMatch(/<b>/);
    expect(body).toContain('&lt;b&gt;news&lt;/b&gt; / e&quot;mail (unverified)');
    expect(body).toContain('/insights/a&amp;b=&#39;c&#39;');
  });

  it('says when a message has no source', () => {
    const plain = composeMail(message, '2026-05-01T10:00:00.000Z', 'a@x', 'b@x');
    expect(plain.text).toContain('Source: not recorded');
    expect(plain.html).toContain('<th align="left">Source</th><td>not recorded</td>');
  });
});
