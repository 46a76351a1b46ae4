// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckList } from '../../components/check-list';
import { ServiceCard } from '../../components/service-card';
import { services } from '../../content/services';
import { TestimonialCard } from './testimonial-card';
import { testimonials } from '../../content/testimonials';

/**
 * A list's check marks, a rating's stars and a service card's arrow are drawn by the stylesheet
 * (.check-list li::before, .testimonial-stars, .service-card .card-link::before): the HTML
 * carries no icon per item, and the rating keeps its name.
 */
describe('marks drawn by the stylesheet', () => {
  it('a check list: one item per entry, no icon in the HTML', () => {
    const { container } = render(<CheckList items={['One', 'Two <b>']} />);
    expect([...container.querySelectorAll('.check-list > li')].map((li) => li.textContent)).toEqual(
      ['One', 'Two <b>'],
    );
    expect(container.querySelector('svg')).toBeNull();
  });

  it("a service card: its link's arrow is drawn, its only icon in the HTML is the service's", () => {
    const service = services[0]!;
    const { container } = render(<ServiceCard service={service} />);
    const link = container.querySelector('.card-link')!;
    expect(link.textContent).toBe(`Learn more about ${service.title}`);
    expect(link.querySelector('svg')).toBeNull();
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('a rating: one image named by its rating, no icon in the HTML', () => {
    const testimonial = testimonials[0]!;
    const { container } = render(<TestimonialCard testimonial={testimonial} />);
    const rating = screen.getByRole('img', { name: `Rated ${testimonial.rating} out of 5` });
    expect(rating.classList.contains('testimonial-stars')).toBe(true);
    expect(container.querySelector('svg')).toBeNull();
  });
});
