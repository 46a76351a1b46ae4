import { PageHeader } from '../components/page-header';
import { testimonials } from '../content/testimonials';
import { TestimonialsBlock } from '../features/testimonials/testimonials-block';

export function TestimonialsPage() {
  return (
    <>
      <PageHeader
        title="Client Testimonials"
        lead={`What ${testimonials.length} of our clients say about working with us.`}
      />
      <section className="section container" aria-label="All testimonials">
        <TestimonialsBlock showAll headingLevel="none" />
      </section>
    </>
  );
}
