import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every pair of colour tokens that meets as text on a surface reaches WCAG AA's 4.5:1, in the
 * light theme and in the dark one. The pairs are checked at the source because axe-core cannot
 * judge text on a gradient (the bands, the WhatsApp banner) or states it never sees (hovers).
 * Every token is in a pair, or named below as decoration with the reason.
 */
const tokensSource = readFileSync(new URL('./_tokens.scss', import.meta.url), 'utf8');

interface Token {
  light: string;
  dark: string;
}

/** `--c-name: light-dark(#light, #dark);` or `--c-name: #both;`, as _tokens.scss writes them. */
export function parseTokens(source: string): Map<string, Token> {
  const tokens = new Map<string, Token>();
  const hex = '#[0-9a-f]{6}';
  const line = new RegExp(
    `^\\s*--c-([a-z0-9-]+):\\s*(?:light-dark\\((${hex}),\\s*(${hex})\\)|(${hex}));`,
    'gim',
  );
  for (const [, name, light, dark, both] of source.matchAll(line))
    tokens.set(name!, {
      light: (light ?? both)!.toLowerCase(),
      dark: (dark ?? both)!.toLowerCase(),
    });
  return tokens;
}

function luminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`${hex} is not a #rrggbb colour`);
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

/** Text tokens and the surfaces each is read on. */
const readOn: Record<string, string[]> = {
  text: ['page', 'surface', 'surface-muted', 'primary-soft', 'promo-start', 'promo-end'],
  'text-muted': ['page', 'surface', 'surface-muted', 'primary-soft'],
  primary: ['page', 'surface', 'surface-muted', 'primary-soft'],
  'primary-hover': ['page', 'surface', 'surface-muted'],
  success: ['page', 'surface', 'surface-muted', 'success-soft'],
  danger: ['page', 'surface', 'danger-soft'],
  info: ['page', 'surface', 'info-soft'],
  warning: ['page', 'surface'],
  code: ['page', 'surface', 'surface-muted'],
  'whatsapp-text': ['whatsapp-soft'],
  'on-primary': ['primary', 'primary-hover'],
  'on-inverse': ['inverse'],
  'on-fill': [
    'brand',
    'success-fill',
    'success-fill-hover',
    'danger-fill',
    'whatsapp',
    'whatsapp-hover',
    'whatsapp-deep',
    'band-deep',
    'band',
    'band-bright',
    'banner',
    'footer',
    'footer-raised',
  ],
  ink: ['accent', 'accent-hover', 'on-fill', 'brand-soft'],
  brand: ['on-fill', 'brand-soft'],
  'whatsapp-deep': ['on-fill', 'brand-soft'],
  'footer-text': ['footer'],
  'footer-link': ['footer', 'footer-raised'],
  'footer-faint': ['footer'],
};

/** Tokens that carry no text, and why their contrast is not a text pair. */
const decoration: Record<string, string> = {
  border: 'card and rule borders: decoration',
  'border-strong': 'toggle outlines beside their icon, the rule under a table head',
  'primary-line': 'the quote rule of an article',
  shadow: 'shadows and the menu backdrop, at an opacity',
};
const categoryThumbnail = /^category-/; // the portfolio's placeholder gradients, aria-hidden

describe('colour tokens', () => {
  const tokens = parseTokens(tokensSource);
  const value = (name: string, theme: keyof Token) => {
    const token = tokens.get(name);
    if (!token) throw new Error(`--c-${name} is not a token in _tokens.scss`);
    return token[theme];
  };

  it('the contrast formula gives the known ratios', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('reads both values of a token, or one for both themes, and nothing else', () => {
    const parsed = parseTokens(
      '  --c-a: light-dark(#FFFFFF, #000000);\n  --c-b: #123456;\n  --c-c: red;\n  --bs-x: #ffffff;\n',
    );
    expect([...parsed]).toEqual([
      ['a', { light: '#ffffff', dark: '#000000' }],
      ['b', { light: '#123456', dark: '#123456' }],
    ]);
    expect(() => luminance('#fff')).toThrow(/not a #rrggbb/);
  });

  it('finds the tokens, every --c- line in the form the tests read', () => {
    const declared = tokensSource.match(/^\s*--c-[a-z0-9-]+:/gim) ?? [];
    expect(tokens.size).toBeGreaterThan(20);
    expect(tokens.size).toBe(declared.length);
  });

  const pairs = Object.entries(readOn).flatMap(([text, surfaces]) =>
    surfaces.map((surface) => [text, surface] as const),
  );
  for (const theme of ['light', 'dark'] as const)
    it.each(pairs)(`${theme}: --c-%s on --c-%s reaches 4.5:1`, (text, surface) => {
      expect(contrast(value(text, theme), value(surface, theme))).toBeGreaterThanOrEqual(4.5);
    });

  it('every token is in a pair or is decoration', () => {
    const inPairs = new Set(pairs.flat());
    const unaccounted = [...tokens.keys()].filter(
      (name) => !inPairs.has(name) && !(name in decoration) && !categoryThumbnail.test(name),
    );
    expect(unaccounted).toEqual([]);
  });

  it("the browser's theme colour is the band's, one meta per scheme", () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const metas = [
      ...html.matchAll(/<meta name="theme-color" media="([^"]+)" content="([^"]+)"/g),
    ].map(([, media, content]) => [media, content]);
    expect(metas).toEqual([
      ['(prefers-color-scheme: light)', value('band', 'light')],
      ['(prefers-color-scheme: dark)', value('band', 'dark')],
    ]);
  });
});
