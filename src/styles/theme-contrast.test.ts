import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The theme colours carry white text (buttons, banners, the WhatsApp card header, alerts), so
 * each must reach WCAG AA's 4.5:1 against white. axe-core cannot judge text on a gradient (the
 * WhatsApp banner), so the colours are checked here at the source.
 */
const theme = readFileSync(new URL('./_theme.scss', import.meta.url), 'utf8');

function colour(name: string): string {
  const match = new RegExp(`^\\$${name}:\\s*(#[0-9a-f]{6});`, 'im').exec(theme);
  if (!match) throw new Error(`$${name} is not a #rrggbb colour in _theme.scss`);
  return match[1]!;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme colours', () => {
  it('the contrast formula gives the known ratios', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'whatsapp'])(
    '$%s carries white text at 4.5:1 or more',
    (name) => {
      expect(contrast(colour(name), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('body text and links reach 4.5:1 on white', () => {
    expect(contrast(colour('body-color'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour('link-color'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
