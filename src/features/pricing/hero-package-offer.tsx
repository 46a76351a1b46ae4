import { AppLink } from '../../components/app-link';
import { Icon } from '../../components/icon';
import { heroPackage } from '../../content/hero-package';
import { priceRules } from '../../content/price-rules';
import { CurrencySelector } from './currency-selector';
import { Price } from './price';

const HERO_PRICE_FORMAT = { spaced: true, usdDecimals: priceRules.packageUSD.decimals };

/** The hero's all-in-one package: prices in the chosen currency, what is included, order link. */
export function HeroPackageOffer() {
  return (
    <div className="hero-offer">
      <div className="hero-offer-head">
        <p className="hero-offer-label mb-0">{heroPackage.priceLabel}</p>
        <CurrencySelector />
      </div>
      <div className="hero-prices">
        <p className="hero-price mb-0">
          <Price
            className="hero-price-amount"
            amounts={{ PKR: heroPackage.setupPKR, USD: heroPackage.setupUSD }}
            format={HERO_PRICE_FORMAT}
          />
          <span className="hero-price-note">{heroPackage.setupNote}</span>
        </p>
        <p className="hero-price mb-0">
          <Price
            className="hero-price-amount"
            amounts={{ PKR: heroPackage.monthlyPKR, USD: heroPackage.monthlyUSD }}
            format={HERO_PRICE_FORMAT}
          />
          <span className="hero-price-note">{heroPackage.monthlyNote}</span>
        </p>
      </div>
      <ul className="hero-included">
        {heroPackage.included.map((item) => (
          <li key={item}>{item}</li>
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
