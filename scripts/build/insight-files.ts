/**
 * The files the build writes for the insights besides their pages: the feeds (RSS 2.0 and Atom,
 * made with `feed`, at stable paths every page's head links to) and each article's social image
 * (its title drawn at build with satori in Inter from @fontsource/inter, then made a PNG with
 * sharp; nothing is fetched). The prerenderer calls it after writing the pages.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Feed } from 'feed';
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

/** The feeds' texts: RSS 2.0 and Atom 1.0 of the newest articles (`articles` newest first). */
export function feedsOf(
  articles: readonly Article[],
  origin: string,
): { rss: string; atom: string } {
  const newest = articles.slice(0, FEED_ITEMS);
  const updated = newest[0] ? new Date(newest[0].updated ?? newest[0].date) : new Date(0);
  const feed = new Feed({
    id: `${origin}${INSIGHTS_PATH}`,
    link: `${origin}${INSIGHTS_PATH}`,
    title: `Insights | ${brand.name}`,
    description: `Articles from ${brand.name} on websites, software, hosting, SEO and digital marketing.`,
    language: 'en',
    copyright: `© ${brand.name}`,
    updated,
    feedLinks: { rss: `${origin}${RSS_PATH}`, atom: `${origin}${ATOM_PATH}` },
    author: { name: brand.name, link: `${origin}/` },
  });
  for (const article of newest) {
    const link = `${origin}${article.path}`;
    feed.addItem({
      id: link,
      link,
      title: article.title,
      description: article.description,
      // Absolute links, so a reader shows the article's links and images.
      content: article.html.replace(/(href|src)="\//g, `$1="${origin}/`),
      date: new Date(article.updated ?? article.date),
      published: new Date(article.date),
      author: [{ name: article.author.name }],
      category: article.tags.map((tag) => ({ name: tag })),
      image: `${origin}${article.cover.image}`,
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
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
