// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimateRange } from '../../content/estimate-rules';
import type { EstimateCatalog } from '../../content/estimate-rules';
import { formatPrice } from './currency';
import { estimateLinkNote } from '../../content/estimate-query';
import { estimateStepId } from './estimate-texts';
import { ProjectEstimator } from './project-estimator';

const option = (id: string, addPKR: number, addUSD: number, factor: number) => ({
  id,
  label: `Answer ${id}`,
  addPKR,
  addUSD,
  factor,
});
const catalog: EstimateCatalog = {
  services: [
    { id: 'site', label: 'Website', minPKR: 40_000, maxPKR: 80_000, minUSD: 200, maxUSD: 400 },
    { id: 'app', label: 'App', minPKR: 300_000, maxPKR: 600_000, minUSD: 1_500, maxUSD: 3_000 },
  ],
  sizes: [option('small', 0, 0, 1), option('large', 0, 0, 2)],
  features: [option('pay', 10_000, 50, 1), option('urdu', 20_000, 100, 1)],
  content: [option('ready', 0, 0, 1)],
  timelines: [option('rush', 0, 0, 1.5)],
  carePlans: [
    { id: 'none', label: 'No care plan', monthlyPKR: 0, monthlyUSD: 0 },
    { id: 'basic', label: 'Basic care', monthlyPKR: 5_000, monthlyUSD: 20 },
  ],
};

const spaced = (amount: number) => formatPrice(amount, 'PKR', { spaced: true });
const status = () => screen.getByRole('status');
/** What the range says in rupees (the page's CSS hides the other currency). */
const rupees = () =>
  [...status().querySelectorAll('[data-price="PKR"]')].map((price) => price.textContent);

/** The elements the estimator scrolled to (jsdom lays nothing out). */
let scrolledTo: Element[] = [];
beforeEach(() => {
  history.replaceState(null, '', '/estimate');
  scrolledTo = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this);
  });
});
afterEach(cleanup);

describe('ProjectEstimator', () => {
  it('asks six questions in a GET form to its own page, with no contact field', () => {
    render(<ProjectEstimator catalog={catalog} />);
    const form = screen.getByRole('form', { name: 'Project estimator' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/estimate');
    expect(within(form).getAllByRole('group')).toHaveLength(6);
    expect(within(form).queryByRole('textbox')).toBeNull();
    expect(status().textContent).toMatch(/Choose a service/);
  });

  it('sets up number formatting once started, before the first tap', async () => {
    const format = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      render(<ProjectEstimator catalog={catalog} />);
      expect(status().textContent).not.toMatch(/Rs\./);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(format).toHaveBeenCalledWith('en-US', expect.anything());
    } finally {
      format.mockRestore();
    }
  });

  it('works the range out at each tap and keeps the answers in the address', async () => {
    const user = userEvent.setup();
    render(<ProjectEstimator catalog={catalog} />);
    await user.click(screen.getByLabelText('Website'));
    expect(rupees()).toEqual([spaced(40_000), spaced(80_000)]);
    expect(location.search).toBe('?service=site');

    await user.click(screen.getByLabelText('Answer large'));
    await user.click(screen.getByLabelText('Answer pay'));
    await user.click(screen.getByLabelText('Basic care'));
    const range = estimateRange(catalog, {
      service: 'site',
      size: 'large',
      features: ['pay'],
      care: 'basic',
    })!;
    expect(rupees()).toEqual([spaced(range.low.PKR), spaced(range.high.PKR), spaced(5_000)]);
    expect(location.search).toBe('?service=site&size=large&features=pay&care=basic');

    await user.click(screen.getByLabelText('Answer pay'));
    expect(location.search).toBe('?service=site&size=large&care=basic');
  });

  it('shows the range beside the send button as it stands, for the eye only', async () => {
    const user = userEvent.setup();
    render(<ProjectEstimator catalog={catalog} />);
    const send = screen.getByRole('button', { name: 'Show my estimate' });
    const bar = send.parentElement!;
    expect(bar.textContent).toBe('Show my estimate');
    await user.click(screen.getByLabelText('App'));
    const shown = [...bar.querySelectorAll('[data-price="PKR"]')].map((price) => price.textContent);
    expect(shown).toEqual([spaced(300_000), spaced(600_000)]);
    // The result's status reads the range out: the copy beside the button is not read twice.
    expect(bar.querySelector('[data-price="PKR"]')!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('restores a shared link’s answers', () => {
    history.replaceState(null, '', '/estimate?service=app&size=small&features=urdu&care=none');
    render(<ProjectEstimator catalog={catalog} />);
    expect(screen.getByLabelText<HTMLInputElement>('App').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Answer urdu').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('No care plan').checked).toBe(true);
    expect(rupees()).toEqual([spaced(320_000), spaced(620_000)]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a link with answers that no longer exist at the first of them, with a note', () => {
    history.replaceState(
      null,
      '',
      '/estimate?service=site&size=%3Cimg%20src%3Dx%3E&features=gone&care=basic',
    );
    render(<ProjectEstimator catalog={catalog} />);
    const note = screen.getByRole('alert');
    expect(note.textContent).toContain(estimateLinkNote);
    expect(within(note).getByRole('link').getAttribute('href')).toBe(`#${estimateStepId('size')}`);
    expect(screen.getByLabelText<HTMLInputElement>('Website').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Basic care').checked).toBe(true);
    expect(document.querySelector('img')).toBeNull();
    expect(scrolledTo.map((element) => element.id)).toEqual([estimateStepId('size')]);
    // The address keeps only what it could use.
    expect(location.search).toBe('?service=site&care=basic');
  });

  it('hands the estimate to the contact page and to WhatsApp', async () => {
    const user = userEvent.setup();
    render(<ProjectEstimator catalog={catalog} />);
    await user.click(screen.getByLabelText('Website'));
    await user.click(screen.getByLabelText('Answer small'));
    expect(screen.getByRole('link', { name: 'Send this to us' }).getAttribute('href')).toBe(
      '/contact?service=site&size=small',
    );
    const chat = new URL(
      screen.getByRole('link', { name: 'Discuss on WhatsApp' }).getAttribute('href')!,
    );
    expect(chat.hostname).toBe('wa.me');
    const text = chat.searchParams.get('text')!;
    expect(text).not.toContain('\n');
    expect(text).toContain('Website; Answer small');
    expect(text).toContain(`${spaced(40_000)} to ${spaced(80_000)}`);
    expect(text).toMatch(/\/estimate\?service=site&size=small$/);
  });
});
