import { useLayoutEffect, useRef } from 'react';

/** Set on a form submitted before the app could send it (by the page's inline script). */
export const PENDING_SUBMIT = 'data-pending-submit';
/** Set on a form once the app handles its submits itself: the inline script leaves it alone. */
export const FORM_HYDRATED = 'data-hydrated';

/**
 * For a form the page's inline script may hold before the app has hydrated it (a form with
 * `data-busy-label`): a submit then shows the busy label at once, with no page load, and marks
 * the form pending (src/components/page-controls.ts). Once hydrated, the form handles its submits
 * itself; a pending one is sent now by `send`, after the button is put back to what React
 * rendered (the sending then shows its own state). Returns the form's ref.
 */
export function useEarlySubmit(idleLabel: string, send: (form: HTMLFormElement) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const sendOnce = useRef(send);
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute(FORM_HYDRATED, '');
    if (!form.hasAttribute(PENDING_SUBMIT)) return;
    form.removeAttribute(PENDING_SUBMIT);
    const button = form.querySelector<HTMLButtonElement>('[type="submit"]');
    if (button) {
      button.disabled = false;
      button.textContent = idleLabel;
    }
    sendOnce.current(form);
  }, [idleLabel]);
  return ref;
}
