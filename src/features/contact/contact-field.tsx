import type { ChangeEvent, Ref } from 'react';
import checks from 'virtual:contact-field-checks';
import { domAttr, FIELD_ERROR_SUFFIX, INVALID_FIELD_CLASS } from '../../lib/dom-contract';
import type { ContactFieldName } from './contact-protocol';
import { CHARACTER_COUNT_THRESHOLD } from './contact-texts';

interface ContactFieldProps {
  name: ContactFieldName;
  label: string;
  value: string;
  error: string | undefined;
  maxLength: number;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement & HTMLTextAreaElement>;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
}

/**
 * One labelled field with its inline error and, near the limit, a live character count.
 * No maxLength attribute: a paste over the limit must show the spec's message, not be cut.
 * The field carries its checks from the schema (`data-checks`), and its message element is
 * always there (empty without a message), so the page's head script can show the message before
 * the island has taken the form; the island then shows the same from its own state.
 */
export function ContactField({
  name,
  label,
  value,
  error,
  maxLength,
  onChange,
  inputRef,
  type = 'text',
  multiline = false,
  autoComplete,
}: ContactFieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}${FIELD_ERROR_SUFFIX}`;
  const countId = `${id}-count`;
  // Code points, as the schema counts them.
  const length = [...value.trim()].length;
  const showCount = length >= maxLength * CHARACTER_COUNT_THRESHOLD;
  const over = length - maxLength;
  // Always its message element (empty, it says nothing), which the head script may fill.
  const describedBy = [errorId, showCount && countId].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    className: `form-control${error ? ` ${INVALID_FIELD_CLASS}` : ''}`,
    [domAttr.fieldChecks]: JSON.stringify(checks[name]),
    'aria-invalid': error ? true : undefined,
    'aria-required': true,
    'aria-describedby': describedBy,
    autoComplete,
    // The head script may have marked it invalid before hydration; the island takes that back.
    suppressHydrationWarning: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {multiline ? (
        <textarea ref={inputRef} rows={6} {...common} />
      ) : (
        <input ref={inputRef} type={type} {...common} />
      )}
      {/* The head script may have shown a message before hydration: its text is kept. */}
      <div id={errorId} className="invalid-feedback d-block" suppressHydrationWarning>
        {error ?? ''}
      </div>
      {/* Announced politely, and only near the limit, so typing is not narrated. */}
      <div id={countId} className="form-text contact-count" aria-live="polite">
        {showCount &&
          (over > 0
            ? `${length} of ${maxLength} characters (${over} too many)`
            : `${length} of ${maxLength} characters`)}
      </div>
    </div>
  );
}
