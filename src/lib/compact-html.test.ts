// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { compactHydratedHtml, compactStaticHtml } from './compact-html';

// The test environment's document (jsdom): this module itself runs where there is none.
const { document } = globalThis;

/** The document a browser builds from some HTML of a body, as markup. */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}
/** Its text nodes joined per element: what a visitor reads. */
function text(html: string): string {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div.textContent ?? '';
}

const icon =
  '<svg width="16" height="16" class="icon" aria-hidden="true"><use href="/i.svg#x"></use></svg>';
const island = `<div data-island="form"><p>A <!-- -->b</p>${icon}<img src="/a.png" alt=""/></div>`;
const page = `<p>Since <!-- -->2007<!-- -->.</p>${icon}<img src="/a.png" alt="Logo"/>${island}<br/>`;

describe('compactStaticHtml', () => {
  it('is shorter and builds the same elements, attributes and text', () => {
    const compact = compactStaticHtml(page, [island]);
    expect(compact.length).toBeLessThan(page.length);
    expect(compact.replace(island, '')).not.toContain('></use>');
    expect(compact).toContain('<p>Since 2007.</p>');
    expect(compact).toContain('<img src="/a.png" alt="Logo">');
    const outside = (html: string) => parsed(html.replace(island, ''));
    expect(outside(compact)).toBe(outside(page).replaceAll('<!-- -->', ''));
    expect(text(compact)).toBe(text(page));
  });

  it('leaves the islands it is given exactly as they are', () => {
    const compact = compactStaticHtml(page, [island]);
    expect(compact).toContain(island);
    expect(compact.split('<!-- -->')).toHaveLength(2);
  });

  it('never takes a > or /> inside an attribute value for the end of a tag', () => {
    const html = '<img alt="a /> b" src="/x.png"/><use href="#a>b" class="x"></use>';
    const compact = compactStaticHtml(html);
    expect(compact).toBe('<img alt="a /> b" src="/x.png"><use href="#a>b" class="x"/>');
    expect(parsed(`<svg>${compact}</svg>`)).toBe(parsed(`<svg>${html}</svg>`));
  });

  it('leaves text that merely looks like markup, and raw-text elements, as they are', () => {
    const html =
      '<p>&lt;use&gt;&lt;/use&gt; &lt;!-- --&gt;</p><script>"<!-- -->"</script><textarea><!-- --></textarea><style>a{}</style>';
    expect(compactStaticHtml(html)).toBe(html);
  });

  it('leaves out the end tags the parser implies, and only those', () => {
    const html =
      '<ul><li>a</li><li class="x">b<ul><li>c</li></ul></li></ul><ol><li>d</li></ol><dl><dt>e</dt><dd>f</dd><dt>g</dt><dd>h</dd></dl><li>i</li><p>j</p><link href="/l">';
    const compact = compactStaticHtml(html);
    expect(compact).toBe(
      '<ul><li>a<li class="x">b<ul><li>c</ul></ul><ol><li>d</ol><dl><dt>e<dd>f<dt>g<dd>h</dl><li>i</li><p>j</p><link href="/l">',
    );
    expect(parsed(compact)).toBe(parsed(html));
  });

  it('leaves out a paragraph end tag only where the parser closes the paragraph there', () => {
    const html =
      '<div><p>a</p><p>b</p><ul><li><p>c</p></li></ul><p>d</p><h2>e</h2><section><p>f</p></section><a href="/"><p>g</p></a><p>h</p><span>i</span><button><p>j</p></button><p>k</p></div>';
    const compact = compactStaticHtml(html);
    expect(compact).toBe(
      '<div><p>a<p>b<ul><li><p>c</p></ul><p>d<h2>e</h2><section><p>f</section><a href="/"><p>g</p></a><p>h</p><span>i</span><button><p>j</p></button><p>k</div>',
    );
    expect(parsed(compact)).toBe(parsed(html));
  });

  it('keeps other comments (Suspense boundaries) and empty input', () => {
    expect(compactStaticHtml('<!--$--><p>a</p><!--/$-->')).toBe('<!--$--><p>a</p><!--/$-->');
    expect(compactStaticHtml('')).toBe('');
    expect(compactStaticHtml('<p>x</p>', ['', '<p>x</p>'])).toBe('<p>x</p>');
  });
});

describe('compactHydratedHtml', () => {
  it('self-closes icons only, leaving every node React hydrates', () => {
    const compact = compactHydratedHtml(island);
    expect(compact).toContain('<use href="/i.svg#x"/>');
    expect(compact).toContain('A <!-- -->b');
    expect(compact).toContain('alt=""/>');
    expect(parsed(compact)).toBe(parsed(island));
  });
});
