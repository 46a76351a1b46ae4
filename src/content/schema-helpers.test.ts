import { describe, expect, it } from 'vitest';
import { imagePath, markdownImageAddresses, markdownText } from './schema-helpers';

describe('imagePath', () => {
  it('accepts raster images under /images', () => {
    for (const path of [
      '/images/portfolio/shop.png',
      '/images/insights/a.b-c_d.WEBP',
      '/images/x.jpg',
      '/images/x.jpeg',
      '/images/deep/er/x.avif',
    ])
      expect(imagePath().safeParse(path).success, path).toBe(true);
  });

  it('refuses svg, other folders, other hosts and any ".."', () => {
    for (const path of [
      '/images/a.svg',
      '/images/a.png.html',
      '/images/../sw.png',
      '/images/insights/../../x.png',
      '/images/..png',
      '/images/a..png',
      '/images/./a.png',
      '/images/.hidden.png',
      '/images//a.png',
      '/icons/icon-192.png',
      '//evil.example/images/a.png',
      'https://evil.example/images/a.png',
      'javascript:alert(1)//.png',
    ])
      expect(imagePath().safeParse(path).success, path).toBe(false);
  });
});

describe('markdownImageAddresses', () => {
  it('finds inline and reference-style images, not links', () => {
    const markdown = [
      '![a](/images/a.png "title") [a link](/contact) ![b](<doc/b.svg>)',
      '![c][ref] ![Ref][] ![ref] ![none][missing]',
      '',
      '[ref]: /images/c.svg',
      '[REF]: /images/ignored-second-definition.png',
    ].join('\n');
    expect(markdownImageAddresses(markdown)).toEqual([
      '/images/a.png',
      'doc/b.svg',
      '/images/c.svg',
      '/images/c.svg',
      '/images/c.svg',
    ]);
  });
});

describe('markdownText', () => {
  it('accepts raster images under /images and refuses others, one message each', () => {
    expect(markdownText().safeParse('Text ![a](/images/insights/a.webp)').success).toBe(true);
    const result = markdownText().safeParse('![a](/images/a.svg) ![b](/images/a.svg) ![c](x.png)');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'image "/images/a.svg" must be a raster image under /images (png, jpg, webp or avif; no svg, no "..")',
      'image "x.png" must be a raster image under /images (png, jpg, webp or avif; no svg, no "..")',
    ]);
  });
});
