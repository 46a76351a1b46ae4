/**
 * The editor's number fields. Decap's own number widget marks a field "optional" unless it is
 * required, and a required one answers "is required" to anything that is not a number (a price
 * typed as words reads as empty in a number input), hiding the schema's message. This field is
 * a text input that keeps what was typed: a number is stored as a number, anything else as the
 * text, which the pre-save check refuses with the schema's words ("must be a number").
 */

/** A plain decimal as staff type it ("990", "-5", "2.5"): stored as a number. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** The value to store for what is in the field: a number when it reads as one, else the text. */
export function numberFromInput(text: string): number | string {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : text;
}

/** What the field shows for a stored value. */
export function inputFromValue(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/** The props Decap gives a field's control (the part this one uses). */
export interface ControlProps {
  value: unknown;
  onChange(value: unknown): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

type CreateElement = (type: string, props: Record<string, unknown>) => unknown;

/** The control, made with the React that Decap's bundle carries (window.h). */
export function numberFieldControl(h: CreateElement) {
  return function NumberField(props: ControlProps) {
    return h('input', {
      id: props.forID,
      className: props.classNameWrapper,
      type: 'text',
      inputMode: 'decimal',
      value: inputFromValue(props.value),
      onChange: (event: { target: { value: string } }) =>
        props.onChange(numberFromInput(event.target.value)),
      onFocus: props.setActiveStyle,
      onBlur: props.setInactiveStyle,
    });
  };
}
