import { DEFAULT_CURRENCY as SERVED_CURRENCY } from '../../config/ui';

export const currencies = ['PKR', 'USD'] as const;
export type Currency = (typeof currencies)[number];

/**
 * The currency the page is served with. The visitor's choice is `<html data-currency>`, which the
 * page's head script sets from storage before the first paint and changes on a tap; CSS shows the
 * prices of that currency (src/inline/page-controls.ts).
 */
export const DEFAULT_CURRENCY: Currency = SERVED_CURRENCY;

// The formatting lives with the price rules (the heads' computed facts use it too).
export { formatPrice } from '../../content/price-rules';
export type { PriceFormat } from '../../content/price-rules';
