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
  formIslandsOf,
  islandBudget,
  islandScripts,
  defaultBudget,
  firstResponseBudget,
  headerBytes,
  headerRules,
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
import type { ChunkGraph } from './budgets.ts';

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
function wireDist(
  options: { headers?: string; homeBody?: string; importKb?: number; islandKb?: number } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'wire-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'about'));
  mkdirSync(join(dir, 'contact'));
  mkdirSync(join(dir, 'estimate'));
  const script = (name: string, kb = 1) =>
    writeFileSync(join(dir, 'assets', name), randomBytes(kb * 1024).toString('base64'));
  script('shell.js', 2);
  script('home.js');
  script('later.js', options.importKb ?? 1);
  script('lookups.js', 200);
  script('contact-form.js', options.islandKb ?? 10);
  script('hydrate-island.js', 1);
  script('react.js', 20);
  script('project-estimator.js', options.islandKb ?? 10);
  const page = (body: string) =>
    `<html><head><meta charset="UTF-8"></head><body>${body}<template id="deferred-scripts"><script type="module" fetchpriority="low" src="/assets/shell.js"></script><link rel="modulepreload" fetchpriority="low" href="/assets/home.js"></template></body></html>`;
  writeFileSync(join(dir, 'index.html'), page(options.homeBody ?? '<h1>Home</h1>'));
  writeFileSync(join(dir, 'about', 'index.html'), page('<h1>About</h1>'));
  writeFileSync(
    join(dir, 'contact', 'index.html'),
    page('<h1>Contact</h1><div class="island" data-island="contact-form"><form></form></div>'),
  );
  writeFileSync(
    join(dir, 'estimate', 'index.html'),
    page(
      '<h1>Estimate</h1><div class="island" data-island="project-estimator"><form></form></div>',
    ),
  );
  writeFileSync(join(dir, 'sw.js'), 'self;');
  writeFileSync(
    join(dir, '_headers'),
    options.headers ?? "/\n  Content-Security-Policy: default-src 'self'\n",
  );
  // The shell imports `later` (a static import: loaded with it), and loads `lookups` on a click
  // and the contact form's island (with React and the hydration code) when the visitor reaches
  // for the form.
  const graph: ChunkGraph = {
    '/assets/shell.js': {
      modules: ['src/main.tsx'],
      imports: ['/assets/later.js'],
      dynamicImports: [
        '/assets/lookups.js',
        '/assets/contact-form.js',
        '/assets/hydrate-island.js',
      ],
    },
    '/assets/home.js': {
      modules: ['src/pages/home.tsx'],
      imports: ['/assets/shell.js'],
      dynamicImports: [],
    },
    '/assets/later.js': { modules: ['src/lib/later.ts'], imports: [], dynamicImports: [] },
    '/assets/lookups.js': { modules: ['src/lookups.ts'], imports: [], dynamicImports: [] },
    '/assets/contact-form.js': {
      modules: ['src/features/contact/contact-form.tsx', 'src/features/contact/contact-field.tsx'],
      imports: ['/assets/react.js', '/assets/later.js'],
      dynamicImports: [],
    },
    '/assets/project-estimator.js': {
      modules: ['src/features/pricing/project-estimator.tsx'],
      imports: ['/assets/react.js'],
      dynamicImports: [],
    },
    '/assets/hydrate-island.js': {
      modules: ['src/app/hydrate-island.tsx', 'src/app/island-boundary.tsx'],
      imports: ['/assets/react.js'],
      dynamicImports: [],
    },
    '/assets/react.js': {
      modules: ['node_modules/react-dom/client.js'],
      imports: [],
      dynamicImports: [],
    },
  };
  return { dir, graph };
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
    const all = `/*\n  X-Content-Type-Options: nosniff\n${['/', '/about/*', '/contact/*', '/estimate/*', '/sw.js'].map(documentRules).join('')}`;
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

  it('follows static imports only: not chunks loaded on a click or when a form is reached for', () => {
    const { dir, graph } = wireDist();
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(wholeLoadScripts(html, graph).sort()).toEqual([
      '/assets/home.js',
      '/assets/later.js',
      '/assets/shell.js',
    ]);
    // The same for a page with a form: its island is counted apart.
    const contact = readFileSync(join(dir, 'contact', 'index.html'), 'utf8');
    expect(wholeLoadScripts(contact, graph).sort()).toEqual(wholeLoadScripts(html, graph).sort());
  });

  it('counts what the page script loads on every page once loaded, with what it imports', () => {
    const { dir, graph } = wireDist();
    graph['/assets/vitals.js'] = {
      modules: ['src/features/vitals/vitals-beacon.ts'],
      imports: ['/assets/web-vitals.js'],
      dynamicImports: [],
    };
    graph['/assets/web-vitals.js'] = {
      modules: ['node_modules/web-vitals/dist/web-vitals.js'],
      imports: [],
      dynamicImports: [],
    };
    graph['/assets/shell.js']!.dynamicImports.push('/assets/vitals.js');
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(wholeLoadScripts(html, graph).sort()).toEqual([
      '/assets/home.js',
      '/assets/later.js',
      '/assets/shell.js',
      '/assets/vitals.js',
      '/assets/web-vitals.js',
    ]);
    // A page that does not load the page's script loads none of it.
    const bare = '<html><body><script type="module" src="/assets/later.js"></script></body></html>';
    expect(wholeLoadScripts(bare, graph)).toEqual(['/assets/later.js']);
  });

  it("counts a form's island apart: its chunk, the hydration code and their imports, less what the page loaded", () => {
    const { dir, graph } = wireDist();
    const home = readFileSync(join(dir, 'index.html'), 'utf8');
    const contact = readFileSync(join(dir, 'contact', 'index.html'), 'utf8');
    expect(formIslandsOf(home)).toEqual([]);
    expect(islandScripts(home, graph, [])).toEqual([]);
    expect(formIslandsOf(contact).map((island) => island.module)).toEqual([
      'features/contact/contact-form',
    ]);
    const loaded = wholeLoadScripts(contact, graph);
    expect(islandScripts(contact, graph, loaded).sort()).toEqual([
      '/assets/contact-form.js',
      '/assets/hydrate-island.js',
      '/assets/react.js',
    ]);
    // A host of a name that is no island, or a form of the page outside a host, is none.
    expect(formIslandsOf('<div data-island="nonsense"></div><form></form>')).toEqual([]);
  });

  it('fails a page whose first response does not fit 14 KB, naming the route and the figure', async () => {
    const { dir, graph } = wireDist({ homeBody: randomBytes(16 * 1024).toString('base64') });
    const rules = await headerRules(dir, emptyToml());
    const { rows, failures } = checkWire(dir, ['/', '/about'], rules, graph);
    expect(rows[0]!.firstResponse).toBeGreaterThan(firstResponseBudget);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/: first response \d+\.\d KB \(budget 14\.0 KB\)$/);
    expect(rows[1]!.failures).toEqual([]);
  });

  it('fails a page whose whole load passes its JavaScript budget (a page with a form has the larger one)', async () => {
    const rules = await headerRules(wireDist().dir, emptyToml());
    const small = wireDist();
    const fits = checkWire(small.dir, ['/', '/contact'], rules, small.graph);
    expect(fits.failures).toEqual([]);
    expect(fits.rows.map((row) => row.jsBudget)).toEqual([
      wholeLoadBudget.other,
      wholeLoadBudget.withForm,
    ]);
    expect(fits.rows[0]!.island).toBe(0);
    expect(fits.rows[1]!.island).toBeGreaterThan(0);

    const { dir, graph } = wireDist({ importKb: 12 });
    const { rows, failures } = checkWire(dir, ['/', '/contact'], rules, graph);
    expect(rows[0]!.js).toBeGreaterThan(wholeLoadBudget.other);
    expect(rows[0]!.js).toBeLessThan(wholeLoadBudget.withForm);
    const budget = (wholeLoadBudget.other / 1024).toFixed(1);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      new RegExp(`^/: JavaScript over the whole load \\d+\\.\\d KB \\(budget ${budget} KB\\)$`),
    );

    const heavy = wireDist({ importKb: 80 });
    const over = checkWire(heavy.dir, ['/contact'], rules, heavy.graph);
    expect(over.failures).toEqual([
      expect.stringMatching(
        new RegExp(
          `^/contact: JavaScript over the whole load \\d+\\.\\d KB \\(budget ${(wholeLoadBudget.withForm / 1024).toFixed(1)} KB\\)$`,
        ),
      ),
    ]);
  });

  it('counts the island of a page that is its island (the estimator) in its whole load', async () => {
    const { dir, graph } = wireDist();
    const rules = await headerRules(dir, emptyToml());
    const { rows, failures } = checkWire(dir, ['/contact', '/estimate'], rules, graph);
    const [contact, estimate] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(failures).toEqual([]);
    // The same page script; the estimator's island, React and the hydration code load with it.
    expect(estimate.requests).toBe(contact.requests + 3);
    expect(estimate.js).toBeGreaterThan(contact.js + 20 * 1024);
    expect(estimate.island).toBe(0);
    expect(estimate.jsBudget).toBe(wholeLoadBudget.other + islandBudget);

    const heavy = wireDist({ islandKb: 80 });
    const over = checkWire(heavy.dir, ['/estimate'], rules, heavy.graph);
    expect(over.failures).toEqual([
      expect.stringMatching(
        /^\/estimate: JavaScript over the whole load \d+\.\d KB \(budget 89\.5 KB\)$/,
      ),
    ]);
  });

  it("fails a form's island over its budget", async () => {
    const { dir, graph } = wireDist({ islandKb: 80 });
    const rules = await headerRules(dir, emptyToml());
    const { rows, failures } = checkWire(dir, ['/', '/contact'], rules, graph);
    expect(rows[1]!.island).toBeGreaterThan(islandBudget);
    expect(failures).toEqual([
      expect.stringMatching(
        new RegExp(
          `^/contact: a form's island \\d+\\.\\d KB \\(budget ${(islandBudget / 1024).toFixed(1)} KB\\)$`,
        ),
      ),
    ]);
  });

  it('fails a page over the script request count', async () => {
    const many = wireDist();
    const rules = await headerRules(many.dir, emptyToml());
    const shell = many.graph['/assets/shell.js']!;
    for (let i = 0; i < 12; i += 1) {
      writeFileSync(join(many.dir, 'assets', `part${i}.js`), 'x');
      many.graph[`/assets/part${i}.js`] = {
        modules: [`src/part${i}.tsx`],
        imports: [],
        dynamicImports: [],
      };
      shell.imports.push(`/assets/part${i}.js`);
    }
    const crowded = checkWire(many.dir, ['/'], rules, many.graph);
    expect(crowded.rows[0]!.requests).toBe(15);
    expect(crowded.failures).toContain(
      `/: 15 script requests (budget ${wholeLoadBudget.requests})`,
    );
  });
});
