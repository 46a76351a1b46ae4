import { RASTER_IMAGE_PATH } from '../../content/schema-helpers';

/** What an <img> needs to show one image responsively (scripts/build/images.ts). */
export interface BodyImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/**
 * An article's or case study's HTML (from src/content/markdown.ts, so its <img> tags are
 * rehype's: `<img src="/images/a.png" alt="…" loading="lazy" decoding="async">`) with each image
 * of this site in the WebP widths the build made, with its width and height so that nothing
 * moves as it loads. An image the build could not find (it warned, naming the file) is left out
 * rather than shown broken.
 */
export function withResponsiveImages(
  html: string,
  images: Readonly<Record<string, BodyImage>>,
  sizes: string,
): string {
  return html.replace(/<img\b([^>]*?) src="([^"]*)"([^>]*)>/g, (tag, before, src, after) => {
    if (!RASTER_IMAGE_PATH.test(src)) return tag;
    const image = images[src];
    if (!image) return '';
    return `<img${before} src="${image.src}" srcset="${image.srcset}" sizes="${sizes}" width="${image.width}" height="${image.height}"${after}>`;
  });
}
