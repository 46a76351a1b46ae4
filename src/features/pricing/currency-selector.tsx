import { domAttr } from '../../lib/dom-contract';
import { currencies, DEFAULT_CURRENCY } from './currency';

/**
 * PKR / USD switch; every price on the page follows it. Served with the default pressed; the
 * page's head script owns it from the first paint on (src/inline/page-controls.ts): it presses
 * the stored choice and answers a tap.
 */
export function CurrencySelector({ className = '' }: { className?: string }) {
  return (
    <div className={`currency-selector pill-group ${className}`} role="group" aria-label="Currency">
      {currencies.map((unit) => (
        <button
          key={unit}
          type="button"
          className="pill"
          {...{ [domAttr.currencyChoice]: unit }}
          aria-pressed={unit === DEFAULT_CURRENCY}
        >
          {unit}
        </button>
      ))}
    </div>
  );
}
