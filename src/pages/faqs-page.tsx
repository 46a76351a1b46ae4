import { AppLink } from '../components/app-link';
import { PageHeader } from '../components/page-header';
import { FaqAccordion } from '../features/faq/faq-accordion';

export function FaqsPage() {
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        lead="Quick answers about domains, hosting, development, marketing, payments and support."
      />
      <section className="section container faq-container">
        <FaqAccordion />
        <p className="text-center mt-5">
          Still have a question? <AppLink href="/contact">Contact us</AppLink> and we will be happy
          to help.
        </p>
      </section>
    </>
  );
}
