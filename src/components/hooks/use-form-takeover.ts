import { useLayoutEffect, useRef } from 'react';
import {
  attrSelector,
  domAttr,
  FIELD_ERROR_SUFFIX,
  INVALID_FIELD_CLASS,
} from '../../lib/dom-contract';

/**
 * Takes back what the head script showed on a checked form (its field messages and marks), so
 * that everything the island shows from now on comes from its own state.
 */
function clearCheckedMarks(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll<HTMLElement>(attrSelector(domAttr.fieldChecks))) {
    const box = document.getElementById(`${field.id}${FIELD_ERROR_SUFFIX}`);
    if (box) box.textContent = '';
    field.classList.remove(INVALID_FIELD_CLASS);
    field.removeAttribute('aria-invalid');
  }
}

/**
 * An island takes its form from the page's head script (src/inline/page-controls.ts) as it
 * mounts: from then on the form carries `data-hydrated`, and the head script leaves its submits
 * alone. A send the head script held meanwhile (its busy label showing)
 * is handed over: the button is put back to what React rendered and `send` runs now. A form the
 * head script has checked (its field messages showing) is handed over too: `recheck` runs, so
 * that the island shows the same messages from its own state. Returns the form's ref.
 */
export function useFormTakeover(
  idleLabel: string,
  handlers: {
    send: (form: HTMLFormElement) => void;
    recheck?: (form: HTMLFormElement) => void;
  },
) {
  const ref = useRef<HTMLFormElement>(null);
  // The hand-over happens once, as the island mounts, with the handlers of its first render.
  const first = useRef(handlers);
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute(domAttr.formTaken, '');
    const checked = form.hasAttribute(domAttr.formChecked);
    form.removeAttribute(domAttr.formChecked);
    if (checked) clearCheckedMarks(form);
    if (form.hasAttribute(domAttr.pendingSubmit)) {
      form.removeAttribute(domAttr.pendingSubmit);
      const button = form.querySelector<HTMLButtonElement>('[type="submit"]');
      if (button) {
        button.disabled = false;
        button.textContent = idleLabel;
      }
      first.current.send(form);
    } else if (checked) first.current.recheck?.(form);
  }, [idleLabel]);
  return ref;
}
