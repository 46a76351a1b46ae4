// @vitest-environment jsdom
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { earlyDraftScript } from './inline-scripts';
import { Island } from '../components/island';
import { loadDraft } from '../features/contact/contact-draft';
import { ContactForm } from '../features/contact/contact-form';
import { CONTACT_DRAFT_KEY } from '../features/contact/contact-storage-keys';
import { domAttr } from '../lib/dom-contract';
import { servePage } from '../test-support/served-page';

// The contact page's inline script (the real built string), run once before the form exists.
beforeAll(() => {
  new Function(earlyDraftScript)();
});
afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

/** The contact form as the contact page serves it. */
const form = (taken = false) => {
  servePage(
    createElement(Island, { name: 'contact-form', children: createElement(ContactForm) }),
    '/contact',
  );
  const element = document.querySelector('form')!;
  if (taken) element.setAttribute(domAttr.formTaken, '');
  return element;
};
const type = (field: string, text: string) => {
  document.querySelector<HTMLInputElement>(`[name="${field}"]`)!.value = text;
};
const leave = () => dispatchEvent(new PageTransitionEvent('pagehide'));

describe('the draft of the contact form typed in before its island has taken it', () => {
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

  it('is left to the island once it has taken the form (it keeps the submission id)', () => {
    const stored = JSON.stringify({
      name: 'A',
      email: '',
      message: 'B',
      id: 'x',
      idFor: '["A","","B"]',
    });
    localStorage.setItem(CONTACT_DRAFT_KEY, stored);
    form(true);
    type('name', 'Changed');
    leave();
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBe(stored);
  });

  it('is kept when the page goes away in the moment the island takes the form', async () => {
    const element = form();
    type('name', 'Draft Person');
    type('message', 'Half-written message');
    // The island marks the form as taken as it commits; its other effects run in a later task.
    // A page that goes away between the two must still keep what was typed.
    const left = new Promise<string | null>((resolve) => {
      new MutationObserver(() => {
        if (!element.hasAttribute(domAttr.formTaken)) return;
        leave();
        resolve(localStorage.getItem(CONTACT_DRAFT_KEY));
      }).observe(element, { attributes: true });
    });
    // As the page's script hydrates it: outside React's test scheduler, effects in their own time.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const host = element.closest<HTMLElement>('[data-island]')!;
      hydrateRoot(host, createElement(ContactForm));
      const kept = await left;
      expect(kept && JSON.parse(kept)).toMatchObject({
        name: 'Draft Person',
        message: 'Half-written message',
      });
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
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
