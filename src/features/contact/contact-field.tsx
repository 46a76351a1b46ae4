import type { ChangeEvent, Ref } from 'react';
import { CHARACTER_COUNT_THRESHOLD } from './contact-texts';

interface ContactFieldProps {
  name: string;
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
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const length = value.trim().length;
  const showCount = length >= maxLength * CHARACTER_COUNT_THRESHOLD;
  const over = length - maxLength;
  const describedBy = [error && errorId, showCount && countId].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-required': true,
    'aria-describedby': describedBy || undefined,
    autoComplete,
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
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
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
