/**
 * The contact fields' checks as the build reads them from the zod schema: every check of the
 * schema in its order with its own message, and a build error for a check the head script could
 * not run (it would let through what the schema refuses).
 */
import checks from 'virtual:contact-field-checks';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactFieldChecks } from './contact-field-checks';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactFieldNames,
  contactMessages,
} from './contact-schema';

afterEach(() => {
  vi.doUnmock('./contact-schema');
  vi.resetModules();
});

/** The derivation run on another schema of the contact fields. */
async function deriveFrom(shape: Record<(typeof contactFieldNames)[number], z.ZodMiniString>) {
  vi.resetModules();
  vi.doMock('./contact-schema', () => ({
    contactFieldNames,
    contactFieldsSchema: z.object(shape),
  }));
  const { contactFieldChecks: derive } = await import('./contact-field-checks');
  return derive;
}

describe('contactFieldChecks', () => {
  it("gives each field's checks in the schema's order, with the specification's messages", () => {
    const derived = contactFieldChecks();
    expect(Object.keys(derived)).toEqual([...contactFieldNames]);
    expect(derived.name.map(({ kind, message }) => [kind, message])).toEqual([
      ['min', contactMessages.nameRequired],
      ['max', contactMessages.nameTooLong],
      ['pattern', contactMessages.nameControl],
      ['pattern', contactMessages.nameFormat],
    ]);
    expect(derived.email.map(({ kind, message }) => [kind, message])).toEqual([
      ['pattern', contactMessages.emailInvalid],
      ['max', contactMessages.emailTooLong],
    ]);
    expect(derived.message.map(({ kind, message }) => [kind, message])).toEqual([
      ['min', contactMessages.messageRequired],
      ['max', contactMessages.messageTooLong],
      ['pattern', contactMessages.messageControl],
    ]);
    expect(derived.name[0]).toMatchObject({ length: 1 });
    expect(derived.name[1]).toMatchObject({ length: CONTACT_NAME_MAX_LENGTH });
    expect(derived.email[1]).toMatchObject({ length: CONTACT_EMAIL_MAX_LENGTH });
    expect(derived.message[1]).toMatchObject({ length: CONTACT_MESSAGE_MAX_LENGTH });
    // The patterns survive as data (JSON, in the form's attributes) and compile again.
    for (const check of Object.values(derived).flat())
      if (check.kind === 'pattern')
        expect(() => new RegExp(check.source, check.flags)).not.toThrow();
  });

  it('is what the build serves as virtual:contact-field-checks, as JSON', () => {
    expect(checks).toEqual(JSON.parse(JSON.stringify(contactFieldChecks())));
  });

  it('reads a schema of the same kinds of checks', async () => {
    const derive = await deriveFrom({
      name: z.string().check(z.trim(), z.minLength(2, 'short'), z.regex(/^[a-z]+$/i, 'letters')),
      email: z.string().check(z.trim(), z.email('email')),
      message: z.string().check(z.trim(), z.maxLength(5, 'long')),
    });
    expect(derive()).toEqual({
      name: [
        { kind: 'min', length: 2, message: 'short' },
        { kind: 'pattern', source: '^[a-z]+$', flags: 'i', message: 'letters' },
      ],
      email: [
        {
          kind: 'pattern',
          source: expect.any(String),
          flags: expect.any(String),
          message: 'email',
        },
      ],
      message: [{ kind: 'max', length: 5, message: 'long' }],
    });
  });

  it('fails on a check it cannot express (a refine), naming the field', async () => {
    const derive = await deriveFrom({
      name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
      email: z.string().check(
        z.trim(),
        z.refine((value) => !value.endsWith('.test'), 'No test addresses'),
      ),
      message: z.string().check(z.trim(), z.minLength(1, 'Message is required')),
    });
    expect(() => derive()).toThrow(/custom check of email has no form the head script can run/);
  });

  it('fails on other checks it cannot run: a fixed length, a refine on another field', async () => {
    for (const check of [
      z.length(3, 'three'),
      z.refine((value: unknown) => value !== 'x', 'not x'),
    ]) {
      const derive = await deriveFrom({
        name: z.string().check(z.trim(), check),
        email: z.string().check(z.trim()),
        message: z.string().check(z.trim()),
      });
      expect(() => derive()).toThrow(/of name has no form the head script can run/);
    }
  });

  it('fails on a value change other than a leading trim (the head script only trims, first)', async () => {
    const others = { email: z.string().check(z.trim()), message: z.string().check(z.trim()) };
    for (const name of [
      z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]+$/, 'letters')),
      z.string().check(z.toUpperCase()),
      z.string().check(z.minLength(1, 'required'), z.trim()),
    ]) {
      const derive = await deriveFrom({ name, ...others });
      expect(() => derive()).toThrow(/ of name/);
    }
  });

  it('fails on a check without a message (the head script would show none)', async () => {
    const derive = await deriveFrom({
      name: z.string().check(z.trim(), z.minLength(1)),
      email: z.string().check(z.trim()),
      message: z.string().check(z.trim()),
    });
    expect(() => derive()).toThrow("The contact schema's min_length check of name has no message.");
  });
});
