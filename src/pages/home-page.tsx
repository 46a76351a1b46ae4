import { AppLink } from '../components/app-link';
import { Icon } from '../components/icon';
import { hydratedOnUse, servedAsIs } from '../components/deferred';
import { SectionHeading } from '../components/section-heading';
import {
  ctaButton,
  ctaText,
  ctaTitle,
  portfolioEyebrow,
  portfolioLead,
  portfolioTitle,
  servicesEyebrow,
  servicesLead,
  servicesTitle,
} from '../content/data/pages/home.json' with { type: 'json' };
import { heroPackage } from '../content/hero-package';
import { DomainChecker } from '../features/domain-check/domain-checker';
import { currencyChosen } from '../features/pricing/currency-storage';

/** Where the home page shows prices: the package card and the hosting plans. */
const PRICES = '.hero-offer, .hosting-plans';

// Interactive parts whose code loads on their first use (the served HTML shows them meanwhile).
// The package card and the plans start together: every price follows either currency switch;
// both load when idle if the visitor chose another currency than the served prices show.
const HeroPackageOffer = hydratedOnUse(
  () => import('../features/pricing/hero-package-offer').then((m) => m.HeroPackageOffer),
  '.hero-offer',
  { startedBy: PRICES, needed: currencyChosen },
);
const ServiceTabs = hydratedOnUse(
  () => import('../features/services/service-tabs').then((m) => m.ServiceTabs),
  '.service-tabs',
);
const HostingPlansSection = hydratedOnUse(
  () => import('../features/pricing/hosting-plans-section').then((m) => m.HostingPlansSection),
  '.hosting-plans',
  { startedBy: PRICES, needed: currencyChosen },
);
// Only text and links: their code loads only to render them after a client-side navigation.
const TestimonialsBlock = servedAsIs(() =>
  import('../features/testimonials/testimonials-block').then((m) => m.TestimonialsBlock),
);
const PortfolioTeaser = servedAsIs(() =>
  import('../features/portfolio/portfolio-teaser').then((m) => m.PortfolioTeaser),
);

export function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <div className="row g-4 g-lg-5 align-items-center">
            <div className="col-lg-7">
              <p className="hero-eyebrow">{heroPackage.eyebrow}</p>
              <h1 id="hero-title">{heroPackage.title}</h1>
              <p className="hero-lead">{heroPackage.lead}</p>
              <div className="hero-domain">
                <DomainChecker />
              </div>
            </div>
            <div className="col-lg-5">
              <HeroPackageOffer />
            </div>
          </div>
        </div>
      </section>

      <section id="services" className="section" aria-labelledby="services-title">
        <div className="container">
          <SectionHeading
            id="services-title"
            eyebrow={servicesEyebrow}
            title={servicesTitle}
            lead={servicesLead}
          />
          <ServiceTabs />
        </div>
      </section>

      <HostingPlansSection id="home-hosting-plans" className="section-muted" />

      <section className="section" aria-label="Testimonials">
        <div className="container">
          <TestimonialsBlock />
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="portfolio-title">
        <div className="container">
          <SectionHeading
            id="portfolio-title"
            eyebrow={portfolioEyebrow}
            title={portfolioTitle}
            lead={portfolioLead}
          />
          <PortfolioTeaser />
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="cta-panel">
            <h2>{ctaTitle}</h2>
            <p>{ctaText}</p>
            <div className="cta-actions">
              <AppLink href="/contact" className="btn btn-primary btn-lg btn-icon">
                {ctaButton}
                <Icon name="arrow-right" size={18} />
              </AppLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
