/**
 * A project's scope, as the estimator worked it out: the answers' words and the range shown, sent
 * with a message as its optional `scope` object. Its limits, words and checks are shared by the
 * form and the function (through contact-protocol.ts): plain constants, no zod and no DOM.
 *
 * Unlike a lead source, a scope the visitor sends is part of the message: what breaks its rules is
 * refused with the form's words, never cut.
 */
import { isRecord } from './lead-source';

/** The scope's fields, in the order the mail and the alerts show them. */
export const scopeFieldNames = [
  'service',
  'size',
  'features',
  'content',
  'timeline',
  'carePlan',
  'range',
] as const;
export type ScopeFieldName = (typeof scopeFieldNames)[number];

export interface ContactScope {
  service: string;
  size?: string;
  features?: string[];
  content?: string;
  timeline?: string;
  carePlan?: string;
  /** The range the visitor saw, in their currency ("Rs. 45,000 to Rs. 90,000"). */
  range: string;
}

/** How each field is labelled in the form, the mail and the alerts. */
export const scopeLabels: Record<ScopeFieldName, string> = {
  service: 'Service',
  size: 'Size',
  features: 'Features',
  content: 'Content',
  timeline: 'Timeline',
  carePlan: 'Care plan',
  range: 'Estimate',
};

/** Characters of each text (the form's rule for a name), and features listed at most. */
export const SCOPE_TEXT_MAX_LENGTH = 100;
export const SCOPE_FEATURES_MAX = 10;

/** The form's words, for the scope's fields. */
export const scopeMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string) => `${label} must be less than ${SCOPE_TEXT_MAX_LENGTH} characters`,
  control: (label: string) => `${label} must not contain line breaks or control characters`,
  format: (label: string) => `${label} must not contain invisible formatting characters`,
  tooMany: `Features must be at most ${SCOPE_FEATURES_MAX}`,
  invalid: 'Invalid estimate',
} as const;

const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const FORMAT = /\p{Cf}/u;
const required = new Set<ScopeFieldName>(['service', 'range']);

/** The first rule a text breaks, in the form's words, or '' when it keeps them. */
function textProblem(value: unknown, label: string): string {
  if (typeof value !== 'string' || !value.trim()) return scopeMessages.required(label);
  const text = value.trim();
  if (text.length > SCOPE_TEXT_MAX_LENGTH) return scopeMessages.tooLong(label);
  if (CONTROL.test(text)) return scopeMessages.control(label);
  if (FORMAT.test(text)) return scopeMessages.format(label);
  return '';
}

/**
 * A message's `scope` checked: the scope with its texts trimmed, or the first rule it breaks in
 * the form's words. Undefined stays undefined (a message without an estimate).
 */
export function readContactScope(
  value: unknown,
): { scope: ContactScope | undefined } | { error: string } {
  if (value === undefined) return { scope: undefined };
  if (!isRecord(value) || Object.keys(value).some((key) => !scopeFieldNames.includes(key as never)))
    return { error: scopeMessages.invalid };
  const scope: Partial<Record<ScopeFieldName, string | string[]>> = {};
  for (const name of scopeFieldNames) {
    const field = value[name];
    const label = scopeLabels[name];
    if (name === 'features') {
      if (field === undefined) continue;
      if (!Array.isArray(field)) return { error: scopeMessages.invalid };
      if (field.length > SCOPE_FEATURES_MAX) return { error: scopeMessages.tooMany };
      for (const item of field as unknown[]) {
        const problem = textProblem(item, label);
        if (problem) return { error: problem };
      }
      if (field.length) scope.features = (field as string[]).map((item) => item.trim());
      continue;
    }
    if (field === undefined && !required.has(name)) continue;
    const problem = textProblem(field, label);
    if (problem) return { error: problem };
    scope[name] = (field as string).trim();
  }
  return { scope: scope as unknown as ContactScope };
}

/** The scope as labelled rows (the mail's table, the form's summary, the alerts). */
export function scopeRows(scope: ContactScope): [string, string][] {
  return scopeFieldNames.flatMap((name): [string, string][] => {
    const value = scope[name];
    if (value === undefined) return [];
    return [[scopeLabels[name], Array.isArray(value) ? value.join(', ') : value]];
  });
}
