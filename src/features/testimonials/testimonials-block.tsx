import { AppLink } from '../../components/app-link';
import { Icon } from '../../components/icon';
import { SectionHeading } from '../../components/section-heading';
import {
  eyebrow,
  lead,
  readAll,
  title,
} from '../../content/data/blocks/testimonials.json' with { type: 'json' };
import { TestimonialCard } from './testimonial-card';
import {
  HOME_TESTIMONIALS_COUNT,
  testimonials as allTestimonials,
} from '../../content/testimonials';
import type { Testimonial } from '../../content/testimonials';

/**
 * The shared testimonials block: the first few with a link to the full list (home), or all of
 * them (the testimonials page).
 */
export function TestimonialsBlock({
  showAll = false,
  testimonials = allTestimonials,
  headingLevel = 2,
}: {
  showAll?: boolean;
  testimonials?: Testimonial[];
  headingLevel?: 2 | 'none';
}) {
  const shown = showAll ? testimonials : testimonials.slice(0, HOME_TESTIMONIALS_COUNT);
  return (
    <div className="testimonials-block">
      {headingLevel === 2 && <SectionHeading eyebrow={eyebrow} title={title} lead={lead} />}
      <ul className="row g-3 g-md-4 list-unstyled">
        {shown.map((testimonial) => (
          <li key={testimonial.name} className="col-12 col-md-6 col-lg-4">
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      {!showAll && testimonials.length > shown.length && (
        <div className="text-center mt-4">
          <AppLink href="/testimonials" className="btn btn-outline-primary btn-icon">
            {readAll.replaceAll('{count}', String(testimonials.length))}
            <Icon name="arrow-right" size={18} />
          </AppLink>
        </div>
      )}
    </div>
  );
}
