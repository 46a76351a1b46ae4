/**
 * The files the build writes for the insights besides their pages: the feeds (RSS 2.0 and Atom,
 * at stable paths every page's head links to) and each article's social image (its title drawn
 * at build with satori in Inter from @fontsource/inter, then made a PNG with sharp; nothing is
 * fetched). The prerenderer calls it after writing the pages.
 *
 * The feeds' XML is written here, every text escaped as XML character data (no CDATA section,
 * which one `]]>` in a title or a code sample would end): whatever a title or body holds, the
 * feeds parse as XML and carry it as text. Titles and summaries are plain text (Atom
 * `type="text"`); only the body is HTML, the article's sanitized HTML, escaped.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { brand } from '../../src/config/site.ts';
import { INSIGHTS_PATH, socialImagePath } from '../../src/content/insights.ts';
import type { Article } from '../../src/content/insights.ts';

/** Where the feeds are served (index.html links to both). */
export const RSS_PATH = `${INSIGHTS_PATH}/rss.xml`;
export const ATOM_PATH = `${INSIGHTS_PATH}/atom.xml`;
/** Articles in each feed, newest first. */
export const FEED_ITEMS = 20;

/** Characters XML 1.0 allows in a document; any other (a control, a lone surrogate) is dropped. */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * A text as XML character data or an attribute's value: markup characters as entities, and a
 * carriage return as a character reference (a parser turns a literal one into a line feed).
 */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML_CHARACTER, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;');
}

/** A text as an attribute's value: its tabs and line breaks kept (a parser makes them spaces). */
const xmlAttribute = (value: string) =>
  xmlText(value).replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');

type Attributes = Readonly<Record<string, string>>;

/** An element with escaped attributes and either escaped text or child elements (already XML). */
function element(name: string, attributes: Attributes, content?: string | readonly string[]) {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xmlAttribute(value)}"`)
    .join('');
  if (content === undefined) return `<${name}${attrs}/>`;
  const inner = typeof content === 'string' ? xmlText(content) : `\n${content.join('\n')}\n`;
  return `<${name}${attrs}>${inner}</${name}>`;
}
const textElement = (name: string, text: string, attributes: Attributes = {}) =>
  element(name, attributes, text);

/** The image type of a cover by its name (the schema allows these four). */
const imageType = (path: string) => {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return `image/${extension === 'jpg' ? 'jpeg' : extension}`;
};

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';

/** The feeds' texts: RSS 2.0 and Atom 1.0 of the newest articles (`articles` newest first). */
export function feedsOf(
  articles: readonly Article[],
  origin: string,
): { rss: string; atom: string } {
  const newest = articles.slice(0, FEED_ITEMS);
  const updated = newest[0] ? new Date(newest[0].updated ?? newest[0].date) : new Date(0);
  const home = `${origin}${INSIGHTS_PATH}`;
  const title = `Insights | ${brand.name}`;
  const description = `Articles from ${brand.name} on websites, software, hosting, SEO and digital marketing.`;
  const items = newest.map((article) => {
    const link = `${origin}${article.path}`;
    return {
      article,
      link,
      // Absolute links, so a reader shows the article's links and images.
      content: article.html.replace(/(href|src)="\//g, `$1="${origin}/`),
      image: `${origin}${article.cover.image}`,
      date: new Date(article.updated ?? article.date),
      published: new Date(article.date),
    };
  });

  const rss = element(
    'rss',
    {
      version: '2.0',
      'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      'xmlns:atom': 'http://www.w3.org/2005/Atom',
    },
    [
      element('channel', {}, [
        textElement('title', title),
        textElement('link', home),
        textElement('description', description),
        textElement('lastBuildDate', updated.toUTCString()),
        textElement('docs', 'https://www.rssboard.org/rss-specification'),
        textElement('language', 'en'),
        textElement('copyright', `© ${brand.name}`),
        element('atom:link', {
          href: `${origin}${RSS_PATH}`,
          rel: 'self',
          type: 'application/rss+xml',
        }),
        ...items.map(({ article, link, content, image, date }) =>
          element('item', {}, [
            textElement('title', article.title),
            textElement('link', link),
            textElement('guid', link, { isPermaLink: 'true' }),
            textElement('pubDate', date.toUTCString()),
            textElement('description', article.description),
            textElement('content:encoded', content),
            textElement('dc:creator', article.author.name),
            ...article.tags.map((tag) => textElement('category', tag)),
            element('enclosure', { url: image, length: '0', type: imageType(image) }),
          ]),
        ),
      ]),
    ],
  );

  const atom = element('feed', { xmlns: 'http://www.w3.org/2005/Atom' }, [
    textElement('id', home),
    textElement('title', title, { type: 'text' }),
    textElement('updated', updated.toISOString()),
    element('author', {}, [textElement('name', brand.name), textElement('uri', `${origin}/`)]),
    element('link', { rel: 'alternate', href: home }),
    element('link', { rel: 'self', href: `${origin}${ATOM_PATH}` }),
    textElement('subtitle', description, { type: 'text' }),
    textElement('rights', `© ${brand.name}`, { type: 'text' }),
    ...items.map(({ article, link, content, image, date, published }) =>
      element('entry', {}, [
        textElement('title', article.title, { type: 'text' }),
        textElement('id', link),
        element('link', { href: link }),
        element('link', { rel: 'enclosure', href: image, type: imageType(image) }),
        textElement('updated', date.toISOString()),
        textElement('published', published.toISOString()),
        textElement('summary', article.description, { type: 'text' }),
        textElement('content', content, { type: 'html' }),
        element('author', {}, [textElement('name', article.author.name)]),
        ...article.tags.map((tag) => element('category', { term: tag })),
      ]),
    ),
  ]);
  return { rss: `${XML_DECLARATION}${rss}\n`, atom: `${XML_DECLARATION}${atom}\n` };
}

const require = createRequire(import.meta.url);

/** The social image's size (Open Graph's recommended 1.91:1). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 };

let fonts:
  Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  ));

/** An article's social image as PNG: its title on the brand's colour, with the brand's name. */
export async function socialImage(article: Pick<Article, 'title'>): Promise<Buffer> {
  // satori reads React elements; these are written as the plain objects they are.
  const element = {
    type: 'div',
    props: {
      style: {
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px',
        background: '#0b3d91',
        color: '#ffffff',
        fontFamily: 'Inter',
      },
      children: [
        { type: 'div', props: { style: { fontSize: 32, opacity: 0.85 }, children: 'Insights' } },
        {
          type: 'div',
          props: {
            style: { fontSize: 64, fontWeight: 700, lineHeight: 1.15 },
            children: article.title,
          },
        },
        { type: 'div', props: { style: { fontSize: 32 }, children: brand.name } },
      ],
    },
  } as unknown as ReactNode;
  const svg = await satori(element, { ...SOCIAL_IMAGE, fonts: await loadFonts() });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** Writes the feeds and every article's social image into the build's folder. */
export async function writeInsightFiles(
  outDir: string,
  origin: string,
  articles: readonly Article[],
): Promise<void> {
  const { rss, atom } = feedsOf(articles, origin);
  await mkdir(join(outDir, INSIGHTS_PATH.slice(1)), { recursive: true });
  await writeFile(join(outDir, RSS_PATH.slice(1)), rss);
  await writeFile(join(outDir, ATOM_PATH.slice(1)), atom);
  for (const article of articles) {
    const file = join(outDir, socialImagePath(article.slug).slice(1));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await socialImage(article));
  }
}
