import { EstimateLink } from './estimate-link';
import type { ReactNode } from 'react';
import type { ServicePageContent, ServicePageSection } from '../content/service-pages';
import { ActionButton } from './action-button';
import { CheckList } from './check-list';
import { FeatureCard } from './feature-card';
import { PageHeader } from './page-header';
import { SectionHeading } from './section-heading';
import { ServiceInsightsList } from './service-insights-list';
import { WhatsAppBanner } from './whatsapp-banner';

export type ServicePageEmbeds = Partial<Record<'hosting-plans', ReactNode>>;

function Section({ section, embeds }: { section: ServicePageSection; embeds: ServicePageEmbeds }) {
  switch (section.kind) {
    case 'cards':
      return (
        <section className="section">
          <div className="container">
            <SectionHeading title={section.heading} lead={section.intro} />
            <div className="row g-3 g-md-4">
              {section.cards.map((card) => (
                <div key={card.title} className="col-12 col-md-6 col-lg-4">
                  <FeatureCard card={card} />
                </div>
              ))}
            </div>
          </div>
        </section>
      );
    case 'lists':
      return (
        <section className="section section-muted">
          <div className="container">
            <div className="row g-4">
              {section.lists.map((list) => (
                <div
                  key={list.heading}
                  className={section.lists.length > 1 ? 'col-lg-6' : 'col-12'}
                >
                  <h2 className="h3 mb-3">{list.heading}</h2>
                  <CheckList
                    items={list.items}
                    className={section.lists.length > 1 ? '' : 'check-list-columns'}
                  />
                </div>
              ))}
            </div>
          </div>
        </section>
      );
    case 'steps':
      return (
        <section className="section section-muted">
          <div className="container">
            <SectionHeading title={section.heading} />
            <ol className="steps row g-4 list-unstyled">
              {section.steps.map((step, index) => (
                <li key={step.title} className="col-12 col-sm-6 col-lg-3">
                  <div className="step h-100">
                    <span className="step-number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <h3 className="h5">{step.title}</h3>
                    <p className="mb-0">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>
      );
    case 'tags':
      return (
        <section className="section section-tight">
          <div className="container text-center">
            <h2 className="h3 mb-3">{section.heading}</h2>
            <ul className="tag-list list-unstyled">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </section>
      );
    case 'actions':
      return (
        <section className="section">
          <div className="container">
            <div className="cta-panel">
              <h2>{section.heading}</h2>
              <p>{section.text}</p>
              <div className="cta-actions">
                {section.actions.map((action) => (
                  <ActionButton key={action.label} action={action} size="lg" />
                ))}
              </div>
            </div>
          </div>
        </section>
      );
    case 'embed':
      return <>{embeds[section.name]}</>;
  }
}

/** A service page drawn from its content: hero, sections in order, optional WhatsApp banner. */
export function ServicePage({
  content,
  embeds = {},
}: {
  content: ServicePageContent;
  embeds?: ServicePageEmbeds;
}) {
  return (
    <>
      <PageHeader title={content.title} lead={content.lead}>
        {content.heroActions.length > 0 && (
          <div className="cta-actions mt-4">
            {content.heroActions.map((action) => (
              <ActionButton key={action.label} action={action} size="lg" />
            ))}
          </div>
        )}
      </PageHeader>
      {content.sections.map((section, index) => (
        <Section key={index} section={section} embeds={embeds} />
      ))}
      <section className="section pt-0">
        <div className="container">
          <EstimateLink className="text-center mb-0" />
        </div>
      </section>
      <ServiceInsightsList />
      {content.whatsappBanner && <WhatsAppBanner />}
    </>
  );
}
