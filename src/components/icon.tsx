import type { SVGProps } from 'react';
import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from '../content/icon-names';

/**
 * A decorative icon by name (content data refers to icons by name). The glyphs live in one
 * cached SVG sprite built from lucide (scripts/build/icon-sprite.ts); this draws a reference to one.
 * Its stroke (lucide's: 2 px, round, in the text colour) is in the stylesheet (`.icon`), not
 * repeated on each icon of the page. A rule for one icon names a class given to it (`className`):
 * the name is in its `<use>` only, which keeps every page's HTML smaller. The sprite's symbol
 * carries the glyph's viewBox, and a `<use>` fills its `<svg>`: the `<svg>` needs none of its own.
 */
export function Icon({
  name,
  size = 20,
  className,
  ...rest
}: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden="true"
      {...rest}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
