import { AppLink } from '../../components/app-link';
import { Icon } from '../../components/icon';
import { heroPackage } from '../../content/hero-package';
import { priceRules } from '../../content/price-rules';
import { formatPrice, useCurrency } from './currency';
import { CurrencySelector } from './currency-selector';

const HERO_PRICE_FORMAT = { spaced: true, usdDecimals: priceRules.packageUSD.decimals };

/** The hero's all-in-one package: prices in the chosen currency, what is included, order link. */
export function HeroPackageOffer() {
  const unit = useCurrency();
  const pkr = unit === 'PKR';
  return (
    <div className="hero-offer">
      <div className="hero-offer-head">
        <p className="hero-offer-label mb-0">Package price</p>
        <CurrencySelector />
      </div>
      <div className="hero-prices">
        <p className="hero-price mb-0">
          <span className="hero-price-amount" data-testid="price">
            {formatPrice(
              pkr ? heroPackage.setupPKR : heroPackage.setupUSD,
              unit,
              HERO_PRICE_FORMAT,
            )}
          </span>
          <span className="hero-price-note">one-time setup</span>
        </p>
        <p className="hero-price mb-0">
          <span className="hero-price-amount" data-testid="price">
            {formatPrice(
              pkr ? heroPackage.monthlyPKR : heroPackage.monthlyUSD,
              unit,
              HERO_PRICE_FORMAT,
            )}
          </span>
          <span className="hero-price-note">per month</span>
        </p>
      </div>
      <ul className="hero-included">
        {heroPackage.included.map((item) => (
          <li key={item}>
            <Icon name="check" size={18} />
            {item}
          </li>
        ))}
      </ul>
      <p className="hero-no-hidden mb-3">
        <Icon name="shield" size={18} /> {heroPackage.noHiddenCharges}
      </p>
      <AppLink href={heroPackage.orderUrl} external className="btn btn-accent btn-lg w-100">
        {heroPackage.orderLabel}
      </AppLink>
    </div>
  );
}
