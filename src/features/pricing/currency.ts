import { useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY as SERVED_CURRENCY } from '../../config/ui';
import { afterNextPaint } from '../../lib/after-next-paint';

export const currencies = ['PKR', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export const DEFAULT_CURRENCY: Currency = SERVED_CURRENCY;

/** Dispatched on the document by the page's inline script when the visitor chooses a currency. */
export const CURRENCY_EVENT = 'agency:currency';

const isCurrency = (value: unknown): value is Currency => currencies.includes(value as Currency);

// React catches up after the frame that shows the choice: the inline script has already shown
// it (prices by CSS, aria-pressed on the buttons), so React's render is no part of the answer.
const subscribe = (listener: () => void) => {
  const later = () => afterNextPaint(listener);
  document.addEventListener(CURRENCY_EVENT, later);
  return () => document.removeEventListener(CURRENCY_EVENT, later);
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

// The formatting lives with the price rules (the heads' computed facts use it too).
export { formatPrice } from '../../content/price-rules';
export type { PriceFormat } from '../../content/price-rules';
