// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveImage } from './responsive-image';

vi.mock('virtual:responsive-images', () => ({
  default: {
    '/images/portfolio/shop.png': {
      src: '/images/portfolio/variants/shop-640w-1a2b3c4d.webp',
      srcset:
        '/images/portfolio/variants/shop-320w-1a2b3c4d.webp 320w, /images/portfolio/variants/shop-640w-1a2b3c4d.webp 640w',
      width: 640,
      height: 400,
    },
  },
}));

describe('ResponsiveImage', () => {
  it('shows the build’s variants with the size known before they load', () => {
    const { container } = render(
      <ResponsiveImage
        src="/images/portfolio/shop.png"
        sizes="50vw"
        alt="Shop"
        className="shot"
        fallback={<span>fallback</span>}
      />,
    );
    const img = screen.getByRole('img', { name: 'Shop' });
    expect(img.getAttribute('src')).toBe('/images/portfolio/variants/shop-640w-1a2b3c4d.webp');
    expect(img.getAttribute('srcset')).toContain('shop-320w-1a2b3c4d.webp 320w');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '400']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(container.textContent).not.toContain('fallback');
  });

  it('shows its fallback for an image the build did not find', () => {
    const { container } = render(
      <ResponsiveImage src="/images/portfolio/gone.png" sizes="50vw" alt="" fallback={<b>AB</b>} />,
    );
    expect(container.innerHTML).toBe('<b>AB</b>');
  });
});
