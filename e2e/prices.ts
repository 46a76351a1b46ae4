import { heroPackage } from '../src/content/hero-package';
import { hostingPlans } from '../src/content/hosting-plans';
import { formatPrice } from '../src/features/pricing/currency';
import type { Currency } from '../src/features/pricing/currency';

/** The plans' prices in `unit`, as the plans show them (from the data, whatever staff set). */
export const planPrices = (unit: Currency) =>
  hostingPlans.map((plan) =>
    formatPrice(unit === 'PKR' ? plan.pricePKR : plan.priceUSD, unit, { usdDecimals: 1 }),
  );

/** Every price of the home page in `unit`: the package's setup and monthly, then the plans. */
export const homePrices = (unit: Currency) => [
  ...(unit === 'PKR'
    ? [heroPackage.setupPKR, heroPackage.monthlyPKR]
    : [heroPackage.setupUSD, heroPackage.monthlyUSD]
  ).map((amount) => formatPrice(amount, unit, { spaced: true })),
  ...planPrices(unit),
];
