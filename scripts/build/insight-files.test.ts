// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../src/content/insights';
import { articleEntrySchema } from '../../src/content/insights.schema';
import { renderMarkdown } from '../../src/content/markdown';
import { FEED_ITEMS, SOCIAL_IMAGE, feedsOf, socialImage, xmlText } from './insight-files';

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

/** What a text becomes in XML: the characters XML 1.0 allows. */
const asXml = (text: string) =>
  text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

/** An article as the loader makes it from a title, summary and Markdown body. */
const articleOf = (title: string, description: string, body: string, author = 'Sana M.') => ({
  ...article(1),
  title,
  description,
  author: { name: author },
  html: renderMarkdown(body).html,
});

/** Both feeds parsed, with nothing executable in them and each text carried as text. */
function checkFeeds(items: Article[]) {
  const { rss, atom } = feedsOf(items, 'https://agency.example');
  const rssDocument = xml(rss);
  const atomDocument = xml(atom);
  for (const document of [rssDocument, atomDocument])
    for (const name of ['script', 'iframe', 'object', 'embed', 'style'])
      expect(document.getElementsByTagName(name), name).toHaveLength(0);
  const rssItems = [...rssDocument.querySelectorAll('channel > item')];
  const entries = [...atomDocument.getElementsByTagName('entry')];
  items.slice(0, FEED_ITEMS).forEach((item, index) => {
    expect(rssItems[index]!.querySelector('title')!.textContent).toBe(asXml(item.title));
    expect(rssItems[index]!.querySelector('description')!.textContent).toBe(
      asXml(item.description),
    );
    expect(entries[index]!.getElementsByTagName('title')[0]!.getAttribute('type')).toBe('text');
    expect(entries[index]!.getElementsByTagName('title')[0]!.textContent).toBe(asXml(item.title));
    // The body is the article's sanitized HTML, whole: a reader gets no script from it.
    for (const content of [
      rssItems[index]!.getElementsByTagName('content:encoded')[0]!.textContent!,
      entries[index]!.getElementsByTagName('content')[0]!.textContent!,
    ]) {
      const body = new DOMParser().parseFromString(content, 'text/html');
      expect(
        body.querySelector('script, iframe, object, embed, style, [onerror], [onclick]'),
      ).toBeNull();
      expect(content).toBe(
        asXml(item.html.replace(/(href|src)="\//g, '$1="https://agency.example/')),
      );
    }
  });
}

describe('feeds: any text the schemas accept', () => {
  it('escapes markup characters and drops the characters XML does not allow', () => {
    expect(xmlText(`a]]>b & <c> "d" 'e' \u0000\u0008\u000b\uFFFE\uD800 f`)).toBe(
      'a]]&gt;b &amp; &lt;c&gt; &quot;d&quot; &apos;e&apos;  f',
    );
    expect(xmlText('😀 ok\t\n')).toBe('😀 ok\t\n');
    // A parser reads a literal carriage return as a line feed.
    expect(xmlText('a\r\nb\r')).toBe('a&#13;\nb&#13;');
  });

  it('carries a title that closes a CDATA section and opens a script as text', () => {
    // 83 characters: within the schema's 90, as an article's title.
    const title =
      ']]><script>alert(document.cookie)</script><![CDATA[ ]]><script>alert(2)</script>';
    expect(title.length).toBeLessThanOrEqual(90);
    expect(
      articleEntrySchema.safeParse({
        title,
        description: ']]>]]><x>',
        date: '2026-10-02',
        tags: ['seo-services'],
        cover: { image: '/images/insights/a.webp', alt: 'A cover' },
        body: 'x',
      }).success,
    ).toBe(true);
    checkFeeds([articleOf(title, ']]>]]><x>', 'Text.', ']]><script>1</script>')]);
  });

  it('stays valid XML with several code samples holding "]]>"', () => {
    const body = [
      '```xml',
      '<![CDATA[ one ]]>',
      '```',
      '',
      'Then `]]>` inline, and again:',
      '',
      '```',
      'x ]]> y ]]]]><![CDATA[> z',
      '```',
    ].join('\n');
    checkFeeds([articleOf('Two samples', 'About CDATA', body), articleOf('b', 'c', body)]);
  });

  it('parses for any title, summary, author and Markdown body (property)', () => {
    const hostile = fc.constantFrom(
      ']]>',
      '<![CDATA[',
      '<script>alert(1)</script>',
      '&',
      '&amp;',
      '<',
      '"',
      "'",
      '\u0000',
      '\uD800',
      '\uFFFE',
      '\u202E',
      '😀',
      '```\n',
      '\n\n',
      '<img src=x onerror=alert(1)>',
      '[a](javascript:alert(1))',
    );
    const text = (max: number) =>
      fc
        .array(fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 12 })
        .map((parts) => parts.join('').trim().slice(0, max))
        .filter((value) => value.length > 0);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text(90), text(170), text(400), text(40)), {
          minLength: 1,
          maxLength: 3,
        }),
        (list) => checkFeeds(list.map(([t, d, b, a]) => articleOf(t, d, b, a))),
      ),
      { numRuns: 150 },
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
