import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PurgeCSS } from 'purgecss';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/content/markdown';
import { bareSelectors, dynamicClassPrefixes, purgeOptions } from './css-purge';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('CSS purge', () => {
  it('knows every class name the code composes at run time', () => {
    const composed: string[] = [];
    for (const file of sourceFiles(join(root, 'src'))) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!/className/.test(line)) continue;
        // `prefix-${…}` inside a class string: the purge cannot see the whole name.
        for (const [, prefix] of line.matchAll(/([a-z][\w-]*-)\$\{/g)) {
          if (!dynamicClassPrefixes.some((known) => prefix!.endsWith(known)))
            composed.push(`${relative(root, file)}: ${prefix}\${…}`);
        }
      }
    }
    expect(composed, 'add the prefix to dynamicClassPrefixes or write the class out').toEqual([]);
  });

  it('keeps the rules the site uses and drops the ones it does not', async () => {
    const css = `
      .btn-primary { color: blue }
      .btn-outline-danger { color: red }
      .domain-verdict.is-available .domain-verdict-name { color: green }
      .category-ecommerce .portfolio-thumb { background: teal }
      .Toastify__toast--error { color: red }
      .Toastify__toast-container--top-right { top: 0 }
      .accordion-button.collapsed::after { content: '' }
      .placeholder-wave { opacity: .5 }
      [aria-expanded=true] > .chevron { rotate: 180deg }
      [data-currency='USD'] [data-price='PKR'] { display: none }
      :focus-visible { outline: 3px solid var(--c-accent) }
      .placeholder-wave:focus-visible { outline: 0 }
    `;
    const [result] = await new PurgeCSS().purge({
      ...purgeOptions,
      content: purgeOptions.content.map((glob) => join(root, glob)),
      skippedContentGlobs: purgeOptions.skippedContentGlobs.map((glob) => join(root, glob)),
      css: [{ raw: css }],
    });
    const kept = result!.css;
    for (const selector of [
      '.btn-primary',
      '.domain-verdict.is-available',
      '.category-ecommerce .portfolio-thumb',
      '.Toastify__toast--error',
      '.Toastify__toast-container--top-right',
      "[data-currency='USD'] [data-price='PKR']",
      ':focus-visible { outline: 3px solid var(--c-accent) }',
    ])
      expect(kept, selector).toContain(selector);
    expect(kept).not.toContain('.btn-outline-danger');
    expect(kept).not.toContain('.placeholder-wave');
  });
});

describe('rules of a pseudo-class alone', () => {
  it('are each kept by name: the purge sees no class that uses them', () => {
    const stylesDir = join(root, 'src/styles');
    const bare = readdirSync(stylesDir)
      .filter((name) => name.endsWith('.scss'))
      .flatMap((name) =>
        [...readFileSync(join(stylesDir, name), 'utf8').matchAll(/^(:[a-z-]+)\s*\{/gm)].map(
          ([, selector]) => selector!,
        ),
      )
      // :root matches the document element, which the purge keeps by itself.
      .filter((selector) => selector !== ':root');
    expect(bare).toContain(':focus-visible');
    expect(
      bare.filter((selector) => !(bareSelectors as readonly string[]).includes(selector)),
    ).toEqual([]);
  });
});

describe('the elements Markdown renders to', () => {
  it("keep their rules: the articles' tables, code, quotes and lists", async () => {
    const { html } = renderMarkdown(
      [
        '# Title',
        '## Section',
        '### Sub',
        '#### Minor',
        '##### Small',
        '###### Least',
        'Text with *emphasis*, **strong**, `code`, ~~struck~~ and a [link](https://example.com).[^1]',
        '',
        '> A quote.',
        '',
        '```python',
        'print("code block")',
        '```',
        '',
        '- one',
        '- [x] done',
        '',
        '1. first',
        '',
        '| Plan | Price |',
        '| ---- | ----: |',
        '| Starter | 625 |',
        '',
        '---',
        '',
        '![A chart](/images/insights/chart.webp)',
        '',
        '[^1]: A footnote.',
      ].join('\n'),
    );
    const rendered = [...new Set([...html.matchAll(/<([a-z][a-z0-9]*)/g)].map(([, tag]) => tag!))];
    expect(rendered).toEqual(expect.arrayContaining(['table', 'td', 'pre', 'blockquote', 'del']));
    const css = rendered.map((tag) => `.insight-body ${tag} { color: var(--c-text) }`).join('\n');
    const [result] = await new PurgeCSS().purge({
      ...purgeOptions,
      content: purgeOptions.content.map((glob) => join(root, glob)),
      skippedContentGlobs: purgeOptions.skippedContentGlobs.map((glob) => join(root, glob)),
      css: [{ raw: css }],
    });
    const dropped = rendered.filter((tag) => !result!.css.includes(`.insight-body ${tag} {`));
    expect(dropped).toEqual([]);
  });
});
