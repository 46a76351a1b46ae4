/** localStorage key of the visitor's currency choice (alone, so the legal pages read it without the signals). */
export const CURRENCY_STORAGE_KEY = 'currency';
