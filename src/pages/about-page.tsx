import { AppLink } from '../components/app-link';
import { CheckList } from '../components/check-list';
import { FeatureCard } from '../components/feature-card';
import { PageHeader } from '../components/page-header';
import { SectionHeading } from '../components/section-heading';
import { aboutContent } from '../content/about';

export function AboutPage() {
  return (
    <>
      <PageHeader title={aboutContent.title} lead={aboutContent.lead} />
      <section className="section">
        <div className="container">
          <div className="row g-4 g-lg-5 align-items-center">
            <div className="col-lg-7">
              <h2>{aboutContent.storyHeading}</h2>
              {aboutContent.story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="col-lg-5">
              <dl className="stats-grid">
                {aboutContent.stats.map((stat) => (
                  <div key={stat.label} className="stat">
                    <dt>{stat.label}</dt>
                    <dd>{stat.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </div>
      </section>
      <section className="section section-muted">
        <div className="container">
          <SectionHeading title={aboutContent.valuesHeading} />
          <div className="row g-4">
            {aboutContent.values.map((card) => (
              <div key={card.title} className="col-12 col-md-6 col-lg-3">
                <FeatureCard card={card} />
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <div className="row g-4 g-lg-5 align-items-center">
            <div className="col-lg-7">
              <h2 className="mb-3">{aboutContent.whyHeading}</h2>
              <CheckList items={aboutContent.why} />
            </div>
            <div className="col-lg-5">
              <div className="cta-panel">
                <h2 className="h3">{aboutContent.ctaTitle}</h2>
                <p>{aboutContent.ctaText}</p>
                <div className="cta-actions">
                  <AppLink href="/contact" className="btn btn-primary">
                    {aboutContent.ctaContact}
                  </AppLink>
                  <AppLink href="/portfolio" className="btn btn-outline-primary">
                    {aboutContent.ctaPortfolio}
                  </AppLink>
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
