import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAll } from '../../src/entry-server';
import {
  earlyDraftScript,
  faqTargetScript,
  pageControlsScript,
} from '../../src/app/inline-scripts';
import { speculationRules } from '../../src/lib/speculation-rules';
import { loadScriptsAfterFirstPaint } from './after-first-paint';
import {
  builtPages,
  cspHash,
  cspHashes,
  effectiveSources,
  inlineContent,
  inlineContentAdditions,
} from './csp-hashes';
import { contentSecurityPolicy, cspHeaderValue } from './security-headers';

const template = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

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

  it('hashes inline speculation rules too (the policy governs them as scripts)', () => {
    expect(
      inlineContent('<script type="speculationrules">{"prefetch":[]}</script>').scripts,
    ).toEqual(['{"prefetch":[]}']);
  });

  it('counts as pages only the files the prerenderer wrote: no upload, no editor', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    mkdirSync(join(dir, 'a', 'b'), { recursive: true });
    mkdirSync(join(dir, 'admin'), { recursive: true });
    mkdirSync(join(dir, 'images', 'insights'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<script>one()</script>');
    writeFileSync(join(dir, 'a', 'b', 'index.html'), '<script>two()</script>');
    writeFileSync(join(dir, 'a', 'x.js'), 'three()');
    writeFileSync(join(dir, 'admin', 'index.html'), '<script>editor()</script>');
    writeFileSync(join(dir, 'images', 'insights', 'x.html'), '<script>stealToken()</script>');
    const pages = builtPages(dir, ['index.html', join('a', 'b', 'index.html')]);
    expect([...pages.keys()]).toEqual([join('a', 'b', 'index.html'), 'index.html']);
    // The pages' inline scripts, and the speculation rules every page's script inserts.
    expect(inlineContentAdditions(pages)['script-src']).toEqual(
      [cspHash('one()'), cspHash('two()'), cspHash(speculationRules())].sort(),
    );
  });

  it('the generated policy allows exactly the inline scripts of every prerendered page', async () => {
    // Written as the prerenderer writes them (scripts/build/prerender-plugin.ts).
    const dir = mkdtempSync(join(tmpdir(), 'csp-pages-'));
    const pages = await renderAll();
    expect(pages.length).toBeGreaterThan(20);
    const files: string[] = [];
    for (const [index, page] of pages.entries()) {
      mkdirSync(join(dir, String(index)));
      files.push(join(String(index), 'index.html'));
      writeFileSync(
        join(dir, String(index), 'index.html'),
        loadScriptsAfterFirstPaint(
          template.replace('<!--app-head-->', page.head).replace('<!--app-html-->', page.html),
        ),
      );
    }
    const policy = cspHeaderValue(
      contentSecurityPolicy(inlineContentAdditions(builtPages(dir, files))),
    );
    // The head script (the page's controls, the install offer, the script loader), the contact
    // page's early draft, the FAQs page's opening of the FAQ the address names, and the
    // speculation rules the page's script inserts, hashed independently.
    const expected = [pageControlsScript, earlyDraftScript, faqTargetScript, speculationRules()]
      .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
      .sort();
    expect(effectiveSources(policy, 'script-src')).toEqual(["'self'", ...expected]);
    expect(effectiveSources(policy, 'style-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-hashes|unsafe-eval/);
  });

  it('refuses a page with a style attribute (no hash can allow it)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-style-'));
    writeFileSync(join(dir, 'index.html'), '<p style="color:red">x</p>');
    expect(() => inlineContentAdditions(builtPages(dir, ['index.html']))).toThrow(
      /style attribute/,
    );
  });
});
