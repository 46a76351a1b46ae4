// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { faqs } from '../../content/faqs';
import { FaqAccordion } from './faq-accordion';

afterEach(cleanup);

const items = (container: HTMLElement) => [...container.querySelectorAll('details')];

describe('FaqAccordion', () => {
  it('renders every FAQ as a closed <details> of one exclusive group, its answer inside', () => {
    const { container } = render(<FaqAccordion />);
    expect(items(container)).toHaveLength(faqs.length);
    for (const [index, item] of items(container).entries()) {
      expect(item.open).toBe(false);
      // One name for all: the browser keeps one item open at a time.
      expect(item.getAttribute('name')).toBe(items(container)[0]!.getAttribute('name'));
      expect(item.querySelector('summary')!.textContent).toBe(faqs[index]!.question);
      expect(item.textContent).toContain(faqs[index]!.answer);
    }
  });

  it("gives each item's question its FAQ id, unique and usable as an address fragment", () => {
    const { container } = render(<FaqAccordion />);
    const ids = items(container).map((item) => item.querySelector('summary')!.id);
    expect(ids).toEqual(faqs.map((faq) => faq.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
