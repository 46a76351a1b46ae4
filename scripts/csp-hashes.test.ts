import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAll } from '../src/entry-server';
import { loadScriptsAfterFirstPaint } from './after-first-paint';
import { cspHash, cspHashes, directiveSources, htmlPages, inlineContent } from './csp-hashes';

const toml = readFileSync(new URL('../netlify.toml', import.meta.url), 'utf8');
const policy = toml.match(/Content-Security-Policy = "([^"]+)"/)?.[1] ?? '';
const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('CSP hashes of inline content', () => {
  it('hashes exactly the executable inline scripts and style blocks', () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script>run()</script><script type="module">go()</script><script type="module" src="/m.js"></script><style>p{color:red}</style>';
    expect(inlineContent(html)).toEqual({
      scripts: ['run()', 'go()'],
      styles: ['p{color:red}'],
      styleAttributes: 0,
    });
    expect(cspHash('run()')).toBe(
      `'sha256-${createHash('sha256').update('run()').digest('base64')}'`,
    );
    // The same script on two pages is one source.
    expect(cspHashes([html, '<script>run()</script>']).scriptSrc).toHaveLength(2);
  });

  it('finds every page of a built folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    mkdirSync(join(dir, 'a', 'b'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<script>one()</script>');
    writeFileSync(join(dir, 'a', 'b', 'index.html'), '<script>two()</script>');
    writeFileSync(join(dir, 'a', 'x.js'), 'three()');
    expect(cspHashes(htmlPages(dir)).scriptSrc).toEqual(
      [cspHash('one()'), cspHash('two()')].sort(),
    );
  });

  it("netlify.toml's policy allows exactly the inline content of every prerendered page", async () => {
    // Composed as the prerenderer composes them (scripts/prerender-plugin.ts).
    const pages = (await renderAll()).map((page) =>
      loadScriptsAfterFirstPaint(
        template.replace('<!--app-head-->', page.head).replace('<!--app-html-->', page.html),
      ),
    );
    expect(pages.length).toBeGreaterThan(20);
    const hashes = cspHashes(pages);
    // The install-offer and early-click capture and the script loader; a change to any of them
    // changes the policy.
    expect(hashes.scriptSrc).toHaveLength(3);
    expect(directiveSources(policy, 'script-src')).toEqual(["'self'", ...hashes.scriptSrc]);
    expect(directiveSources(policy, 'style-src')).toEqual(["'self'", ...hashes.styleSrc]);
    for (const html of pages) expect(inlineContent(html).styleAttributes).toBe(0);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-hashes/);
  });
});
