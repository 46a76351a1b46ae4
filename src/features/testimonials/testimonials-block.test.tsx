// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_TESTIMONIALS_COUNT, testimonials } from '../../content/testimonials';
import { readAll } from '../../content/data/blocks/testimonials.json' with { type: 'json' };
import { TestimonialsBlock } from './testimonials-block';

afterEach(cleanup);

describe('TestimonialsBlock', () => {
  // Each figure shows its testimonial's text: the order on the page is the data's order.
  const shownTexts = () =>
    screen.getAllByRole('figure').map((figure) => figure.querySelector('blockquote')?.textContent);
  const texts = (count: number) => testimonials.slice(0, count).map((t) => t.text);

  it('shows the first ones in their order, with a link to all of them counted', () => {
    render(<TestimonialsBlock />);
    expect(shownTexts()).toEqual(texts(HOME_TESTIMONIALS_COUNT));
    expect(
      screen
        .getByRole('link', { name: readAll.replaceAll('{count}', String(testimonials.length)) })
        .getAttribute('href'),
    ).toBe('/testimonials');
  });

  it('shows every testimonial in order and no link in show-all mode', () => {
    render(<TestimonialsBlock showAll />);
    expect(shownTexts()).toEqual(texts(testimonials.length));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
