import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  defaultBudget,
  initialAssets,
  precacheBudget,
  precacheSize,
  renderBlockingScripts,
  scriptsBeforeFirstPaint,
} from './budgets.mjs';

function fakeDist(extraJsBytes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'budgets-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'about'));
  writeFileSync(join(dir, 'assets', 'main.js'), 'console.log("hello");'.repeat(100));
  writeFileSync(join(dir, 'assets', 'main.css'), 'body{color:red}'.repeat(100));
  // Random bytes do not compress: a deliberately large import.
  writeFileSync(join(dir, 'assets', 'big.js'), randomBytes(extraJsBytes).toString('base64'));
  // As built: the scripts wait in an inert template until after the first paint.
  const head = (preload: boolean) =>
    `<html><head><link rel="stylesheet" crossorigin href="/assets/main.css"></head><body><template id="deferred-scripts"><script type="module" fetchpriority="low" crossorigin src="/assets/main.js"></script>${
      preload
        ? '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/big.js">'
        : ''
    }</template></body></html>`;
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

  it('fails a page whose head requests a script at high priority before the first paint', () => {
    const page = (head: string) =>
      `<html><head>${head}<link rel="stylesheet" href="/c.css"></head><body><h1>Hi</h1><template><script type="module" src="/later.js"></script><link rel="modulepreload" href="/later-too.js"></template></body></html>`;
    expect(scriptsBeforeFirstPaint(page(''))).toEqual([]);
    expect(
      scriptsBeforeFirstPaint(page('<script type="module" crossorigin src="/m.js"></script>')),
    ).toEqual(['/m.js']);
    expect(
      scriptsBeforeFirstPaint(page('<link rel="modulepreload" crossorigin href="/p.js">')),
    ).toEqual(['/p.js']);
    expect(
      scriptsBeforeFirstPaint(
        page('<link rel="modulepreload" fetchpriority="high" crossorigin href="/p.js">'),
      ),
    ).toEqual(['/p.js']);
    // At low priority it cannot hold the paint back; a classic script blocks the parser anyway.
    expect(
      scriptsBeforeFirstPaint(
        page(
          '<script type="module" fetchpriority="low" src="/m.js"></script><link rel="modulepreload" fetchpriority="low" href="/p.js">',
        ),
      ),
    ).toEqual([]);
    expect(
      scriptsBeforeFirstPaint(page('<script fetchpriority="low" src="/c.js"></script>')),
    ).toEqual(['/c.js']);

    const dist = fakeDist(0);
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><script type="module" crossorigin src="/assets/main.js"></script><link rel="stylesheet" href="/assets/main.css"></head><body></body></html>',
    );
    const { rows, ok } = checkBudgets(dist, ['/']);
    expect(ok).toBe(false);
    expect(rows[0]!.blocking).toEqual(['/assets/main.js']);
  });

  it("reports the service worker's precache, compressed as transferred", () => {
    const dir = mkdtempSync(join(tmpdir(), 'precache-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<p>hello</p>'.repeat(1000));
    // Random bytes do not compress: a PNG counts as it is.
    writeFileSync(join(dir, 'assets', 'big.png'), randomBytes(precacheBudget));
    writeFileSync(
      join(dir, 'sw.js'),
      'precache([{"revision":"abc","url":"index.html"},{"revision":null,"url":"assets/big.png"}]);',
    );
    const size = precacheSize(dir);
    expect(size.entries).toBe(2);
    expect(size.raw).toBeGreaterThan(precacheBudget + 12_000);
    // The repeated HTML shrinks to a few hundred bytes; the PNG stays over the budget.
    expect(size.compressed).toBeLessThan(size.raw - 11_000);
    expect(size.compressed).toBeGreaterThan(precacheBudget);
  });

  it('honours per-route budgets', () => {
    const dist = fakeDist(150 * 1024);
    const { ok } = checkBudgets(dist, ['/about'], { '/about': { js: 400 * 1024 } });
    expect(ok).toBe(true);
  });
});
