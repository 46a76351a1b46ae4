// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { contactFormWords, plainPageWords } from '../../config/contact-notices';
import { CONTACT_ENDPOINT } from './contact-protocol';
import { contactMessages } from './contact-schema';
import { contactTexts } from './contact-texts';
import { escapeHtml, noticePage, plainPageHeaders, refusalPage } from './native-page';

/** The page as a browser reads it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const hostile = {
  name: '<script>alert(1)</script>',
  email: '"><img src=x onerror=alert(2)>@x.pk',
  message: "</textarea><script>alert('3')</script>\n\nline & 'quote'",
};

describe('escapeHtml', () => {
  it('leaves no character that could end an element or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('the refusal page', () => {
  const page = (values = hostile) =>
    parse(
      refusalPage({
        message: contactMessages.emailInvalid,
        fields: { email: contactMessages.emailInvalid, message: contactMessages.messageTooLong },
        values,
      }),
    );

  it('gives back every typed value as text, in its field, and nothing of it runs or renders', () => {
    const doc = page();
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
    expect(doc.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe(hostile.name);
    expect(doc.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe(hostile.email);
    expect(doc.querySelector('textarea[name="message"]')!.textContent).toBe(hostile.message);
    // A message that starts with a line break keeps it.
    const leading = parse(
      refusalPage({ message: 'x', fields: {}, values: { ...hostile, message: '\nHi' } }),
    );
    expect(leading.querySelector('textarea')!.textContent).toBe('\nHi');
  });

  it("shows each field's message under it, tied to it, and the answer's words above the form", () => {
    const doc = page();
    const described = (name: string) => {
      const field = doc.querySelector(`[name="${name}"]`)!;
      const ids = field.getAttribute('aria-describedby');
      return {
        invalid: field.getAttribute('aria-invalid'),
        text: ids ? doc.getElementById(ids)?.textContent : null,
      };
    };
    expect(described('name')).toEqual({ invalid: 'false', text: null });
    expect(described('email')).toEqual({ invalid: 'true', text: contactMessages.emailInvalid });
    expect(described('message')).toEqual({
      invalid: 'true',
      text: contactMessages.messageTooLong,
    });
    expect(doc.querySelector('h1')!.textContent).toBe(contactTexts.errorTitle);
    expect(doc.getElementById('contact-outcome')!.textContent).toBe(contactMessages.emailInvalid);
  });

  it('is the form again, posted to the function, labelled in the form’s words; the honeypot empty', () => {
    const doc = page();
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(CONTACT_ENDPOINT);
    const labels = [...doc.querySelectorAll('label')].map((label) => [
      label.textContent,
      doc.getElementById(label.htmlFor)?.getAttribute('name'),
    ]);
    expect(labels).toEqual([
      [contactFormWords.name, 'name'],
      [contactFormWords.email, 'email'],
      [contactFormWords.message, 'message'],
      [contactFormWords.honeypot, 'website'],
    ]);
    expect(doc.querySelector<HTMLInputElement>('input[name="website"]')!.value).toBe('');
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe(contactTexts.submit);
  });

  it('is a whole document: language, title, one main region, a link back to the site, noindex', () => {
    const doc = page();
    expect(doc.documentElement.lang).toBe('en-PK');
    expect(doc.title).toContain(contactTexts.errorTitle);
    expect(doc.title).toContain(contactMessages.emailInvalid);
    expect(doc.querySelectorAll('main')).toHaveLength(1);
    const home = doc.querySelector('header a')!;
    expect([home.getAttribute('href'), home.textContent]).toEqual(['/', plainPageWords.home]);
    expect(doc.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
  });

  it('without values (a foreign post) shows empty fields', () => {
    const doc = parse(refusalPage({ message: 'x', fields: {}, values: null }));
    for (const field of doc.querySelectorAll<HTMLInputElement>('input, textarea'))
      expect(field.value).toBe('');
  });
});

describe('the notice page', () => {
  it('says its title and text, escaped, in a whole document', () => {
    const doc = parse(noticePage('Saved <b>', 'Kept & "sent" later'));
    expect(doc.querySelector('h1')!.textContent).toBe('Saved <b>');
    expect(doc.querySelector('main p')!.textContent).toBe('Kept & "sent" later');
    expect(doc.querySelectorAll('b, script')).toHaveLength(0);
    expect(doc.documentElement.lang).toBe('en-PK');
  });
});

describe('the headers of these pages', () => {
  it('are HTML, never cached nor sniffed, under a policy that allows only their style block', async () => {
    const headers = await plainPageHeaders();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const policy = headers['content-security-policy']!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toMatch(/unsafe|script-src/);
    // The style block's own hash: the one style the policy lets the browser apply.
    const style = parse(noticePage('t', 'x')).querySelector('style')!.textContent!;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
  });
});
