/**
 * The editor's preview of an article and a case study in the site's own style: the same
 * classes as the pages (src/features/insights), drawn with the React that Decap's bundle
 * carries (window.h), in a preview frame that loads the site's stylesheet.
 */

type CreateElement = (
  type: string,
  props: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;

/** The part of Decap's preview props the templates use. */
export interface PreviewProps {
  entry: { getIn(path: string[]): unknown };
  widgetFor(name: string): unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The page's top band, as the article and case study pages draw it. */
const header = (h: CreateElement, props: PreviewProps, eyebrow: string) =>
  h(
    'header',
    { className: 'page-header insight-header' },
    h(
      'div',
      { className: 'container insight-column' },
      h('p', { className: 'insight-eyebrow mb-2' }, eyebrow),
      h('h1', null, text(props.entry.getIn(['data', 'title']))),
      h('p', { className: 'lead' }, text(props.entry.getIn(['data', 'description']))),
    ),
  );

const column = (h: CreateElement, ...children: unknown[]) =>
  h(
    'div',
    { className: 'section-tight' },
    h('div', { className: 'container insight-column' }, ...children),
  );

export function articlePreview(h: CreateElement) {
  return function ArticlePreview(props: PreviewProps) {
    const cover = text(props.entry.getIn(['data', 'cover', 'image']));
    return h(
      'article',
      { className: 'insight' },
      header(h, props, 'Insights'),
      column(
        h,
        cover &&
          h('img', {
            className: 'insight-cover',
            src: cover,
            alt: text(props.entry.getIn(['data', 'cover', 'alt'])),
          }),
        h('div', { className: 'insight-body' }, props.widgetFor('body')),
      ),
    );
  };
}

export function caseStudyPreview(h: CreateElement) {
  return function CaseStudyPreview(props: PreviewProps) {
    return h(
      'article',
      { className: 'insight case-study' },
      header(h, props, 'Case study'),
      column(
        h,
        h('h2', { className: 'h4' }, 'The challenge'),
        h('div', { className: 'insight-body' }, props.widgetFor('challenge')),
        h('h2', { className: 'h4' }, 'Our approach'),
        h('div', { className: 'insight-body' }, props.widgetFor('approach')),
      ),
    );
  };
}

/** The site's stylesheet, as its home page links it (none on the development server). */
export async function siteStylesheet(
  fetchPage: () => Promise<string>,
): Promise<string | undefined> {
  const html = await fetchPage();
  return /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
}

/**
 * The preview in the visitor's theme choice on this site (`stored`, from local storage), as the
 * pages show it; with none, the site's stylesheet follows the system's setting. Raw CSS for the
 * preview frame, after the site's stylesheet.
 */
export function themePreviewStyle(
  stored: string | null,
  themes: readonly string[],
): string | undefined {
  return stored && themes.includes(stored) ? `:root:root { color-scheme: ${stored}; }` : undefined;
}
