import { useEffect } from 'react';
import { createStore, useStore } from '../../lib/store';
import { CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY as SERVED_CURRENCY } from './currency-storage';

export const currencies = ['PKR', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export const DEFAULT_CURRENCY: Currency = SERVED_CURRENCY;

/**
 * The one currency of every price on the site. It starts at PKR on the server and in the first
 * client render (so hydration matches); the stored choice is applied after hydration.
 */
export const currency = createStore<Currency>(DEFAULT_CURRENCY);

const isCurrency = (value: unknown): value is Currency => currencies.includes(value as Currency);

export function setCurrency(next: Currency): void {
  currency.value = next;
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, next);
  } catch {
    // Storage may be unavailable (private mode, blocked): the choice lasts for this page view.
  }
}

/** Applies the stored choice, if any. */
export function restoreCurrency(): void {
  try {
    const stored = localStorage.getItem(CURRENCY_STORAGE_KEY);
    if (isCurrency(stored)) currency.value = stored;
  } catch {
    // No storage: keep the default.
  }
}

/**
 * The current currency for a component that shows prices; re-renders when it changes. The parts
 * of a page hydrate one by one as their code arrives, and the visitor may switch the currency in
 * one before another has hydrated: every part hydrates the served currency (what the HTML shows),
 * then React renders it again with the current one.
 */
export function useCurrency(): Currency {
  useEffect(restoreCurrency, []);
  return useStore(currency);
}

// The formatting lives with the price rules (the heads' computed facts use it too).
export { formatPrice } from '../../content/price-rules';
export type { PriceFormat } from '../../content/price-rules';
