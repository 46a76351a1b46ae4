/** localStorage key of the visitor's currency choice (alone, so the legal pages read it without the signals). */
export const CURRENCY_STORAGE_KEY = 'currency';

/** The currency of the served HTML's prices (and of a visitor who chose none). */
export const DEFAULT_CURRENCY = 'PKR';

/**
 * Whether the visitor's stored choice differs from the served prices' currency: the parts that
 * show prices then need their code at once, to show the chosen one (false without storage).
 */
export function currencyChosen(): boolean {
  try {
    const stored = localStorage.getItem(CURRENCY_STORAGE_KEY);
    return stored !== null && stored !== DEFAULT_CURRENCY;
  } catch {
    return false;
  }
}
