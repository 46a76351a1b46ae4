import uploads from 'virtual:brand-images';
import { brand } from '../config/site';

/**
 * The agency's logo: the upload the agency's details name (logoOnHero: light artwork, for the
 * home hero and the footer; logoOnSolid: dark artwork, for the solid header), else the logo
 * drawn in the code (public/brand). An upload that is named but missing shows the name as text
 * (the build warned), never a broken image.
 */
export function BrandLogo({
  artwork,
  alt,
  className,
  lazy = false,
}: {
  artwork: 'onHero' | 'onSolid';
  alt: string;
  className?: string;
  lazy?: boolean;
}) {
  const upload = artwork === 'onHero' ? uploads.logoOnHero : uploads.logoOnSolid;
  const loading = lazy ? { loading: 'lazy' as const } : { fetchPriority: 'low' as const };
  if (!upload)
    return (
      <img
        className={className}
        src={artwork === 'onHero' ? brand.logoLight : brand.logoDark}
        alt={alt}
        width={brand.logoWidth}
        height={brand.logoHeight}
        {...loading}
      />
    );
  if (!upload.image)
    return <span className={`logo-text${className ? ` ${className}` : ''}`}>{brand.name}</span>;
  const { image } = upload;
  // As high as the drawn logo, as wide as the upload's proportions make it.
  const width = Math.round((brand.logoHeight * image.width) / image.height);
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset}
      sizes={`${width}px`}
      alt={alt}
      width={width}
      height={brand.logoHeight}
      decoding="async"
      {...loading}
    />
  );
}
