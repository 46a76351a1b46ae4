// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heroPackage } from '../../content/hero-package';
import { hostingPlans } from '../../content/hosting-plans';
import { priceRules } from '../../content/price-rules';
import { currencies, DEFAULT_CURRENCY, formatPrice } from './currency';
import { domAttr } from '../../lib/dom-contract';
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
    .filter((button) => button.hasAttribute(domAttr.currencyChoice))
    .map((button) => button.textContent);

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

  it('every selector is served with the default pressed, one button per currency', () => {
    render(<BothSelectors />);
    expect(pressed()).toEqual([DEFAULT_CURRENCY, DEFAULT_CURRENCY]);
    for (const group of screen.getAllByRole('group', { name: 'Currency' }))
      expect(
        [...group.querySelectorAll(`[${domAttr.currencyChoice}]`)].map((button) =>
          button.getAttribute(domAttr.currencyChoice),
        ),
      ).toEqual([...currencies]);
  });
});
