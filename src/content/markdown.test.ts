import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, renderMarkdown } from './markdown';

describe('renderMarkdown: what a file may put on a page', () => {
  const hostile = [
    'Hello <script>alert(1)</script> world',
    '<img src="/images/x.png" onerror="alert(1)">',
    '<div onclick="alert(1)">click</div>',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<iframe src="https://evil.example"></iframe>',
    '<style>body{display:none}</style>',
    '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
    '![x](javascript:alert(1))',
    '<svg><script>alert(1)</script></svg>',
    '<form action="https://evil.example"><input name="x"></form>',
  ];

  it.each(hostile)('keeps no script, handler or javascript: URL from %s', (markdown) => {
    const { html } = renderMarkdown(markdown);
    expect(html).not.toMatch(/<script|<iframe|<style|<form|<svg/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:text/i);
  });

  it('drops raw HTML altogether, keeping the Markdown around it', () => {
    const { html } = renderMarkdown('Before\n\n<div class="x">raw</div>\n\nAfter *now*');
    expect(html).not.toContain('<div');
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('<em>now</em>');
  });

  it('loads images from this site only, lazily', () => {
    const { html } = renderMarkdown(
      '![a](/images/insights/a.webp) ![b](https://other.example/b.png)',
    );
    expect(html).toContain('src="/images/insights/a.webp"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('other.example');
  });

  it('shows only raster images under /images, as an image field must name, and says which it left out', () => {
    const refused = [
      '/images/insights/diagram.svg',
      '/images/../admin/x.png',
      '/images/insights/page.html',
      '//other.example/a.png',
      'https://other.example/b.png',
      '/icons/icon-192.png',
    ];
    const markdown = [
      '![ok](/images/insights/a.webp)',
      ...refused.map((src, index) => `![${index}](${src})`),
      '![ref][svg]',
      '',
      '[svg]: /images/insights/by-reference.svg',
    ].join('\n');
    const { html, refusedImages } = renderMarkdown(markdown);
    expect(html).toContain('src="/images/insights/a.webp"');
    expect((html.match(/<img/g) ?? []).length).toBe(1);
    expect(refusedImages).toEqual([...refused, '/images/insights/by-reference.svg']);
  });

  it('gives headings ids and an anchor, and makes a first-level heading a second-level one', () => {
    const { html } = renderMarkdown('# Big\n\n## Start small\n\n### Keep it: dependable');
    expect(html).toContain('<h2 id="md-big">');
    expect(html).toContain('<h2 id="md-start-small">');
    expect(html).toContain('<h3 id="md-keep-it-dependable">');
    expect(html).toContain('href="#md-start-small"');
    expect(html).not.toContain('<h1');
  });

  it('prefixes every heading id, per field when a page shows several', () => {
    expect(renderMarkdown('## WhatsApp card').html).toContain('<h2 id="md-whatsapp-card">');
    const challenge = renderMarkdown('## Results\n\n## Results', 'challenge-').html;
    const approach = renderMarkdown('## Results', 'approach-').html;
    const ids = [...`${challenge}${approach}`.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id);
    expect(ids).toEqual(['md-challenge-results', 'md-challenge-results-1', 'md-approach-results']);
    expect(() => renderMarkdown('x', 'Bad"')).toThrow();
  });

  it('opens links to other sites in a new tab, and keeps the site’s own in this one', () => {
    const { html } = renderMarkdown(
      '[out](https://example.com) [in](/contact) [mail](mailto:a@b.c)',
    );
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>',
    );
    expect(html).toContain('<a href="/contact">in</a>');
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>');
  });

  it('counts the words a visitor reads', () => {
    expect(renderMarkdown('One two **three**\n\n- four\n- five').words).toBe(5);
    expect(renderMarkdown('').words).toBe(0);
  });
});

describe('reading time', () => {
  it('is the words at 200 a minute, rounded up, at least one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });

  it('counts words, not punctuation or spaces', () => {
    expect(countWords('  Hello,   world — again!  ')).toBe(3);
    expect(countWords('')).toBe(0);
    expect(countWords('Karachi 2026 کراچی')).toBe(3);
  });
});
