import { describe, expect, it } from 'vitest';
import { THEMES } from '../config/ui';
import {
  articlePreview,
  caseStudyPreview,
  siteStylesheet,
  themePreviewStyle,
} from './insight-preview';
import type { PreviewProps } from './insight-preview';

/** A createElement that writes HTML, to read what a template draws. */
const h = (type: string, props: Record<string, unknown> | null, ...children: unknown[]): string => {
  const attributes = Object.entries(props ?? {})
    .map(([name, value]) => ` ${name === 'className' ? 'class' : name}="${String(value)}"`)
    .join('');
  return `<${type}${attributes}>${children.filter(Boolean).join('')}</${type}>`;
};

const props = (data: Record<string, unknown>): PreviewProps => ({
  entry: {
    getIn: (path) => path.slice(1).reduce<unknown>((value, key) => (value as never)?.[key], data),
  },
  widgetFor: (name) => `<p>${name} as Markdown</p>`,
});

describe('the editor’s previews', () => {
  it('draws an article with the site’s classes: header, cover and body', () => {
    const html = articlePreview(h)(
      props({
        title: 'A title',
        description: 'What it says',
        cover: { image: '/images/insights/a.webp', alt: 'A cover' },
      }),
    ) as string;
    expect(html).toContain('<header class="page-header insight-header">');
    expect(html).toContain('<h1>A title</h1>');
    expect(html).toContain(
      '<img class="insight-cover" src="/images/insights/a.webp" alt="A cover">',
    );
    expect(html).toContain('<div class="insight-body"><p>body as Markdown</p></div>');
  });

  it('draws an article without a cover yet, and a case study’s challenge and approach', () => {
    expect(articlePreview(h)(props({ title: 'T' })) as string).not.toContain('<img');
    const study = caseStudyPreview(h)(props({ title: 'A shop' })) as string;
    expect(study).toContain('<h2 class="h4">The challenge</h2>');
    expect(study).toContain('<p>approach as Markdown</p>');
  });

  it('finds the site’s stylesheet in its home page, or none (development server)', async () => {
    expect(
      await siteStylesheet(
        async () => '<link rel="stylesheet" crossorigin href="/assets/index-AbC123.css">',
      ),
    ).toBe('/assets/index-AbC123.css');
    expect(await siteStylesheet(async () => '<html></html>')).toBeUndefined();
  });
});

describe('the preview’s theme', () => {
  it('takes the theme chosen on the site', () => {
    expect(themePreviewStyle('dark', THEMES)).toBe(':root:root { color-scheme: dark; }');
    expect(themePreviewStyle('light', THEMES)).toBe(':root:root { color-scheme: light; }');
  });

  it('leaves the system’s setting with no choice or a value that is no theme', () => {
    for (const stored of [null, '', 'Dark', 'dark; } body { display: none', 'sepia'])
      expect(themePreviewStyle(stored, THEMES), String(stored)).toBeUndefined();
  });
});
