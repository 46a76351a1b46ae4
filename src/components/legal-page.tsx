import type { LegalDocument } from '../content/legal';
import { CompanyContactCard } from './company-contact-card';
import { PageHeader } from './page-header';

/** A legal document with its numbered (or plain) sections and the company's contact card. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader title={document.title} lead={`Last updated: ${document.lastUpdated}`} />
      <div className="section container">
        <div className="row g-4 g-lg-5">
          <article className="legal-document col-lg-8">
            <p className="lead">{document.intro}</p>
            {document.sections.map((section, index) => (
              <section key={section.heading} className="legal-section">
                <h2 className="h4">
                  {document.numbered ? `${index + 1}. ` : ''}
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items && (
                  <ul>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </article>
          <div className="col-lg-4">
            <div className="legal-aside">
              <CompanyContactCard />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
