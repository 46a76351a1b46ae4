import type { Testimonial, TestimonialFile } from './testimonials.schema';

/** How many testimonials the home page shows (the specification). */
export const HOME_TESTIMONIALS_COUNT = 6;

export const testimonials: Testimonial[] = Object.values(
  import.meta.glob<TestimonialFile>('./data/testimonials/*.json', {
    eager: true,
    import: 'default',
  }),
).sort((a, b) => a.order - b.order); // stable: equal orders keep file-name order;

export type { Testimonial } from './testimonials.schema';
