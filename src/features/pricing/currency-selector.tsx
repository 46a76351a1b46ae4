import { currencies, setCurrency, useCurrency } from './currency';

/** PKR / USD switch; every price on the page follows it. */
export function CurrencySelector({ className = '' }: { className?: string }) {
  const current = useCurrency();
  return (
    <div className={`currency-selector btn-group ${className}`} role="group" aria-label="Currency">
      {currencies.map((unit) => (
        <button
          key={unit}
          type="button"
          className={`btn btn-sm ${unit === current ? 'btn-accent' : 'btn-outline-currency'}`}
          aria-pressed={unit === current}
          onClick={() => setCurrency(unit)}
        >
          {unit}
        </button>
      ))}
    </div>
  );
}
