// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faqs } from '../content/faqs';
import { FaqAccordion } from '../features/faq/faq-accordion';
import { faqTargetScript } from './inline-scripts';
import { clearPage, servePage } from '../test-support/served-page';

// The FAQs page's inline script (the real built string), run once in the head, before the
// questions exist.
beforeAll(() => {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  try {
    new Function(faqTargetScript)();
  } finally {
    delete (document as { readyState?: unknown }).readyState;
  }
});
beforeEach(() => history.replaceState(null, '', '/faqs'));
afterEach(clearPage);

const openItems = () => [...document.querySelectorAll('details')].filter((item) => item.open);

describe('the FAQ the address names', () => {
  it('opens, its question focused, when the page is parsed', () => {
    const named = faqs[faqs.length - 1]!;
    history.replaceState(null, '', `/faqs#${named.id}`);
    servePage(<FaqAccordion />, '/faqs');
    const question = document.getElementById(named.id)!;
    expect(openItems()).toEqual([question.parentElement]);
    expect(document.activeElement).toBe(question);
  });

  it('opens when a link on the page names it (hashchange)', () => {
    servePage(<FaqAccordion />, '/faqs');
    expect(openItems()).toEqual([]);
    const named = faqs[1]!;
    history.replaceState(null, '', `/faqs#${named.id}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(openItems()).toEqual([document.getElementById(named.id)!.parentElement]);
  });

  it('leaves everything closed for another element, an unknown id or none', () => {
    for (const hash of ['#main-content', '#no-such-question', '#', '']) {
      history.replaceState(null, '', `/faqs${hash}`);
      servePage(
        <>
          <p id="main-content">Text</p>
          <FaqAccordion />
        </>,
        '/faqs',
      );
      expect(openItems(), hash).toEqual([]);
    }
  });
});
