import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chunkGraphPath } from '../build/chunk-graph-path.ts';
import {
  assetHeaderBudget,
  checkBudgets,
  checkHeaders,
  checkRequiredHeaders,
  checkWire,
  defaultBudget,
  firstResponseBudget,
  headerBytes,
  headerRules,
  idleImports,
  platformHeaderBytes,
  requiredHeaders,
  responseKind,
  servedHeaders,
  urlPathOf,
  wholeLoadBudget,
  wholeLoadScripts,
  initialAssets,
  precacheBudget,
  precacheSize,
  renderBlockingScripts,
  scriptsBeforeFirstPaint,
} from './budgets.ts';

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

/** A built site with a home page, one other page, scripts and its _headers. */
function wireDist(options: { headers?: string; homeBody?: string; idleKb?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'wire-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'about'));
  const script = (name: string, kb = 1) =>
    writeFileSync(join(dir, 'assets', name), randomBytes(kb * 1024).toString('base64'));
  script('shell.js', 20);
  script('home.js');
  script('later.js', options.idleKb ?? 1);
  script('lookups.js', 200);
  const page = (body: string) =>
    `<html><head><meta charset="UTF-8"></head><body>${body}<template id="deferred-scripts"><script type="module" fetchpriority="low" src="/assets/shell.js"></script><link rel="modulepreload" fetchpriority="low" href="/assets/home.js"></template></body></html>`;
  writeFileSync(join(dir, 'index.html'), page(options.homeBody ?? '<h1>Home</h1>'));
  writeFileSync(join(dir, 'about', 'index.html'), page('<h1>About</h1>'));
  writeFileSync(join(dir, 'sw.js'), 'self;');
  writeFileSync(
    join(dir, '_headers'),
    options.headers ?? "/\n  Content-Security-Policy: default-src 'self'\n",
  );
  // The shell loads `later` when idle (a deferred part) and `lookups` on a click.
  const graph = {
    '/assets/shell.js': {
      modules: ['src/main.tsx'],
      imports: [],
      dynamicImports: ['/assets/home.js', '/assets/later.js', '/assets/lookups.js'],
    },
    '/assets/home.js': {
      modules: ['src/pages/home.tsx'],
      imports: ['/assets/shell.js'],
      dynamicImports: [],
    },
    '/assets/later.js': { modules: ['src/footer.tsx'], imports: [], dynamicImports: [] },
    '/assets/lookups.js': { modules: ['src/lookups.ts'], imports: [], dynamicImports: [] },
  };
  return { dir, graph, idle: new Set(['src/footer.tsx']) };
}

const emptyToml = () => {
  const file = join(mkdtempSync(join(tmpdir(), 'toml-')), 'netlify.toml');
  writeFileSync(file, '');
  return file;
};

describe('budgets on the wire', () => {
  it('reads the chunk graph from beside the output folder, never from inside it (it is published)', () => {
    expect(chunkGraphPath(join('/site', 'dist'))).toBe(join('/site', '.dist-chunks.json'));
    expect(chunkGraphPath(join('/tmp', 'v2'))).toBe(join('/tmp', '.v2-chunks.json'));
  });

  it('counts headers as sent: our lines plus what the platform adds', () => {
    expect(headerBytes({})).toBe(platformHeaderBytes);
    expect(headerBytes({ 'X-A': 'b' })).toBe(platformHeaderBytes + 'X-A: b\r\n'.length);
    expect(urlPathOf(join('services', 'seo', 'index.html'))).toBe('/services/seo/');
    expect(urlPathOf('index.html')).toBe('/');
    expect(urlPathOf(join('assets', 'a.js'))).toBe('/assets/a.js');
    expect(responseKind('sw.js')).toBe('worker');
    expect(responseKind('404.html')).toBe('document');
    expect(responseKind(join('assets', 'a.js'))).toBe('script');
    expect(responseKind(join('images', 'a.webp'))).toBe('image');
  });

  it('fails a script whose response carries a long policy, naming it and its header bytes', async () => {
    const policy = `connect-src ${Array.from({ length: 100 }, (_, i) => `https://h${i}.example`).join(' ')}`;
    const { dir } = wireDist({ headers: `/*\n  Content-Security-Policy: ${policy}\n` });
    const { kinds, failures } = checkHeaders(dir, await headerRules(dir, emptyToml()));
    expect(kinds.script!.max).toBeGreaterThan(assetHeaderBudget);
    expect(
      failures.some((f) =>
        /^\/assets\/shell\.js: response headers \d+ B \(budget 2048 B for a script\)$/.test(f),
      ),
    ).toBe(true);
    // The pages may carry it (3 KB allowed for documents): only the 2 KB rule fails here.
    expect(failures.some((f) => f.startsWith('/about/:'))).toBe(false);
  });

  it('passes a policy on the documents only, and fails two rules setting the same header', async () => {
    const ok = wireDist();
    expect(checkHeaders(ok.dir, await headerRules(ok.dir, emptyToml())).failures).toEqual([]);
    const both = wireDist({
      headers:
        "/\n  Content-Security-Policy: default-src 'self'\n/*\n  Content-Security-Policy: default-src 'none'\n",
    });
    const rules = await headerRules(both.dir, emptyToml());
    expect(servedHeaders(rules, '/').conflicts).toEqual(['Content-Security-Policy']);
    expect(checkHeaders(both.dir, rules).failures).toContain(
      '/: Content-Security-Policy is set by more than one header rule',
    );
  });

  it('fails a page or the worker missing a header that acts on documents, and any file without nosniff', async () => {
    const documentRules = (path: string) =>
      `${path}\n${requiredHeaders.document.map((name) => `  ${name}: x\n`).join('')}`;
    const all = `/*\n  X-Content-Type-Options: nosniff\n${['/', '/about/*', '/sw.js'].map(documentRules).join('')}`;
    const ok = wireDist({ headers: all });
    expect(checkRequiredHeaders(ok.dir, await headerRules(ok.dir, emptyToml()), [])).toEqual([]);
    // An unknown path: the not-found page needs the headers of every response (its policy is
    // in its HTML).
    expect(
      checkRequiredHeaders(ok.dir, await headerRules(ok.dir, emptyToml()), ['/nothing']),
    ).toEqual([]);
    const noSniffFile = wireDist({
      headers: all.replace('/*\n  X-Content-Type-Options: nosniff\n', ''),
    });
    expect(
      checkRequiredHeaders(noSniffFile.dir, await headerRules(noSniffFile.dir, emptyToml()), [
        '/nothing',
      ]),
    ).toContain('/nothing: no X-Content-Type-Options header (a not-found page)');
    // The about page's rule lost; scripts carry none of the document headers and that is right.
    const noAbout = wireDist({ headers: all.replace(documentRules('/about/*'), '') });
    const failures = checkRequiredHeaders(
      noAbout.dir,
      await headerRules(noAbout.dir, emptyToml()),
      [],
    );
    expect(failures).toContain('/about/: no Strict-Transport-Security header (a document)');
    expect(failures).toContain('/about/: no X-Frame-Options header (a document)');
    expect(failures.filter((f) => !f.startsWith('/about/:'))).toEqual([]);
    const noNosniff = wireDist({
      headers: all.replace('/*\n  X-Content-Type-Options: nosniff\n', ''),
    });
    expect(
      checkRequiredHeaders(noNosniff.dir, await headerRules(noNosniff.dir, emptyToml()), []),
    ).toContain('/assets/shell.js: no X-Content-Type-Options header (a script)');
  });

  it('follows imports and idle-loaded chunks, not chunks loaded on a click', () => {
    const { dir, graph, idle } = wireDist();
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(wholeLoadScripts(html, graph, idle).sort()).toEqual([
      '/assets/home.js',
      '/assets/later.js',
      '/assets/shell.js',
    ]);
  });

  it('fails a page whose first response does not fit 14 KB, naming the route and the figure', async () => {
    const { dir, graph, idle } = wireDist({ homeBody: randomBytes(16 * 1024).toString('base64') });
    const rules = await headerRules(dir, emptyToml());
    const { rows, failures } = checkWire(dir, ['/', '/about'], rules, graph, idle);
    expect(rows[0]!.firstResponse).toBeGreaterThan(firstResponseBudget);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/: first response \d+\.\d KB \(budget 14\.0 KB\)$/);
    expect(rows[1]!.failures).toEqual([]);
  });

  it('fails a page whose whole load passes its JavaScript budget or request count', async () => {
    const { dir, graph, idle } = wireDist({ idleKb: 120 });
    const rules = await headerRules(dir, emptyToml());
    const { rows, failures } = checkWire(dir, ['/'], rules, graph, idle);
    expect(rows[0]!.js).toBeGreaterThan(wholeLoadBudget.home);
    const budget = (wholeLoadBudget.home / 1024).toFixed(1);
    expect(failures[0]).toMatch(
      new RegExp(`^/: JavaScript over the whole load \\d+\\.\\d KB \\(budget ${budget} KB\\)$`),
    );

    const many = wireDist();
    const shell = many.graph['/assets/shell.js'];
    for (let i = 0; i < 12; i += 1) {
      writeFileSync(join(many.dir, 'assets', `part${i}.js`), 'x');
      many.graph[`/assets/part${i}.js` as '/assets/later.js'] = {
        modules: [`src/part${i}.tsx`],
        imports: [],
        dynamicImports: [],
      };
      shell.dynamicImports.push(`/assets/part${i}.js`);
      many.idle.add(`src/part${i}.tsx`);
    }
    const crowded = checkWire(many.dir, ['/'], rules, many.graph, many.idle);
    expect(crowded.rows[0]!.requests).toBe(15);
    expect(crowded.failures).toContain('/: 15 script requests (budget 12)');
  });

  it("finds the modules loaded once the page has: src/main.tsx's load-time imports", () => {
    const root = mkdtempSync(join(tmpdir(), 'idle-'));
    mkdirSync(join(root, 'src', 'app'), { recursive: true });
    writeFileSync(join(root, 'src', 'main.tsx'), "void import('./app/worker');");
    writeFileSync(join(root, 'src', 'app', 'worker.ts'), '');
    // Loaded on a visitor's action elsewhere: not counted.
    writeFileSync(join(root, 'src', 'app', 'lookups.ts'), '');
    writeFileSync(join(root, 'src', 'app', 'layout.tsx'), "const go = () => import('./lookups');");
    expect([...idleImports(root)].sort()).toEqual(['src/app/worker.ts']);
    writeFileSync(join(root, 'src', 'main.tsx'), "void import('./app/missing');");
    expect(() => idleImports(root)).toThrow(/cannot resolve \.\/app\/missing/);
  });
});
