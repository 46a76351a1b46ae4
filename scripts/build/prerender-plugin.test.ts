import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint } from './after-first-paint';
import { assertRendered, fillTemplate, sitemapXml } from './prerender-plugin';
import { withHeadMeta } from './security-headers';

describe('prerender helpers', () => {
  it('writes a sitemap with one <loc> per URL', () => {
    const xml = sitemapXml(['https://a.example/', 'https://a.example/b']);
    expect(xml).toContain('<loc>https://a.example/</loc>');
    expect(xml).toContain('<loc>https://a.example/b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('gives a URL the date its page last changed when it has one (an article)', () => {
    const xml = sitemapXml([
      { url: 'https://a.example/insights/x', lastmod: '2026-11-03' },
      { url: 'https://a.example/b' },
    ]);
    expect(xml).toContain(
      '<url><loc>https://a.example/insights/x</loc><lastmod>2026-11-03</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://a.example/b</loc></url>');
  });
});

describe('the page in the template', () => {
  const template = '<head><!--app-head--></head><body><div id="root"><!--app-html--></div></body>';

  it('keeps a `$` in the content as typed', () => {
    const html = fillTemplate(template, '<title>Save $$ & $&</title>', '<p>Save $$ $1 $`</p>');
    expect(html).toContain('<title>Save $$ & $&</title>');
    expect(html).toContain('<p>Save $$ $1 $`</p>');
  });

  it('writes the built template as the parser reads it, without its layout bytes', () => {
    const template = [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '    <!--app-head-->',
      '  </head>',
      '  <body>',
      '    <div id="root"><!--app-html--></div>',
      '    <script type="module" crossorigin src="/assets/index-AbC.js"></script>',
      '  </body>',
      '</html>',
      '',
    ].join('\n');
    const html = loadScriptsAfterFirstPaint(
      withHeadMeta(fillTemplate(template, '<title>T</title>', '<p>x</p>'), '<meta name="m">'),
    );
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="m"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>T</title></head><body><div id="root"><p>x</p></div><template id="deferred-scripts"><script type="module" fetchpriority="low" crossorigin src="/assets/index-AbC.js"></script></template></body></html>',
    );
  });

  it('fails a page holding a failed Suspense boundary, naming the page and its file', () => {
    expect(() =>
      assertRendered('<p>ok</p><!--$--><p>part</p><!--/$-->', '/a', 'dist/a'),
    ).not.toThrow();
    expect(() =>
      assertRendered(
        '<main><!--$!--><template></template><!--/$--></main>',
        '/privacy-policy',
        'dist/privacy-policy/index.html',
      ),
    ).toThrow(
      'The page /privacy-policy (dist/privacy-policy/index.html) has a part whose prerender failed (<!--$!-->): visitors would see it blank.',
    );
  });
});
