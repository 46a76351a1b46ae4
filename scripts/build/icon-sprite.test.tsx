// @vitest-environment jsdom
import { render } from '@testing-library/react';
import spriteUrl from 'virtual:icon-sprite';
import { describe, expect, it } from 'vitest';
import { glyphs, spriteAsset, spriteSvg } from './icon-sprite';
import { Icon } from '../../src/components/icon';
import { iconNames } from '../../src/content/icon-names';

describe('icon sprite', () => {
  const svg = spriteSvg();
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');

  it('is well-formed SVG', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('svg');
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  });

  it('has exactly one symbol, with drawing in it, for every icon name', () => {
    const symbols = [...doc.getElementsByTagName('symbol')];
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual([...iconNames].sort());
    expect(Object.keys(glyphs).sort()).toEqual([...iconNames].sort());
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol.children.length, symbol.id).toBeGreaterThan(0);
      // Colours come from the <svg> that uses the symbol: only currentColor inside.
      const colours = symbol.innerHTML.match(/(?:stroke|fill)="[^"]*"/g) ?? [];
      for (const colour of colours) expect(colour, symbol.id).toMatch(/="currentColor"$/);
    }
  });

  it('carries the lucide drawing of each glyph', () => {
    const star = doc.getElementById('star')!;
    expect(star.querySelector('path')!.getAttribute('d')).toMatch(/^M11\.525 2\.295/);
  });

  it('is named by its content hash, so the same build gives the same URL', () => {
    const first = spriteAsset();
    expect(first.url).toMatch(/^\/assets\/icons-[\w-]{8}\.svg$/);
    expect(spriteAsset().url).toBe(first.url);
    expect(spriteUrl).toBe(first.url);
  });
});

describe('<Icon>', () => {
  it('draws a decorative reference to its symbol', () => {
    const { container } = render(<Icon name="star" size={16} fill="currentColor" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('fill')).toBe('currentColor');
    // The stroke is the stylesheet's, not repeated on each icon.
    expect(svg.hasAttribute('stroke')).toBe(false);
    expect(svg.getAttribute('class')).toBe('icon');
    expect(svg.querySelector('use')!.getAttribute('href')).toBe(`${spriteUrl}#star`);
  });
});
