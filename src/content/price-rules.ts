/**
 * How precisely, and up to what amount, each price may be entered: exactly the decimals the
 * site shows it with (so the shown price is the entered price) and a sane ceiling (so a slip of
 * the keyboard is refused, not published). The schemas check the data files with these rules
 * and the pages format the prices with the same decimals. No zod here: the pages import it.
 */
export interface PriceRule {
  /** Decimals the site shows: 0 for whole amounts. */
  decimals: number;
  /** The highest amount accepted. */
  max: number;
}

export const priceRules = {
  /** Hosting plans, rupees per month: "Rs.625". */
  planPKR: { decimals: 0, max: 100_000 },
  /** Hosting plans, dollars per month: "$2.5". */
  planUSD: { decimals: 1, max: 1_000 },
  /** The website package, rupees: "Rs. 25,000". */
  packagePKR: { decimals: 0, max: 10_000_000 },
  /** The website package, dollars: "$100". */
  packageUSD: { decimals: 0, max: 100_000 },
} as const satisfies Record<string, PriceRule>;

/**
 * True when `amount` is exactly a number with `decimals` decimals (2.5 has 1; 2.99 has 2):
 * the amount the site shows, rounded to them, is the amount itself.
 */
export function hasAtMostDecimals(amount: number, decimals: number): boolean {
  const scale = 10 ** decimals;
  return Math.round(amount * scale) / scale === amount;
}

/** What the editor's hint and the schema's message say of a rule. */
export function describePriceRule({ decimals, max }: PriceRule, symbol: string): string {
  const precision =
    decimals === 0 ? 'a whole number' : `at most ${decimals} decimal${decimals > 1 ? 's' : ''}`;
  return `${precision}, above 0 and at most ${symbol}${max.toLocaleString('en-US')}`;
}

export interface PriceFormat {
  /** "Rs. 25,000" (hero) rather than "Rs.625" (plans), as the specification writes them. */
  spaced?: boolean;
  /** Decimals of USD prices: plans show "$3.0", the hero "$100". */
  usdDecimals?: number;
}

export function formatPrice(
  amount: number,
  unit: 'PKR' | 'USD',
  { spaced = false, usdDecimals = 0 }: PriceFormat = {},
): string {
  if (unit === 'USD')
    return `$${amount.toLocaleString('en-US', {
      minimumFractionDigits: usdDecimals,
      maximumFractionDigits: usdDecimals,
    })}`;
  return `Rs.${spaced ? ' ' : ''}${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}
