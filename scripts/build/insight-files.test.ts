// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Article } from '../../src/content/insights';
import { FEED_ITEMS, SOCIAL_IMAGE, feedsOf, socialImage } from './insight-files';

const article = (index: number): Article => ({
  slug: `post-${index}`,
  path: `/insights/post-${index}`,
  title: `Post ${index} & <more>`,
  description: `About post ${index}`,
  date: `2026-10-${String(index).padStart(2, '0')}`,
  ...(index === 2 ? { updated: '2026-11-01' } : {}),
  tags: ['seo-services'],
  cover: { image: `/images/insights/post-${index}.webp`, alt: 'A cover' },
  author: { name: 'Sana M.' },
  html: `<p>Body ${index} with <a href="/contact">a link</a>.</p>`,
  readingMinutes: 1,
});

const xml = (text: string) => {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
};

describe('feeds', () => {
  const articles = [3, 2, 1].map(article);
  const { rss, atom } = feedsOf(articles, 'https://agency.example');

  it('writes RSS 2.0 that an XML parser reads back: one item per article, newest first', () => {
    const document = xml(rss);
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...document.querySelectorAll('channel > item')];
    expect(items.map((item) => item.querySelector('link')!.textContent)).toEqual([
      'https://agency.example/insights/post-3',
      'https://agency.example/insights/post-2',
      'https://agency.example/insights/post-1',
    ]);
    expect(items[0]!.querySelector('title')!.textContent).toBe('Post 3 & <more>');
    expect(items[0]!.querySelector('pubDate')!.textContent).toBe(
      new Date('2026-10-03').toUTCString(),
    );
    // The body with absolute links, as a reader shows it.
    expect(items[0]!.getElementsByTagName('content:encoded')[0]!.textContent).toContain(
      'href="https://agency.example/contact"',
    );
  });

  it('writes Atom 1.0 that an XML parser reads back, with the updated and published dates', () => {
    const document = xml(atom);
    expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = [...document.getElementsByTagName('entry')];
    expect(entries).toHaveLength(3);
    const second = entries[1]!;
    expect(second.getElementsByTagName('link')[0]!.getAttribute('href')).toBe(
      'https://agency.example/insights/post-2',
    );
    expect(second.getElementsByTagName('updated')[0]!.textContent).toBe('2026-11-01T00:00:00.000Z');
    expect(second.getElementsByTagName('published')[0]!.textContent).toBe(
      '2026-10-02T00:00:00.000Z',
    );
  });

  it(`holds the newest ${FEED_ITEMS} articles at most`, () => {
    const many = Array.from({ length: FEED_ITEMS + 5 }, (_, index) => article(index + 1));
    expect(xml(feedsOf(many, 'https://a.example').rss).querySelectorAll('item')).toHaveLength(
      FEED_ITEMS,
    );
  });
});

describe('social image', () => {
  it('is a PNG of the Open Graph size, drawn without any network', async () => {
    const png = await socialImage({ title: 'A title long enough to wrap onto a second line' });
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(SOCIAL_IMAGE.width);
    expect(png.readUInt32BE(20)).toBe(SOCIAL_IMAGE.height);
  });
});
