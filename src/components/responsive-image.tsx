import type { ReactNode } from 'react';
import images from 'virtual:responsive-images';

export interface ResponsiveImageProps {
  /** The image as the content names it: /images/portfolio/shop.png. */
  src: string;
  /** How wide it is shown, as the `sizes` attribute says it ("(min-width: 992px) 33vw, 100vw"). */
  sizes: string;
  alt: string;
  className?: string;
  /** Off-screen images wait (default); the first screen's main image says "eager". */
  loading?: 'lazy' | 'eager';
  /** What shows when the build found no such image (it warned about it). */
  fallback: ReactNode;
}

/**
 * An image from the content in the WebP widths the build made (scripts/build/images.ts), with
 * its size known before it loads; its fallback when the file is missing.
 */
export function ResponsiveImage({
  src,
  sizes,
  alt,
  className,
  fallback,
  loading = 'lazy',
}: ResponsiveImageProps) {
  const image = images[src];
  if (!image) return <>{fallback}</>;
  return (
    <img
      className={className}
      alt={alt}
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
    />
  );
}
