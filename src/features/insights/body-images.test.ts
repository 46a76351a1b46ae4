// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../content/markdown';
import { withResponsiveImages } from './body-images';

const images = {
  '/images/insights/chart.png': {
    src: '/images/insights/variants/chart-960w-1a2b3c4d.webp',
    srcset:
      '/images/insights/variants/chart-320w-1a2b3c4d.webp 320w, /images/insights/variants/chart-960w-1a2b3c4d.webp 960w',
    width: 960,
    height: 540,
  },
};
const sizes = '(min-width: 48rem) 46rem, 100vw';

describe('images in an article body', () => {
  it('are shown in their widths with their size, lazily, keeping their text alternative', () => {
    const { html } = renderMarkdown('Before\n\n![A "growth" chart](/images/insights/chart.png)\n');
    const out = withResponsiveImages(html, images, sizes);
    const img = document.createElement('div');
    img.innerHTML = out;
    const shown = img.querySelector('img')!;
    expect(shown.getAttribute('src')).toBe(images['/images/insights/chart.png'].src);
    expect(shown.getAttribute('srcset')).toBe(images['/images/insights/chart.png'].srcset);
    expect(shown.getAttribute('sizes')).toBe(sizes);
    expect(shown.getAttribute('width')).toBe('960');
    expect(shown.getAttribute('height')).toBe('540');
    expect(shown.getAttribute('alt')).toBe('A "growth" chart');
    expect(shown.getAttribute('loading')).toBe('lazy');
    expect(img.textContent).toContain('Before');
  });

  it('leaves out an image the build could not find, rather than show it broken', () => {
    const { html } = renderMarkdown('![Gone](/images/insights/gone.png) and text');
    const out = withResponsiveImages(html, images, sizes);
    expect(out).not.toContain('<img');
    expect(out).toContain('and text');
  });

  it('leaves a text that only looks like an image tag as it is', () => {
    const { html } = renderMarkdown('Write `<img src="/images/insights/chart.png">` in code');
    expect(withResponsiveImages(html, images, sizes)).toBe(html);
  });
});
