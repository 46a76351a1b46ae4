import type { Testimonial } from '../../content/testimonials';

/** One review: stars, quote, client initial, name and location. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card card h-100 mb-0">
      <div className="card-body d-flex flex-column">
        {/* The stars are drawn by the stylesheet (.testimonial-stars). */}
        <p
          className="testimonial-stars"
          role="img"
          aria-label={`Rated ${testimonial.rating} out of 5`}
        />
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
