import { currencies, useCurrency } from './currency';

/**
 * PKR / USD switch; every price on the page follows it. A tap is handled from the first paint
 * by the page's inline script (data-currency-choice); React shows which one is pressed.
 */
export function CurrencySelector({ className = '' }: { className?: string }) {
  const current = useCurrency();
  return (
    <div className={`currency-selector pill-group ${className}`} role="group" aria-label="Currency">
      {currencies.map((unit) => (
        <button
          key={unit}
          type="button"
          className="pill"
          data-currency-choice={unit}
          aria-pressed={unit === current}
        >
          {unit}
        </button>
      ))}
    </div>
  );
}
