/**
 * A site-relative path of a raster image under /images: png, jpg, webp or avif. No SVG (an
 * uploaded SVG may carry a script, and staff's uploads are served from the site's origin), and
 * no `..` (a path stays inside /images).
 */
export const RASTER_IMAGE_PATH =
  /^\/images\/(?!.*\.\.)[\w-][\w.-]*(?:\/[\w-][\w.-]*)*\.(?:png|jpe?g|webp|avif)$/i;

export const RASTER_IMAGE_RULE =
  'must be a raster image under /images (png, jpg, webp or avif; no svg, no "..")';
