/**
 * The contact message schema, shared by the form (checked before sending) and the
 * send-contact-email function (checked again on arrival). `zod/mini` keeps it small in the
 * browser bundle.
 */
import * as z from 'zod/mini';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_ID_FIELD,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactFieldNames,
} from './contact-protocol';
import type { ContactFieldName } from './contact-protocol';

export { CONTACT_EMAIL_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH };

/** Field messages of the specification, word for word, plus the control-character guards. */
export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  nameControl: 'Name must not contain line breaks or control characters',
  nameFormat: 'Name must not contain invisible formatting characters',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be less than 1000 characters',
  messageControl: 'Message must not contain control characters',
  idInvalid: 'Invalid message id',
} as const;

// Defined with the protocol (no zod there, so the draft code stays small); re-exported here.
export { contactFieldNames };
export type { ContactFieldName };

// The name ends up in the mail's subject and Reply-To display name: no CR/LF or other control
// characters (header injection), nor Unicode line/paragraph separators.
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\u2028\u2029]*$/u;
// Nor format characters (direction overrides such as U+202E, zero-width ones): unseen, they can
// make the sender line of an alert or a mail read as something else.
const NO_FORMAT_CHARACTERS = /^\P{Cf}*$/u;
// The message body may hold line breaks and tabs, but no other control characters.
// eslint-disable-next-line no-control-regex -- the point is to match control characters
const NO_CONTROL_CHARACTERS_EXCEPT_WHITESPACE = /^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$/;

export const contactFieldsSchema = z.object({
  // A missing or non-text field gets the same words as an empty one.
  name: z
    .string({ error: contactMessages.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, contactMessages.nameRequired),
      z.maxLength(CONTACT_NAME_MAX_LENGTH, contactMessages.nameTooLong),
      z.regex(NO_CONTROL_CHARACTERS, contactMessages.nameControl),
      z.regex(NO_FORMAT_CHARACTERS, contactMessages.nameFormat),
    ),
  email: z
    .string({ error: contactMessages.emailInvalid })
    .check(
      z.trim(),
      z.email(contactMessages.emailInvalid),
      z.maxLength(CONTACT_EMAIL_MAX_LENGTH, contactMessages.emailTooLong),
    ),
  message: z
    .string({ error: contactMessages.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, contactMessages.messageRequired),
      z.maxLength(CONTACT_MESSAGE_MAX_LENGTH, contactMessages.messageTooLong),
      z.regex(NO_CONTROL_CHARACTERS_EXCEPT_WHITESPACE, contactMessages.messageControl),
    ),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;

/** What the function accepts: the fields, the submission id and the honeypot. */
export const contactRequestSchema = z.extend(contactFieldsSchema, {
  [CONTACT_ID_FIELD]: z.uuid(contactMessages.idInvalid),
  [CONTACT_HONEYPOT_FIELD]: z.optional(z.string()),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

/** The first message of each invalid field, in field order. */
export function firstFieldErrors(issues: readonly z.core.$ZodIssue[]): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isFieldName(field) && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}

function isFieldName(value: string): value is ContactFieldName {
  return (contactFieldNames as readonly string[]).includes(value);
}

/** Validates typed values: the trimmed fields, or the first message of each invalid field. */
export function validateContactFields(
  values: Record<ContactFieldName, string>,
): { ok: true; data: ContactFields } | { ok: false; errors: ContactFieldErrors } {
  const result = contactFieldsSchema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: firstFieldErrors(result.error.issues) };
}
