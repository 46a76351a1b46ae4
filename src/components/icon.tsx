import type { SVGProps } from 'react';
import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from '../content/icon-names';

/**
 * A decorative icon by name (content data refers to icons by name). The glyphs live in one
 * cached SVG sprite built from lucide (scripts/build/icon-sprite.ts); this draws a reference to one.
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
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`}
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
