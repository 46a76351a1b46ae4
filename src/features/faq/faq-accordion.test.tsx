// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageControls, pageControlsConfig } from '../../components/page-controls';
import { faqs } from '../../content/faqs';
import { FaqAccordion } from './faq-accordion';

// The head's inline script, as the served page has it.
beforeAll(() => pageControls(pageControlsConfig));
afterEach(cleanup);

const items = (container: HTMLElement) => [...container.querySelectorAll('details')];
const questions = (container: HTMLElement) => [...container.querySelectorAll('summary')];

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

  it('moves focus with ArrowDown, ArrowUp (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqAccordion />);
    const all = questions(container);
    const last = all.length - 1;
    all[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(all[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(all[last]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(all[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(all[last]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(all[0]);
  });
});
