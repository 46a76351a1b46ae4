// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroPackage } from '../../content/hero-package';
import { hostingPlans } from '../../content/hosting-plans';
import { priceRules } from '../../content/price-rules';
import { currency, formatPrice } from './currency';
import { CURRENCY_STORAGE_KEY, currencyChosen } from './currency-storage';
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
// Every price in the data, in page order: the package's two, then each plan's, as the site
// formats them (src/content/price-rules.ts gives the decimals).
const pricesIn = (unit: 'PKR' | 'USD') => [
  formatPrice(unit === 'PKR' ? heroPackage.setupPKR : heroPackage.setupUSD, unit, {
    spaced: true,
  }),
  formatPrice(unit === 'PKR' ? heroPackage.monthlyPKR : heroPackage.monthlyUSD, unit, {
    spaced: true,
  }),
  ...hostingPlans.map((plan) =>
    formatPrice(unit === 'PKR' ? plan.pricePKR : plan.priceUSD, unit, {
      usdDecimals: priceRules.planUSD.decimals,
    }),
  ),
];
const PKR_PRICES = pricesIn('PKR');
const USD_PRICES = pricesIn('USD');

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

describe('currencyChosen (whether the price parts need their code at once)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });
  it('is false with no choice or the served currency, true with another', () => {
    localStorage.clear();
    expect(currencyChosen()).toBe(false);
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'PKR');
    expect(currencyChosen()).toBe(false);
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    expect(currencyChosen()).toBe(true);
  });
  it('is false when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(currencyChosen()).toBe(false);
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
    expect(html).toContain(PKR_PRICES.at(-1));
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

  it('a part that hydrates after the visitor chose a currency hydrates the served prices first, then follows', async () => {
    // The page's parts hydrate one by one as their code arrives: the hero's switch can be used
    // before the plans block has hydrated. The plans must hydrate the served (PKR) text, then
    // follow the choice, not render USD straight into PKR markup.
    const html = renderToString(
      <>
        <HeroPackageOffer />
        <Suspense fallback={null}>
          <HostingPlansSection id="plans" />
        </Suspense>
      </>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let arrive: (module: { default: typeof HostingPlansSection }) => void = () => undefined;
    const LatePlans = lazy(
      () =>
        new Promise<{ default: typeof HostingPlansSection }>((resolve) => {
          arrive = resolve;
        }),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <HeroPackageOffer />
          <Suspense fallback={null}>
            <LatePlans id="plans" />
          </Suspense>
        </>,
        { onRecoverableError: recoverable },
      );
    });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'USD' })[0]!);
    await act(async () => {
      arrive({ default: HostingPlansSection });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(prices()).toEqual(USD_PRICES);
    container.remove();
  });
});
