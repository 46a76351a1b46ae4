import { EstimateLink } from '../../components/estimate-link';
import { AppLink } from '../../components/app-link';
import { SectionHeading } from '../../components/section-heading';
import { hostingPlans, hostingPlansTexts, popularPlanLabel } from '../../content/hosting-plans';
import { priceRules } from '../../content/price-rules';
import { CurrencySelector } from './currency-selector';
import { Price } from './price';
import { planAnchor } from '../../lib/route-paths';

/**
 * The anchor of the plans block on a service page (linked from the footer and the cPanel page's
 * hero); its cards' anchors follow from it (the site search's results for the plans).
 */
export const HOSTING_PLANS_ANCHOR = 'hosting-plans';

const PLAN_PRICE_FORMAT = { usdDecimals: priceRules.planUSD.decimals };

/** The hosting plans block with its own currency selector (home and cPanel pages). */
export function HostingPlansSection({ id, className = '' }: { id?: string; className?: string }) {
  return (
    <section
      id={id}
      className={`section hosting-plans ${className}`}
      aria-labelledby={`${id ?? 'plans'}-title`}
    >
      <div className="container">
        <SectionHeading
          id={`${id ?? 'plans'}-title`}
          eyebrow={hostingPlansTexts.eyebrow}
          title={hostingPlansTexts.title}
          lead={hostingPlansTexts.lead}
        />
        <div className="d-flex justify-content-center mb-4">
          <CurrencySelector />
        </div>
        <div className="row g-4 justify-content-center">
          {hostingPlans.map((plan) => (
            <div key={plan.id} className="col-12 col-md-6 col-lg-4">
              <article
                id={id === HOSTING_PLANS_ANCHOR ? planAnchor(plan.id) : undefined}
                className={`plan-card card h-100${plan.popular ? ' is-popular' : ''}`}
              >
                {plan.popular && <p className="plan-badge badge">{popularPlanLabel}</p>}
                <div className="card-body d-flex flex-column">
                  <h3 className="plan-name h4">{plan.name}</h3>
                  <p className="plan-price">
                    <Price
                      className="plan-amount"
                      amounts={{ PKR: plan.pricePKR, USD: plan.priceUSD }}
                      format={PLAN_PRICE_FORMAT}
                    />
                    <span className="plan-period">{`/${plan.period}`}</span>
                  </p>
                  <ul className="check-list plan-features flex-grow-1">
                    {plan.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <AppLink
                    href={plan.orderUrl}
                    external
                    className={`btn ${plan.popular ? 'btn-primary' : 'btn-outline-primary'} w-100`}
                    aria-label={`${hostingPlansTexts.orderLabel}: ${plan.name} plan`}
                  >
                    {hostingPlansTexts.orderLabel}
                  </AppLink>
                </div>
              </article>
            </div>
          ))}
        </div>
        <EstimateLink under="plans" className="text-center mt-4 mb-0" />
      </div>
    </section>
  );
}
