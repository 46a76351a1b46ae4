import { useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY as SERVED_CURRENCY } from '../../config/ui';

export const currencies = ['PKR', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export const DEFAULT_CURRENCY: Currency = SERVED_CURRENCY;

/** Dispatched on the document by the page's inline script when the visitor chooses a currency. */
export const CURRENCY_EVENT = 'agency:currency';

const isCurrency = (value: unknown): value is Currency => currencies.includes(value as Currency);

const subscribe = (listener: () => void) => {
  document.addEventListener(CURRENCY_EVENT, listener);
  return () => document.removeEventListener(CURRENCY_EVENT, listener);
};
const current = (): Currency => {
  const chosen = document.documentElement.dataset.currency;
  return isCurrency(chosen) ? chosen : DEFAULT_CURRENCY;
};

/**
 * The visitor's currency: `<html data-currency>`, which the head's inline script sets from
 * storage and changes on a tap (src/components/page-controls.ts). The served currency while
 * React hydrates, so hydration matches the HTML; the chosen one after.
 */
export function useCurrency(): Currency {
  return useSyncExternalStore(subscribe, current, () => DEFAULT_CURRENCY);
}

export interface PriceFormat {
  /** "Rs. 25,000" (hero) rather than "Rs.625" (plans), as the specification writes them. */
  spaced?: boolean;
  /** Decimals of USD prices: plans show "$3.0", the hero "$100". */
  usdDecimals?: number;
}

export function formatPrice(
  amount: number,
  unit: Currency,
  { spaced = false, usdDecimals = 0 }: PriceFormat = {},
): string {
  if (unit === 'USD')
    return `$${amount.toLocaleString('en-US', {
      minimumFractionDigits: usdDecimals,
      maximumFractionDigits: usdDecimals,
    })}`;
  return `Rs.${spaced ? ' ' : ''}${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}
