import { Icon } from '../../components/icon';
import type { Testimonial } from '../../content/testimonials';

const STARS = [1, 2, 3, 4, 5] as const;

/** One review: stars, quote, client initial, name and location. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card card h-100 mb-0">
      <div className="card-body d-flex flex-column">
        <p
          className="testimonial-stars"
          role="img"
          aria-label={`Rated ${testimonial.rating} out of 5`}
        >
          {STARS.map((star) => (
            <Icon key={star} name="star" size={16} />
          ))}
        </p>
        <blockquote className="flex-grow-1 mb-3">
          <p className="mb-0">{testimonial.text}</p>
        </blockquote>
        <figcaption>
          <span className="testimonial-avatar" aria-hidden="true">
            {testimonial.name.charAt(0)}
          </span>
          <span>
            <strong className="d-block">{testimonial.name}</strong>
            <span className="testimonial-location">{testimonial.location}</span>
          </span>
        </figcaption>
      </div>
    </figure>
  );
}
