/**
 * A form field's checks as data: what the build derives from a zod schema
 * (src/features/contact/contact-field-checks.ts) and renders into the field's attributes, so the
 * page's head script can answer a send with the schema's own messages before any of the form's
 * code (or zod) has loaded, and when none ever does.
 */

/** One check of a field's trimmed value, with the message the schema gives when it fails. */
export type FieldCheck =
  | { kind: 'min'; length: number; message: string }
  | { kind: 'max'; length: number; message: string }
  | { kind: 'pattern'; source: string; flags: string; message: string };

/**
 * The message of the first check the value fails (the value trimmed, lengths in code points as
 * zod counts them: a lone surrogate is one), or '' when it passes them all.
 *
 * Self-contained: the head script carries its source (src/inline/), so it uses nothing from
 * outside its body.
 */
export function firstFailedCheck(value: string, checks: readonly FieldCheck[]): string {
  const text = value.trim();
  const length = [...text].length;
  for (const check of checks) {
    const failed =
      check.kind === 'min'
        ? length < check.length
        : check.kind === 'max'
          ? length > check.length
          : !new RegExp(check.source, check.flags).test(text);
    if (failed) return check.message;
  }
  return '';
}
