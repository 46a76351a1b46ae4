// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spriteSvg } from './icon-sprite';

/**
 * The stylesheet draws some glyphs of the icon sprite as masks (a list's check marks, a rating's
 * stars): each must be the sprite's glyph, drawn as `.icon` draws it.
 */
const styles = join(dirname(fileURLToPath(import.meta.url)), '../../src/styles');
const stylesheet = readFileSync(join(styles, '_pages.scss'), 'utf8');
const sprite = new DOMParser().parseFromString(spriteSvg(), 'image/svg+xml');
const iconRule = readFileSync(join(styles, '_layout.scss'), 'utf8').match(
  /\n\.icon \{([^}]*)\}/,
)![1]!;

function masks(): Map<string, SVGSVGElement> {
  const found = new Map<string, SVGSVGElement>();
  for (const [, name, data] of stylesheet.matchAll(
    /\$icon-mask-([\w-]+): url\("data:image\/svg\+xml,([^"]+)"\)/g,
  )) {
    const svg = new DOMParser().parseFromString(decodeURIComponent(data!), 'image/svg+xml');
    expect(svg.getElementsByTagName('parsererror'), name).toHaveLength(0);
    found.set(name!, svg.documentElement as unknown as SVGSVGElement);
  }
  return found;
}

describe('the icon masks of the stylesheet', () => {
  const found = masks();

  it('are the arrow, the check mark and the star', () => {
    expect([...found.keys()].sort()).toEqual(['arrow-right', 'check', 'star']);
  });

  it("draw each glyph exactly as the sprite's symbol, with .icon's stroke", () => {
    const stroke = (property: string) =>
      iconRule.match(new RegExp(`${property}: ([^;]+);`))?.[1]?.trim();
    for (const [name, svg] of found) {
      const symbol = sprite.getElementById(name)!;
      expect(symbol, name).not.toBeNull();
      expect(svg.getAttribute('viewBox'), name).toBe(symbol.getAttribute('viewBox'));
      const shapes = (parent: Element) =>
        [...parent.children].map((child) => [
          child.tagName,
          [...child.attributes].map((a) => `${a.name}=${a.value}`),
        ]);
      expect(shapes(svg), name).toEqual(shapes(symbol));
      expect(svg.getAttribute('stroke-width'), name).toBe(stroke('stroke-width'));
      expect(svg.getAttribute('stroke-linecap'), name).toBe(stroke('stroke-linecap'));
      expect(svg.getAttribute('stroke-linejoin'), name).toBe(stroke('stroke-linejoin'));
      expect(svg.getAttribute('stroke'), name).not.toBe('none');
    }
    // A list's check and a card's arrow are strokes, as .icon draws them; a rating's stars are
    // filled as well.
    expect(found.get('check')!.getAttribute('fill')).toBe('none');
    expect(found.get('arrow-right')!.getAttribute('fill')).toBe('none');
    expect(found.get('star')!.getAttribute('fill')).not.toBe('none');
  });
});
