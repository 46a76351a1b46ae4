/**
 * Byte savings on prerendered HTML that leave the document a browser builds from it unchanged
 * (the same elements, attributes and text), applied where the prerenderer produces the pages.
 *
 * React writes every attribute value in double quotes with `"` escaped, so an element's tag is
 * matched attribute by attribute and a `>` or `/>` inside a value is never taken for its end.
 */
const ATTRIBUTES = String.raw`(?:\s+[^\s"'=/>]+(?:="[^"]*")?)*`;

/** `<use …></use>` → `<use …/>`: in SVG content a self-closed element is the same element. */
const SVG_USE = new RegExp(`<use(${ATTRIBUTES})></use>`, 'g');

/** `<img …/>` → `<img …>`: the slash of a void HTML element means nothing. */
const VOID_SLASH = new RegExp(
  `<(area|br|col|embed|hr|img|input|link|meta|source|track|wbr)(${ATTRIBUTES})\\s*/>`,
  'g',
);

/**
 * End tags the HTML parser implies (the "optional tags" of the HTML standard): an `li` end tag
 * right before the next `li` or the list's end, a `dt`/`dd` end tag right before the next `dt`
 * or `dd` or the list's end, a `p` end tag as below. The parser closes the element at the same place, so the document
 * is the same.
 */
const IMPLIED_END_TAGS = [
  /<\/li>(?=<li\b|<\/ul>|<\/ol>|<\/menu>)/g,
  /<\/(?:dt|dd)>(?=<dt\b|<dd\b|<\/dl>)/g,
  // A `p` before one of the block elements that close it, or before its parent's end tag (a
  // parent of these kinds only: never an `a`, `audio`, `del`, `ins`, `map`, `noscript`, `video`).
  /<\/p>(?=<(?:address|article|aside|blockquote|details|div|dl|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|main|menu|nav|ol|p|pre|section|table|ul)\b|<\/(?:article|aside|blockquote|dd|details|div|figcaption|figure|footer|header|li|main|nav|section)>)/g,
];

/** Elements whose content is raw text (never markup): left as they are. */
const RAW_TEXT = /(<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\2>)/i;

/**
 * React's empty comment between two adjacent pieces of text: it keeps them two text nodes for
 * hydration. Where nothing hydrates, one text node of the same text shows the same.
 */
const TEXT_SEPARATOR = '<!-- -->';

/** HTML that React hydrates in the browser (an island): only changes that keep its nodes as they are. */
export function compactHydratedHtml(html: string): string {
  return html.replace(SVG_USE, '<use$1/>');
}

/**
 * HTML that no script hydrates: also its text separators, void elements' slashes and the end
 * tags the parser implies. `verbatim`:
 * pieces of it (the islands' HTML, hydrated in the browser) to leave exactly as they are.
 */
export function compactStaticHtml(html: string, verbatim: readonly string[] = []): string {
  const kept = [...new Set(verbatim.filter(Boolean))];
  const pieces = kept.length
    ? html.split(new RegExp(`(${kept.map(escapeRegExp).join('|')})`))
    : [html];
  return pieces.map((piece, i) => (i % 2 ? piece : compactOutsideIslands(piece))).join('');
}

function compactOutsideIslands(html: string): string {
  return html
    .split(RAW_TEXT)
    .map((piece, i) =>
      // split() with two groups: text, raw-text element, its tag name, text, …
      i % 3 === 0
        ? IMPLIED_END_TAGS.reduce(
            (text, endTag) => text.replace(endTag, ''),
            piece
              .replace(SVG_USE, '<use$1/>')
              .replace(VOID_SLASH, '<$1$2>')
              .replaceAll(TEXT_SEPARATOR, ''),
          )
        : i % 3 === 1
          ? piece
          : '',
    )
    .join('');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
