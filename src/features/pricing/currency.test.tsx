// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currency, formatPrice } from './currency';
import { CURRENCY_STORAGE_KEY } from './currency-storage';
import { HeroPackageOffer } from './hero-package-offer';
import { HostingPlansSection } from './hosting-plans-section';

function BothSelectors() {
  return (
    <>
      <HeroPackageOffer />
      <HostingPlansSection id="plans" />
    </>
  );
}

const prices = () => screen.getAllByTestId('price').map((price) => price.textContent);
const PKR_PRICES = ['Rs. 25,000', 'Rs. 3,500', 'Rs.625', 'Rs.875', 'Rs.1,250'];
const USD_PRICES = ['$100', '$15', '$2.5', '$3.0', '$4.5'];

beforeEach(() => {
  localStorage.clear();
  currency.value = 'PKR';
});
afterEach(cleanup);

describe('formatPrice', () => {
  it('writes prices as the spec does', () => {
    expect(formatPrice(1250, 'PKR')).toBe('Rs.1,250');
    expect(formatPrice(25000, 'PKR', { spaced: true })).toBe('Rs. 25,000');
    expect(formatPrice(3, 'USD', { usdDecimals: 1 })).toBe('$3.0');
    expect(formatPrice(100, 'USD')).toBe('$100');
  });
});

describe('currency', () => {
  it('shows PKR by default, and either selector switches every price and persists', async () => {
    const user = userEvent.setup();
    render(<BothSelectors />);
    expect(prices()).toEqual(PKR_PRICES);
    const [heroSelector, plansSelector] = screen.getAllByRole('group', { name: 'Currency' });
    await user.click(heroSelector!.querySelector('button:nth-child(2)')!);
    expect(prices()).toEqual(USD_PRICES);
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD');
    for (const button of screen.getAllByRole('button', { name: 'USD' }))
      expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.click(plansSelector!.querySelector('button:nth-child(1)')!);
    expect(prices()).toEqual(PKR_PRICES);
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('PKR');
  });

  it('restores the stored choice on a new visit', () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    render(<BothSelectors />);
    expect(prices()).toEqual(USD_PRICES);
  });

  it('ignores a stored value that is not a currency', () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'EUR');
    render(<BothSelectors />);
    expect(prices()).toEqual(PKR_PRICES);
  });

  it('hydrates the PKR server markup without a mismatch, then applies the stored USD', async () => {
    const html = renderToString(<BothSelectors />);
    expect(html).toContain('Rs.1,250');
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <BothSelectors />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(prices()).toEqual(USD_PRICES);
    container.remove();
  });
});
