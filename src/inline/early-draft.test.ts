// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadDraft } from './contact-draft';
import { CONTACT_DRAFT_KEY } from './contact-storage-keys';
import { FORM_HYDRATED } from '../../components/hooks/use-early-submit';
import { EARLY_DRAFT, keepEarlyDraft } from './early-draft';

// Installed once, before the form exists, as the page's inline script is.
beforeAll(() => {
  keepEarlyDraft(CONTACT_DRAFT_KEY, FORM_HYDRATED);
});
afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

const form = (attributes = '') => {
  document.body.innerHTML = `<form ${EARLY_DRAFT} ${attributes}><input name="name"><input name="email"><textarea name="message"></textarea></form>`;
  return document.querySelector('form')!;
};
const type = (field: string, text: string) => {
  document.querySelector<HTMLInputElement>(`[name="${field}"]`)!.value = text;
};
const leave = () => dispatchEvent(new PageTransitionEvent('pagehide'));

describe('the draft of a form typed in before the app has hydrated it', () => {
  it('is kept when the page goes away, in the format the app reads back', () => {
    form();
    type('name', 'Draft Person');
    type('message', 'Half-written message');
    leave();
    expect(loadDraft()).toEqual({
      values: { name: 'Draft Person', email: '', message: 'Half-written message' },
      submission: null,
    });
  });

  it('never removes or overwrites a stored draft with an empty form', () => {
    localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: 'Kept', email: '', message: 'Hi' }),
    );
    form();
    type('name', '   ');
    leave();
    expect(loadDraft()?.values.name).toBe('Kept');
  });

  it('is left to the app once it has hydrated the form (it keeps the submission id)', () => {
    const stored = JSON.stringify({
      name: 'A',
      email: '',
      message: 'B',
      id: 'x',
      idFor: '["A","","B"]',
    });
    localStorage.setItem(CONTACT_DRAFT_KEY, stored);
    form(FORM_HYDRATED);
    type('name', 'Changed');
    leave();
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBe(stored);
  });

  it('is not kept for another form, and storage that throws is no error', () => {
    document.body.innerHTML = '<form><input name="name" value="Someone"></form>';
    leave();
    expect(localStorage.length).toBe(0);
    form();
    type('name', 'Full storage');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    // An exception in a listener is reported on the window, not thrown to the dispatcher.
    const errors: ErrorEvent[] = [];
    const onError = (event: ErrorEvent) => errors.push(event);
    addEventListener('error', onError);
    try {
      leave();
    } finally {
      Storage.prototype.setItem = setItem;
      removeEventListener('error', onError);
    }
    expect(errors).toEqual([]);
  });
});
