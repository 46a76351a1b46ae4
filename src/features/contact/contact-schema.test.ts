import { describe, expect, it } from 'vitest';
import {
  contactFieldsSchema,
  contactMessages,
  contactRequestSchema,
  validateContactFields,
} from './contact-schema';

const valid = { name: 'Sara', email: 'sara@example.com', message: 'Hello' };

describe('contact schema', () => {
  it('trims every field', () => {
    expect(
      validateContactFields({ name: '  Sara ', email: ' sara@example.com ', message: '\nHi\n' }),
    ).toEqual({ ok: true, data: { name: 'Sara', email: 'sara@example.com', message: 'Hi' } });
  });

  it.each([
    ['name', '', contactMessages.nameRequired],
    ['name', '   ', contactMessages.nameRequired],
    ['name', 'n'.repeat(101), contactMessages.nameTooLong],
    ['name', 'a\r\nBcc: x@example.com', contactMessages.nameControl],
    ['name', 'Ayesha \u202Emoc.knab', contactMessages.nameFormat],
    ['name', 'Ali\u200BKhan', contactMessages.nameFormat],
    ['name', '\u2066Bank\u2069 support', contactMessages.nameFormat],
    ['name', 'Sara\u00AD', contactMessages.nameFormat],
    ['email', '', contactMessages.emailInvalid],
    ['email', 'sara@', contactMessages.emailInvalid],
    ['email', `${'a'.repeat(244)}@example.com`, contactMessages.emailTooLong],
    ['message', ' ', contactMessages.messageRequired],
    ['message', 'm'.repeat(1001), contactMessages.messageTooLong],
  ] as const)('%s %j -> %s', (field, value, message) => {
    expect(validateContactFields({ ...valid, [field]: value })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it('accepts exactly the limits, and line breaks in the message', () => {
    const result = validateContactFields({
      name: 'n'.repeat(100),
      email: `${'a'.repeat(243)}@example.com`,
      message: `${'m'.repeat(998)}\r\n`,
    });
    expect(result.ok).toBe(true);
    expect(validateContactFields({ ...valid, message: 'a\nb\tc' }).ok).toBe(true);
    // Names in any script, accents and emoji without joiners are fine.
    for (const name of ['عائشہ خان', 'Zoë Ñúñez', '李小龍', 'Sara 😀'])
      expect(validateContactFields({ ...valid, name }).ok).toBe(true);
  });

  it('the request needs a UUID id and allows the honeypot field', () => {
    const id = crypto.randomUUID();
    expect(contactRequestSchema.safeParse({ ...valid, id, website: '' }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...valid, id: 'x' }).success).toBe(false);
    expect(contactRequestSchema.safeParse(valid).success).toBe(false);
  });
});

describe('missing fields', () => {
  it('get the words of the spec, not a generic message', () => {
    const result = contactFieldsSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message).sort();
    expect(messages).toEqual(['Invalid email address', 'Message is required', 'Name is required']);
  });
});
