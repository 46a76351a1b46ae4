import type { ReactNode } from 'react';
import type { LegalDocument, LegalInsert } from '../content/legal';
import type { LegalPageName, legalPageInserts } from '../content/legal.schema';
import { CompanyContactCard } from './company-contact-card';
import { fillPlaceholders } from './legal-facts';
import type { LegalFacts } from './legal-facts';
import { PageHeader } from './page-header';

/** The generated blocks a document's sections ask for, built by the page from the code. */
export type LegalInserts = Partial<Record<LegalInsert, ReactNode>>;
/** Every block a page's file may ask for (the schema allows its file no other). */
export type LegalInsertsOf<Page extends LegalPageName> = Record<
  (typeof legalPageInserts)[Page][number],
  ReactNode
>;

/** A legal document with its numbered (or plain) sections and the company's contact card. */
export function LegalPage({
  document,
  facts = {},
  inserts = {},
}: {
  document: LegalDocument;
  facts?: LegalFacts;
  inserts?: LegalInserts;
}) {
  const fill = (text: string) => fillPlaceholders(text, facts, document.title);
  const paragraphs = (texts: readonly string[] | undefined) =>
    texts?.map((paragraph) => <p key={paragraph}>{fill(paragraph)}</p>);
  const insert = (name: LegalInsert | undefined) => {
    if (!name) return null;
    const block = inserts[name];
    if (block === undefined) throw new Error(`${document.title}: no generated block "${name}".`);
    return block;
  };
  return (
    <>
      <PageHeader title={document.title} lead={`Last updated: ${document.lastUpdated}`} />
      <div className="section container">
        <div className="row g-4 g-lg-5">
          <article className="legal-document col-lg-8">
            <p className="lead">{fill(document.intro)}</p>
            {document.sections.map((section, index) => (
              <section key={section.heading} className="legal-section">
                <h2 className="h4">
                  {document.numbered ? `${index + 1}. ` : ''}
                  {section.heading}
                </h2>
                {paragraphs(section.paragraphs)}
                {section.items && (
                  <ul>
                    {section.items.map((item) => (
                      <li key={item}>{fill(item)}</li>
                    ))}
                  </ul>
                )}
                {section.insertLead && <p>{fill(section.insertLead)}</p>}
                {insert(section.insert)}
                {paragraphs(section.after)}
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
