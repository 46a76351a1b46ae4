// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestimonialsBlock } from './testimonials-block';

afterEach(cleanup);

describe('TestimonialsBlock', () => {
  it('shows the first 6 of 26 with a link to /testimonials', () => {
    render(<TestimonialsBlock />);
    expect(screen.getAllByRole('figure')).toHaveLength(6);
    expect(
      screen.getByRole('link', { name: /Read All 26 Testimonials/ }).getAttribute('href'),
    ).toBe('/testimonials');
  });

  it('shows all 26 and no link in show-all mode', () => {
    render(<TestimonialsBlock showAll />);
    expect(screen.getAllByRole('figure')).toHaveLength(26);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
