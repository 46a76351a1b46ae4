import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkBudgets, defaultBudget, initialAssets, renderBlockingScripts } from './budgets.mjs';

function fakeDist(extraJsBytes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'budgets-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'about'));
  writeFileSync(join(dir, 'assets', 'main.js'), 'console.log("hello");'.repeat(100));
  writeFileSync(join(dir, 'assets', 'main.css'), 'body{color:red}'.repeat(100));
  // Random bytes do not compress: a deliberately large import.
  writeFileSync(join(dir, 'assets', 'big.js'), randomBytes(extraJsBytes).toString('base64'));
  const head = (preload: boolean) =>
    `<html><head><script type="module" crossorigin src="/assets/main.js"></script>${
      preload ? '<link rel="modulepreload" crossorigin href="/assets/big.js">' : ''
    }<link rel="stylesheet" crossorigin href="/assets/main.css"></head><body></body></html>`;
  writeFileSync(join(dir, 'index.html'), head(false));
  writeFileSync(join(dir, 'about', 'index.html'), head(true));
  return dir;
}

describe('budgets', () => {
  it('finds the scripts, module preloads and stylesheets a page loads at once', () => {
    expect(
      initialAssets(
        '<script type="module" src="/a.js"></script><link rel="modulepreload" href="/b.js"><link rel="stylesheet" href="/c.css"><link rel="icon" href="/i.svg">',
      ),
    ).toEqual({ js: ['/a.js', '/b.js'], css: ['/c.css'] });
  });

  it('passes small pages and fails a route that preloads a deliberately large import', () => {
    const dist = fakeDist(150 * 1024);
    const { rows, ok } = checkBudgets(dist, ['/', '/about']);
    expect(ok).toBe(false);
    expect(rows[0]).toMatchObject({ path: '/', ok: true });
    expect(rows[1]).toMatchObject({ path: '/about', ok: false });
    expect(rows[1]!.js).toBeGreaterThan(defaultBudget.js);
  });

  it('fails a page with a render-blocking script, whatever its size', () => {
    expect(
      renderBlockingScripts(
        '<script type="module" src="/m.js"></script><script src="/a.js" defer></script><script async src="/b.js"></script><script type="application/ld+json">{}</script><script src="/blocking.js"></script>',
      ),
    ).toEqual(['/blocking.js']);
    const dist = fakeDist(0);
    writeFileSync(join(dist, 'index.html'), '<html><head><script src="/assets/main.js"></script>');
    const { rows, ok } = checkBudgets(dist, ['/']);
    expect(ok).toBe(false);
    expect(rows[0]!.blocking).toEqual(['/assets/main.js']);
  });

  it('honours per-route budgets', () => {
    const dist = fakeDist(150 * 1024);
    const { ok } = checkBudgets(dist, ['/about'], { '/about': { js: 400 * 1024 } });
    expect(ok).toBe(true);
  });
});
