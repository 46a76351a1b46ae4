// Markdown to HTML at build time (never in the browser): unified with remark and rehype.
// rehype-sanitize runs on everything the file gave before our own steps add heading ids and
// anchors, so no raw HTML, script, inline handler or javascript: link from a file reaches a page.
import type { Element, Root } from 'hast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { RASTER_IMAGE_PATH } from './schema-helpers';

/** Words a visitor reads in a minute, for the reading time. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a text of `words` words: at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** How many words a text has. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * What a file may hold: GitHub's sanitizing rules (no script, style, iframe, form or event
 * attribute; links only to http(s), mailto and in-page anchors),
 * without the "user-content-" prefix on ids: Markdown sets none (raw HTML is dropped), and the
 * headings' ids are added after this step.
 */
const schema = {
  ...defaultSchema,
  clobberPrefix: '',
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] },
};

/** A raster image under /images, as an image field must name (no svg, no other host, no ".."). */
const isRasterImage = (url: unknown): url is string =>
  typeof url === 'string' && RASTER_IMAGE_PATH.test(url);

/**
 * Our own steps after sanitizing: a first-level heading becomes a second-level one (the page's
 * title is its only h1), links out open in a new tab, images load lazily and only if they are
 * raster images under /images (another host's would break offline and tell it who reads the
 * page; an SVG may carry a script). The addresses of the images left out go to `file.data`.
 */
function finishLinksAndImages() {
  return (tree: Root, file: { data: object }) => {
    const refused: string[] = [];
    Object.assign(file.data, { refusedImages: refused });
    visit(tree, 'element', (node: Element, index, parent) => {
      if (
        node.tagName === 'img' &&
        !isRasterImage(node.properties.src) &&
        parent &&
        index !== undefined
      ) {
        refused.push(String(node.properties.src ?? ''));
        parent.children.splice(index, 1);
        return index;
      }
      if (node.tagName === 'h1') node.tagName = 'h2';
      const href = node.properties.href;
      if (node.tagName === 'a' && typeof href === 'string' && /^https?:/i.test(href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      }
      if (node.tagName === 'img') {
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
      }
    });
  };
}

/**
 * What every heading id from Markdown starts with: no element of a page has an id that does
 * (a heading "WhatsApp card" must not take the WhatsApp card's id), so none collides with one.
 */
export const HEADING_ID_PREFIX = 'md-';

/** The processor whose heading ids start with `prefix`. */
const processorWith = (prefix: string) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    // Raw HTML in the Markdown is dropped here already (no allowDangerousHtml); sanitize anyway.
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(rehypeSlug, { prefix })
    .use(rehypeAutolinkHeadings, {
      behavior: 'append',
      properties: { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
      content: { type: 'text', value: '#' },
    })
    .use(finishLinksAndImages)
    .use(rehypeStringify);

const processors = new Map<string, ReturnType<typeof processorWith>>();

export interface RenderedMarkdown {
  html: string;
  words: number;
  /** The addresses of the images left out: not raster images under /images. */
  refusedImages: string[];
}

/**
 * Sanitized HTML of a Markdown text, its word count and the images it left out. Its heading ids
 * start with HEADING_ID_PREFIX and then `field`, if given: a page that shows two Markdown fields
 * (a case study's challenge and approach) names each, so their ids never repeat.
 */
export function renderMarkdown(markdown: string, field = ''): RenderedMarkdown {
  if (!/^(?:[a-z]+-)?$/.test(field)) throw new Error(`Not a heading id field: "${field}"`);
  const prefix = `${HEADING_ID_PREFIX}${field}`;
  const processor = processors.get(prefix) ?? processorWith(prefix);
  processors.set(prefix, processor);
  const file = processor.processSync(markdown);
  const html = String(file);
  const text = html.replace(/<[^>]*>/g, ' ');
  const refusedImages = (file.data as { refusedImages?: string[] }).refusedImages ?? [];
  return { html, words: countWords(text), refusedImages };
}
