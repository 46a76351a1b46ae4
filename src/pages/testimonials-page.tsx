import { PageHeader } from '../components/page-header';
import { lead, title } from '../content/data/pages/testimonials.json' with { type: 'json' };
import { testimonials } from '../content/testimonials';
import { TestimonialsBlock } from '../features/testimonials/testimonials-block';

export function TestimonialsPage() {
  return (
    <>
      <PageHeader title={title} lead={lead.replaceAll('{count}', String(testimonials.length))} />
      <section className="section container" aria-label="All testimonials">
        <TestimonialsBlock showAll headingLevel="none" />
      </section>
    </>
  );
}
