import uploads from 'virtual:brand-images';
import { brand, siteOrigin } from '../config/site';
import type { RouteHead } from './route-heads';
import type { AppRoute } from './routes';
import { canonicalUrl } from './routes';

/**
 * The image shared links show: the agency's upload (its details' socialImage), else the one the
 * build draws (scripts/build/make-icons.ts), also where the upload is missing (the build warned).
 */
export const ogImagePath = uploads.socialImage?.image
  ? uploads.socialImage.path
  : '/images/og-image.png';

/** Which bundle this is (vite.config.ts): the browser's leaves the server's code out. */
declare const __SSR_BUILD__: boolean | undefined;

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Text content (JSON-LD). */
  text?: string;
}

/** Every head tag a route declares, besides its title (one list for server and client). */
export function headTags(route: AppRoute, head: RouteHead, notFound = false): HeadTag[] {
  const url = canonicalUrl(route);
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: head.description } },
  ];
  if (head.keywords)
    tags.push({ tag: 'meta', attrs: { name: 'keywords', content: head.keywords } });
  if (head.noindex || notFound)
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (!notFound) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  if (head.social) {
    // An article's own image and type are for the served HTML only (the browser never applies
    // an article's head), so the browser bundle leaves them out.
    const article =
      (typeof __SSR_BUILD__ !== 'undefined' ? __SSR_BUILD__ : import.meta.env?.SSR === true) &&
      route.article;
    const image = `${siteOrigin}${(article && head.image) || ogImagePath}`;
    const og: Record<string, string> = {
      'og:type': article ? 'article' : 'website',
      'og:site_name': brand.name,
      'og:title': head.title,
      'og:description': head.description,
      'og:url': url,
      'og:image': image,
      'og:locale': 'en_PK',
    };
    for (const [property, content] of Object.entries(og))
      tags.push({ tag: 'meta', attrs: { property, content } });
    const twitter: Record<string, string> = {
      'twitter:card': 'summary_large_image',
      'twitter:title': head.title,
      'twitter:description': head.description,
      'twitter:image': image,
    };
    for (const [name, content] of Object.entries(twitter))
      tags.push({ tag: 'meta', attrs: { name, content } });
  }
  return tags;
}

/** Text for HTML content or a double-quoted attribute value. */
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The head as HTML for the prerenderer; each tag is marked so the client can replace it.
 * `jsonLd` is the page's structured data: it is written only into the served HTML, which is
 * what search engines read, so the browser bundle does not carry it.
 */
export function renderHead(
  route: AppRoute,
  head: RouteHead,
  notFound = false,
  jsonLd?: string,
): string {
  const withData: HeadTag[] =
    jsonLd === undefined
      ? headTags(route, head, notFound)
      : [
          ...headTags(route, head, notFound),
          { tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonLd },
        ];
  const tags = withData.map(({ tag, attrs, text }) => {
    const attributes = Object.entries(attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    return text === undefined ? `<${tag} ${attributes}>` : `<${tag} ${attributes}>${text}</${tag}>`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('');
}

/**
 * Applies a route's head in the browser: the development server only, whose pages are not
 * prerendered (its elements are marked `data-rh` so that a second call replaces them).
 */
export function applyHead(route: AppRoute, head: RouteHead, notFound = false): void {
  document.title = head.title;
  document.head.querySelectorAll('[data-rh]').forEach((element) => element.remove());
  for (const { tag, attrs, text } of headTags(route, head, notFound)) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    element.setAttribute('data-rh', '');
    document.head.appendChild(element);
  }
}
