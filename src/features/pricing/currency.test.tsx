// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageControls, pageControlsConfig } from '../../components/page-controls';
import { heroPackage } from '../../content/hero-package';
import { hostingPlans } from '../../content/hosting-plans';
import { priceRules } from '../../content/price-rules';
import { formatPrice } from './currency';
import { CURRENCY_STORAGE_KEY } from '../../config/ui';
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

/** Each price as the page shows it in `unit` (CSS shows the span of <html data-currency>). */
const shown = (unit: 'PKR' | 'USD') =>
  screen
    .getAllByTestId('price')
    .map((price) => price.querySelector(`[data-price="${unit}"]`)?.textContent);
const expected = (unit: 'PKR' | 'USD') => [
  formatPrice(unit === 'PKR' ? heroPackage.setupPKR : heroPackage.setupUSD, unit, { spaced: true }),
  formatPrice(unit === 'PKR' ? heroPackage.monthlyPKR : heroPackage.monthlyUSD, unit, {
    spaced: true,
  }),
  ...hostingPlans.map((plan) =>
    formatPrice(unit === 'PKR' ? plan.pricePKR : plan.priceUSD, unit, {
      usdDecimals: priceRules.planUSD.decimals,
    }),
  ),
];
const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .filter((button) => button.hasAttribute('data-currency-choice'))
    .map((button) => button.textContent);

// The head's inline script, as the served page has it.
beforeAll(() => pageControls(pageControlsConfig));
beforeEach(() => {
  localStorage.clear();
  document.documentElement.dataset.currency = 'PKR';
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
  it('every price is in the page in both currencies', () => {
    render(<BothSelectors />);
    expect(shown('PKR')).toEqual(expected('PKR'));
    expect(shown('USD')).toEqual(expected('USD'));
  });

  it('PKR by default; either selector switches every price and the choice is stored', async () => {
    const user = userEvent.setup();
    render(<BothSelectors />);
    expect(pressed()).toEqual(['PKR', 'PKR']);
    const [hero, plans] = screen.getAllByRole('group', { name: 'Currency' });
    await user.click(hero!.querySelector('[data-currency-choice="USD"]')!);
    expect(document.documentElement.dataset.currency).toBe('USD');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD');
    expect(pressed()).toEqual(['USD', 'USD']);
    await user.click(plans!.querySelector('[data-currency-choice="PKR"]')!);
    expect(document.documentElement.dataset.currency).toBe('PKR');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('PKR');
    expect(pressed()).toEqual(['PKR', 'PKR']);
  });

  it('a part rendered later (after a navigation) shows the chosen currency as pressed', async () => {
    document.documentElement.dataset.currency = 'USD';
    render(<HostingPlansSection id="later" />);
    expect(pressed()).toEqual(['USD']);
  });

  it('hydrates the served markup without a mismatch, then presses the chosen currency', async () => {
    const html = renderToString(<BothSelectors />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The inline script applied the stored choice before the app's scripts ran.
    document.documentElement.dataset.currency = 'USD';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <BothSelectors />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(pressed()).toEqual(['USD', 'USD']);
    container.remove();
  });
});
