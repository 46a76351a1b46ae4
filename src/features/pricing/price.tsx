import { currencies, formatPrice } from './currency';
import type { Currency, PriceFormat } from './currency';

/**
 * A price in both currencies: the page's CSS shows the one `<html data-currency>` names, so a
 * change of currency needs no script but the inline one that sets it.
 */
export function Price({
  amounts,
  format,
  className,
}: {
  amounts: Record<Currency, number>;
  format?: PriceFormat;
  className: string;
}) {
  return (
    <span className={className} data-testid="price">
      {currencies.map((unit) => (
        <span key={unit} data-price={unit}>
          {formatPrice(amounts[unit], unit, format)}
        </span>
      ))}
    </span>
  );
}
