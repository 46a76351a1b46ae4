import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareHtml, withoutAssetHashes } from './compare-html.ts';

function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'compare-html-'));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), html);
  }
  return dir;
}

describe('compare-html', () => {
  it('drops only the hash of hashed asset names', () => {
    expect(
      withoutAssetHashes(
        '<script src="/assets/shell-AbC12_x9.js"></script><use href="/assets/icons-Yn1XMBRr.svg#x">',
      ),
    ).toBe('<script src="/assets/shell.js"></script><use href="/assets/icons.svg#x">');
    expect(withoutAssetHashes('/images/logo-dark.svg')).toBe('/images/logo-dark.svg');
  });

  it('passes identical pages and reports each changed, new or missing page', () => {
    const before = site({ 'index.html': '<p>a</p>', 'faqs/index.html': '<p>b</p>', 'x.html': '' });
    expect(
      compareHtml(
        before,
        site({ 'index.html': '<p>a</p>', 'faqs/index.html': '<p>b</p>', 'x.html': '' }),
      ).problems,
    ).toEqual([]);
    const { problems } = compareHtml(
      before,
      site({ 'index.html': '<p>A</p>', 'faqs/index.html': '<p>b</p>', 'y.html': '' }),
    );
    expect(problems).toEqual([
      'x.html: missing from the new build',
      expect.stringMatching(/^index\.html: differs at line 1, character 3/),
      'y.html: new page',
    ]);
  });

  it('sees a changed hash only when asked for exact comparison', () => {
    const before = site({ 'index.html': '<script src="/assets/shell-AAAAAAAA.js">' });
    const after = site({ 'index.html': '<script src="/assets/shell-BBBBBBBB.js">' });
    expect(compareHtml(before, after).problems).toEqual([]);
    expect(compareHtml(before, after, { exact: true }).problems).toHaveLength(1);
  });
});
