import checks from 'virtual:contact-field-checks';
import { firstFailedCheck } from '../../lib/field-checks';
import { contactFieldNames } from './contact-protocol';
import type { ContactFieldName, ContactValues } from './contact-protocol';

export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

/**
 * The island's check of the typed values: the schema's own checks and messages, as the build
 * read them from it (src/features/contact/contact-field-checks.ts), so the browser needs no zod.
 * The same verdict as the schema's `validateContactFields` (a unit test holds the two together);
 * the function checks again with the schema itself.
 */
export function checkContactFields(
  values: ContactValues,
): { ok: true; data: ContactValues } | { ok: false; errors: ContactFieldErrors } {
  const errors: ContactFieldErrors = {};
  for (const name of contactFieldNames) {
    const message = firstFailedCheck(values[name], checks[name]);
    if (message) errors[name] = message;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    data: Object.fromEntries(
      contactFieldNames.map((name) => [name, values[name].trim()]),
    ) as ContactValues,
  };
}
