/**
 * The browser's check of the contact fields (the schema's checks as the build derived them, no
 * zod) gives exactly the verdict of the schema itself, which the function applies: the same
 * accepted values, or the same first message for each field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContactFields } from './check-contact-fields';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactMessages,
  validateContactFields,
} from './contact-schema';
import type { ContactValues } from './contact-protocol';

const sameVerdict = (values: ContactValues): void => {
  expect(checkContactFields(values), JSON.stringify(values)).toEqual(validateContactFields(values));
};

/** Characters that sit on the rules' edges. */
const edgy = fc.constantFrom(
  ' ',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u200b',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u3000',
  '\ufeff',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u00ad',
  '\ud83d\ude00',
  '\ud800',
  '\udfff',
  '@',
  '.',
  '<',
  '>',
  '"',
  "'",
  '\\',
  '%',
  'é',
  'ß',
  '中',
  'a',
  'Z',
  '0',
  '-',
  '_',
  '+',
);
const edgyText = (maxLength: number) =>
  fc.array(edgy, { maxLength }).map((parts) => parts.join(''));
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  edgyText(30),
);
/** Lengths around each field's limit, padded with white space that the trim removes. */
const aroundLimit = (limit: number) =>
  fc
    .tuple(
      fc.integer({ min: limit - 2, max: limit + 2 }),
      fc.constantFrom('a', 'é', ' ', '\n', '\u0007'),
      fc.constantFrom('', ' ', '  \n', '\u2028', '\u3000'),
    )
    .map(([length, unit, pad]) => pad + unit.repeat(length) + pad);
const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((email) => ` ${email}\n`),
  fc.emailAddress().map((email) => email.toUpperCase()),
  fc.tuple(fc.emailAddress(), edgy).map(([email, char]) => email.replace('@', `${char}@`)),
  fc.tuple(fc.emailAddress(), edgy).map(([email, char]) => `${email}${char}`),
  fc.emailAddress().map((email) => `${'a'.repeat(250)}${email}`),
  fc.constantFrom(
    'a@b',
    'a@b.c',
    'a@b.co',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a@-example.com',
    'a@example-.com',
    'a@example..com',
    'a@[127.0.0.1]',
    '"quoted"@example.com',
    'user+tag@example.com',
    'üser@example.com',
    'user@exämple.com',
    'user@example.com\u0000',
    'user@example.com\nBcc: x@y.z',
    '@example.com',
    'user@',
    'user',
    '<script>@example.com',
  ),
  anyText,
);

describe('checkContactFields', () => {
  it('gives the schema’s verdict on generated text: white space, control and separator characters, any length', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText, aroundLimit(CONTACT_NAME_MAX_LENGTH)),
        emailLike,
        fc.oneof(anyText, aroundLimit(CONTACT_MESSAGE_MAX_LENGTH)),
        (name, email, message) => sameVerdict({ name, email, message }),
      ),
      { numRuns: 2000 },
    );
  });

  it('gives the schema’s verdict on valid-looking messages with one hostile part', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.oneof(fc.constant('Ayesha Khan'), anyText),
          email: fc.oneof(fc.constant('ayesha@example.com'), emailLike),
          message: fc.oneof(fc.constant('I need a website.\nThanks,\tA.'), anyText),
        }),
        sameVerdict,
      ),
      { numRuns: 1000 },
    );
  });

  it('counts lengths as the schema does: in code points (an emoji is one character)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: CONTACT_MESSAGE_MAX_LENGTH + 2 }),
        fc.constantFrom('\ud83d\ude00', '\ud841\udf0e', 'a\ud83d\ude00', '\ud800'),
        (count, unit) =>
          sameVerdict({
            name: unit.repeat(Math.min(count, CONTACT_NAME_MAX_LENGTH + 2)),
            email: 'a@example.com',
            message: unit.repeat(count),
          }),
      ),
    );
  });

  it('gives the schema’s verdict on emails around their length limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: CONTACT_EMAIL_MAX_LENGTH - 15, max: CONTACT_EMAIL_MAX_LENGTH + 3 }),
        (length) =>
          sameVerdict({
            name: 'A',
            email: `${'a'.repeat(Math.max(1, length - 12))}@example.com`,
            message: 'Hi',
          }),
      ),
    );
  });

  it('accepts a valid message, trimmed, and refuses an empty one with the specification’s words', () => {
    expect(
      checkContactFields({ name: ' Ayesha ', email: 'a@example.com\n', message: ' Hi ' }),
    ).toEqual({ ok: true, data: { name: 'Ayesha', email: 'a@example.com', message: 'Hi' } });
    expect(checkContactFields({ name: '', email: '', message: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Invalid email address',
        message: 'Message is required',
      },
    });
    expect(checkContactFields({ name: 'A\r\nBcc: x', email: 'a@b.co', message: 'x' })).toEqual({
      ok: false,
      errors: { name: contactMessages.nameControl },
    });
  });

  it('is the schema’s verdict on very long and hostile input', () => {
    for (const values of [
      { name: 'n'.repeat(100_000), email: 'e'.repeat(100_000), message: 'm'.repeat(100_000) },
      { name: '<img src=x onerror=alert(1)>', email: 'a@b.co', message: '${7*7}{{7*7}}' },
      { name: '\u202eevil', email: 'a@b.co\u0000', message: '\u0000' },
      { name: '__proto__', email: 'constructor@prototype.com', message: 'toString' },
    ])
      sameVerdict(values);
  });
});
