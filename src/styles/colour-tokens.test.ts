import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every colour on the site comes from a colour token: only the token definitions
 * (src/styles/_tokens.scss) and Bootstrap's build settings (src/styles/_theme.scss, whose colours
 * Bootstrap compiles in and the tokens then override) write a colour. Any other stylesheet that
 * writes one (a hex value, rgb()/hsl(), a colour name, a Sass colour variable or colour function)
 * fails here: it would not follow the theme.
 */
const src = fileURLToPath(new URL('..', import.meta.url));
const tokenFiles = new Set(['styles/_tokens.scss', 'styles/_theme.scss']);

/** CSS's colour keywords (the named colours), except the ones that are no fixed colour. */
const namedColours =
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'.split(
    ' ',
  );

const patterns: [string, RegExp][] = [
  ['a hex colour', /(?<![\w&-])#[0-9a-f]{3,8}\b/i],
  ['a colour function', /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i],
  ['a light-dark() pair outside the tokens', /(?<![\w-])light-dark\(/i],
  [
    'a Sass colour function',
    /(?<![\w-])(?:darken|lighten|saturate|desaturate|tint-color|shade-color|shift-color|mix|adjust-hue|color-contrast|fade-in|fade-out|transparentize|opacify)\(/i,
  ],
  [
    'a Sass colour variable',
    /\$(?:white|black|gray-\d+|grays|primary|secondary|success|danger|warning|info|light|dark|accent|whatsapp|body-color|body-bg|link-color|theme-colors|blue|indigo|purple|pink|red|orange|yellow|green|teal|cyan)\b/,
  ],
  ['a colour name', new RegExp(`(?<![\\w$.#@-])(?:${namedColours.join('|')})(?![\\w-])`, 'i')],
];

/** Comments and quoted strings say nothing about colours: they are blanked before the scan. */
const code = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/'[^'\n]*'|"[^"\n]*"/g, "''");

/** Each colour written in `source`, as `line: what (text)`. */
export function literalColours(source: string): string[] {
  const found: string[] = [];
  code(source)
    .split('\n')
    .forEach((line, index) => {
      // Selectors name classes and ids, not colours (`.is-white`, `#whatsapp-card`).
      const declaration = /^[^{}]*:[^{}]*;?\s*$/.test(line) ? line.replace(/^[^:]*:/, ':') : '';
      for (const [what, pattern] of patterns) {
        const match = pattern.exec(declaration || (line.includes('@include') ? line : ''));
        if (match) found.push(`${index + 1}: ${what} (${match[0]})`);
      }
    });
  return found;
}

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return /\.(s?css)$/.test(entry.name) ? [path] : [];
  });
}

describe('no colour outside the tokens', () => {
  it('finds every way of writing a colour', () => {
    const cases = [
      'color: #fff;',
      'background: #0B3D91;',
      'border-color: #12345678;',
      'color: rgb(0 0 0);',
      'box-shadow: 0 0 4px rgba(0, 0, 0, 0.2);',
      'color: hsl(210 50% 40%);',
      'color: oklch(70% 0.1 200);',
      'color: light-dark(#fff, #000);',
      'background: darken($primary, 10%);',
      'background: tint-color($x, 90%);',
      'color: $white;',
      'border-color: $gray-200;',
      'color: White;',
      'background: linear-gradient(135deg, navy, teal);',
      '@include button-variant($primary, $primary);',
    ];
    for (const declaration of cases)
      expect(literalColours(`.a {\n  ${declaration}\n}`), declaration).not.toEqual([]);
  });

  it('leaves tokens, keywords, names and text alone', () => {
    const clean = [
      '.a {',
      '  color: var(--c-text);',
      '  background: color-mix(in srgb, var(--c-shadow) 20%, transparent);',
      '  border-color: currentColor;',
      '  white-space: nowrap;',
      '  fill: currentcolor;',
      '  color: inherit;',
      '  grid-area: red-zone;',
      "  content: 'white #fff';",
      '  // Darken the blue (#0b3d91) here: a comment.',
      '  /* rgba(0,0,0,.5) */',
      '}',
      '#whatsapp-card, .is-white, [data-tone=red] {',
      '  width: #{$tap-min};',
      '}',
      '@include button-colours(var(--c-primary), var(--c-on-primary), var(--c-primary-hover));',
    ].join('\n');
    expect(literalColours(clean)).toEqual([]);
  });

  const files = stylesheets(src)
    .map((path) => relative(src, path).split('\\').join('/'))
    .filter((path) => !tokenFiles.has(path));

  it('scans the stylesheets', () => {
    expect(files).toEqual(
      expect.arrayContaining(['styles/_layout.scss', 'styles/_pages.scss', 'styles/main.scss']),
    );
  });

  it.each(files)('%s writes no colour of its own', (path) => {
    expect(literalColours(readFileSync(join(src, path), 'utf8'))).toEqual([]);
  });
});
