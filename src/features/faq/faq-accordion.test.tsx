// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { faqs } from '../../content/faqs';
import { FaqAccordion } from './faq-accordion';

afterEach(cleanup);

const headers = () => screen.getAllByRole('button');
const openRegions = () => screen.queryAllByRole('region');

describe('FaqAccordion', () => {
  it('renders every FAQ closed, in order; opening one closes the other; an open item can be closed', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    expect(headers().map((header) => header.textContent)).toEqual(faqs.map((faq) => faq.question));
    expect(openRegions()).toHaveLength(0);
    await user.click(headers()[0]!);
    expect(headers()[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(openRegions()).toHaveLength(1);
    expect(openRegions()[0]!.textContent).toBe(faqs[0]!.answer);
    await user.click(headers()[3]!);
    expect(headers()[0]!.getAttribute('aria-expanded')).toBe('false');
    expect(headers()[3]!.getAttribute('aria-expanded')).toBe('true');
    expect(openRegions()).toHaveLength(1);
    expect(openRegions()[0]!.getAttribute('aria-labelledby')).toBe(headers()[3]!.parentElement!.id);
    await user.click(headers()[3]!);
    expect(openRegions()).toHaveLength(0);
  });

  it('moves focus with ArrowDown, ArrowUp (wrapping), Home and End; Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    const all = headers();
    all[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(all[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(all[faqs.length - 1]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(all[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(all[faqs.length - 1]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(all[0]);
    await user.keyboard('{Enter}');
    expect(all[0]!.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(all[0]!.getAttribute('aria-expanded')).toBe('false');
  });
});
