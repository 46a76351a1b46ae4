// @vitest-environment jsdom
/**
 * An island takes its form over from the page's head script: the marks the head script leaves
 * on a served form (a held send, a checked form) are handed over, and the form is marked taken.
 * The served form here carries those marks as the head script writes them.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domAttr, FIELD_ERROR_SUFFIX, INVALID_FIELD_CLASS } from '../../lib/dom-contract';
import { useFormTakeover } from './use-form-takeover';

interface Handlers {
  send: (form: HTMLFormElement) => void;
  recheck?: (form: HTMLFormElement) => void;
}

function TestForm({ handlers }: { handlers: Handlers }) {
  const ref = useFormTakeover('Send', handlers);
  return (
    <form ref={ref} {...{ [domAttr.busyLabel]: 'Sending...' }}>
      <input id="f-name" name="name" {...{ [domAttr.fieldChecks]: '[]' }} />
      <div id={`f-name${FIELD_ERROR_SUFFIX}`} suppressHydrationWarning>
        {''}
      </div>
      <input id="f-email" name="email" {...{ [domAttr.fieldChecks]: '[]' }} />
      <div id={`f-email${FIELD_ERROR_SUFFIX}`} suppressHydrationWarning>
        {''}
      </div>
      <button type="submit" suppressHydrationWarning>
        Send
      </button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container?.remove();
  vi.restoreAllMocks();
});

/** Serves the form, lets `before` mark it as the head script would, then hydrates it. */
async function serve(handlers: Handlers, before: (form: HTMLFormElement) => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<TestForm handlers={handlers} />);
  document.body.append(container);
  const form = container.querySelector('form')!;
  before(form);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(container!, <TestForm handlers={handlers} />);
  });
  return form;
}

/** What the head script does to a held send. */
const hold = (form: HTMLFormElement) => {
  form.setAttribute(domAttr.pendingSubmit, '');
  const button = form.querySelector('button')!;
  button.disabled = true;
  button.textContent = 'Sending...';
};
/** What the head script does to a form whose send it refused. */
const check = (form: HTMLFormElement) => {
  form.setAttribute(domAttr.formChecked, '');
  for (const field of form.querySelectorAll('input')) {
    field.classList.add(INVALID_FIELD_CLASS);
    field.setAttribute('aria-invalid', 'true');
    document.getElementById(`${field.id}${FIELD_ERROR_SUFFIX}`)!.textContent = 'Required';
  }
};

describe('useFormTakeover', () => {
  it('hands a held send over: the button restored, the send made once, the form taken', async () => {
    const send = vi.fn();
    const recheck = vi.fn();
    const form = await serve({ send, recheck }, hold);
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith(form);
    expect(recheck).not.toHaveBeenCalled();
    expect(form.hasAttribute(domAttr.pendingSubmit)).toBe(false);
    expect(form.hasAttribute(domAttr.formTaken)).toBe(true);
    const button = form.querySelector('button')!;
    expect(button.textContent).toBe('Send');
    expect(button.disabled).toBe(false);
    // Rendering again, with other handlers, does not send again.
    const later = vi.fn();
    await act(async () => root!.render(<TestForm handlers={{ send: later, recheck }} />));
    expect(send).toHaveBeenCalledOnce();
    expect(later).not.toHaveBeenCalled();
  });

  it('hands a checked form over: the head script’s marks cleared, then checked by the island', async () => {
    const send = vi.fn();
    const seen: string[] = [];
    const recheck = vi.fn((form: HTMLFormElement) => {
      // The island's check starts from a form without the head script's marks.
      for (const field of form.querySelectorAll('input'))
        seen.push(
          `${field.className}|${field.getAttribute('aria-invalid')}|${document.getElementById(`${field.id}${FIELD_ERROR_SUFFIX}`)!.textContent}`,
        );
    });
    const form = await serve({ send, recheck }, check);
    expect(recheck).toHaveBeenCalledOnce();
    expect(seen).toEqual(['|null|', '|null|']);
    expect(send).not.toHaveBeenCalled();
    expect(form.hasAttribute(domAttr.formChecked)).toBe(false);
    expect(form.hasAttribute(domAttr.formTaken)).toBe(true);
  });

  it('a held send of a checked form is sent (the send checks it again itself)', async () => {
    const send = vi.fn();
    const recheck = vi.fn();
    const form = await serve({ send, recheck }, (served) => {
      check(served);
      hold(served);
    });
    expect(send).toHaveBeenCalledOnce();
    expect(recheck).not.toHaveBeenCalled();
    expect(form.querySelector('input')!.classList.contains(INVALID_FIELD_CLASS)).toBe(false);
  });

  it('a form the head script left alone is only marked taken', async () => {
    const send = vi.fn();
    const recheck = vi.fn();
    const form = await serve({ send, recheck }, () => {});
    expect(send).not.toHaveBeenCalled();
    expect(recheck).not.toHaveBeenCalled();
    expect(form.hasAttribute(domAttr.formTaken)).toBe(true);
  });
});
