import { Island } from '../components/island';
import { AppLink } from '../components/app-link';
import { Icon } from '../components/icon';
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
import { HeroPackageOffer } from '../features/pricing/hero-package-offer';
import { HostingPlansSection } from '../features/pricing/hosting-plans-section';
import { PortfolioTeaser } from '../features/portfolio/portfolio-teaser';
import { ServiceTabs } from '../features/services/service-tabs';
import { TestimonialsBlock } from '../features/testimonials/testimonials-block';

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
                <Island name="domain-checker">
                  <DomainChecker />
                </Island>
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
