import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact-schema';
import { contentSubmissionId } from './new-submission-id';
import { contactBodyOfForm, formValues, isFormPost, parseContactForm } from './native-post';

/** A body as a browser encodes a form (URLSearchParams does the same). */
const encode = (fields: [string, string][]) => new URLSearchParams(fields).toString();

describe('isFormPost', () => {
  it.each([
    'application/x-www-form-urlencoded',
    'Application/X-WWW-Form-URLEncoded',
    'application/x-www-form-urlencoded; charset=UTF-8',
    'application/x-www-form-urlencoded;charset="utf-8"',
  ])('takes %j', (type) => expect(isFormPost(type)).toBe(true));

  it.each([
    null,
    '',
    'application/json',
    'multipart/form-data; boundary=x',
    'text/plain',
    'application/x-www-form-urlencoded-evil',
    'application/x-www-form-urlencoded; charset=iso-8859-1',
    'application/x-www-form-urlencoded; charset=',
  ])('refuses %j', (type) => expect(isFormPost(type)).toBe(false));
});

describe('parseContactForm', () => {
  it('reads what a browser sends: every field, spaces, markup and non-Latin text', () => {
    const fields = {
      name: 'Ayesha <b>Khan</b> & "co"',
      email: 'ayesha+shop@example.com',
      message: 'سلام! 100% ready; a=b&c=d\tok 👍',
      website: '',
    };
    expect(parseContactForm(encode(Object.entries(fields)))).toEqual({ ok: true, fields });
  });

  it('gives line breaks back as the textarea holds them (a browser sends CR LF)', () => {
    const parsed = parseContactForm('message=one%0D%0Atwo%0D%0A%0D%0Athree%0Dfour');
    expect(parsed).toEqual({ ok: true, fields: { message: 'one\ntwo\n\nthree\nfour' } });
  });

  it('leaves out a field that was not sent, and ignores every other name (an id among them)', () => {
    const parsed = parseContactForm(
      encode([
        ['id', '00000000-0000-4000-8000-000000000000'],
        ['name', 'Sana'],
        ['__proto__', 'x'],
        ['constructor', 'y'],
        ['extra', 'z'],
      ]),
    );
    expect(parsed).toEqual({ ok: true, fields: { name: 'Sana' } });
    expect(parsed.ok && Object.getPrototypeOf(parsed.fields)).toBe(Object.prototype);
    expect(parseContactForm('')).toEqual({ ok: true, fields: {} });
    expect(parseContactForm('&&name&email=')).toEqual({
      ok: true,
      fields: { name: '', email: '' },
    });
  });

  it('refuses a field sent twice, keeping the first to give back', () => {
    expect(parseContactForm('name=A&email=a%40b.c&name=B')).toEqual({
      ok: false,
      problem: 'repeated',
      fields: { name: 'A', email: 'a@b.c' },
    });
    expect(parseContactForm('website=&website=spam')).toMatchObject({ problem: 'repeated' });
  });

  it.each([
    ['a broken escape', 'name=100%&email=a'],
    ['an escape that is not hex', 'name=%G1'],
    ['a cut escape', 'message=abc%C'],
    ['bytes that are not UTF-8', 'name=%FF%FE'],
    ['a cut UTF-8 sequence', 'message=%D8'],
    ['an overlong encoding', 'name=%C0%BC'],
    ['an encoded surrogate', 'name=%ED%A0%80'],
    ['a broken escape in a name', 'na%ZZme=x'],
  ])('refuses %s', (_, body) => {
    expect(parseContactForm(body)).toMatchObject({ ok: false, problem: 'encoding' });
  });

  it.each([
    ['raw non-ASCII text', 'name=Ayesha Ḱhan'],
    ['a raw space', 'name=Ayesha Khan'],
    ['a raw line break', 'message=a\nb'],
    ['a replacement character (bad bytes, decoded)', 'name=\uFFFD'],
    ['a NUL', 'name=a\u0000'],
  ])('refuses a body with %s (a browser encodes it)', (_, body) => {
    expect(parseContactForm(body)).toEqual({ ok: false, problem: 'encoding', fields: {} });
  });

  it('gives back what could be read before a broken part', () => {
    expect(parseContactForm('name=Sana&message=%E0%A4%A&email=s%40x.pk')).toEqual({
      ok: false,
      problem: 'encoding',
      fields: { name: 'Sana', email: 's@x.pk' },
    });
  });
});

describe('the JSON body of a form', () => {
  it('has the three fields (empty when not sent), the honeypot as sent, and the derived id', async () => {
    const body = await contactBodyOfForm({ name: ' Sana ', message: 'Hi', website: 'spam' });
    expect(body).toEqual({
      id: await contentSubmissionId({ name: 'Sana', email: '', message: 'Hi' }),
      name: ' Sana ',
      email: '',
      message: 'Hi',
      website: 'spam',
    });
    expect('website' in (await contactBodyOfForm({ name: 'Sana' }))).toBe(false);
    expect(formValues({})).toEqual({ name: '', email: '', message: '' });
  });

  it('passes the schema when the fields do, with the same words when they do not', async () => {
    const valid = await contactBodyOfForm({
      name: 'Sana',
      email: 'sana@example.com',
      message: 'Hello',
      website: '',
    });
    expect(contactRequestSchema.safeParse(valid).success).toBe(true);
    const empty = contactRequestSchema.safeParse(await contactBodyOfForm({}));
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
  });
});
