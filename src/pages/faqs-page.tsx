import { AppLink } from '../components/app-link';
import { PageHeader } from '../components/page-header';
import {
  closingAfter,
  closingBefore,
  closingLink,
  lead,
  title,
} from '../content/data/pages/faqs.json' with { type: 'json' };
import { FaqAccordion } from '../features/faq/faq-accordion';

export function FaqsPage() {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <section className="section container faq-container">
        <FaqAccordion />
        <p className="text-center mt-5">
          {`${closingBefore} `}
          <AppLink href="/contact">{closingLink}</AppLink>
          {` ${closingAfter}`}
        </p>
      </section>
    </>
  );
}
