import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
// The module behind workbox-core's cacheNames: the package's index needs a worker's `self`.
import { cacheNames as workboxCacheNames } from 'workbox-core/_private/cacheNames.js';
import { describe, expect, it } from 'vitest';
import { browserStorage, notBrowserStorage, WORKBOX_PRECACHE_NAME } from './browser-storage';

const workboxPrecacheName = workboxCacheNames.getPrecacheName();
const root = fileURLToPath(new URL('../../..', import.meta.url));
const REGISTRY = 'src/pages/legal/browser-storage.ts';

/** Source files of the site and its service worker, tests excluded. */
function sourceFiles(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return isSource && entry.name !== 'test-setup.ts' ? [path] : [];
  });
}

interface Source {
  file: string;
  text: string;
}

interface StorageUse {
  /** "src/features/pricing/currency.ts:23" */
  where: string;
  api: string;
  /** The name as the code passes it; null when it cannot be read from the source. */
  name: string | null;
  /** The constant the name came from, or the argument as written when it cannot be read. */
  written: string;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** `const NAME = 'literal'` anywhere in the sources, to resolve a name passed by constant. */
function stringConstants(sources: Source[]): Map<string, Set<string>> {
  const constants = new Map<string, Set<string>>();
  for (const { text } of sources)
    for (const match of text.matchAll(
      /\bconst\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(['"`])([^'"`$]*)\2/g,
    ))
      constants.set(match[1]!, (constants.get(match[1]!) ?? new Set()).add(match[3]!));
  return constants;
}

/**
 * Parameter names of the functions in a file: a storage call whose name is a parameter is a
 * helper (readList(key) ...), and the names it is given are found where they are defined, as
 * _KEY/_NAME constants.
 */
function parameterNames(text: string): Set<string> {
  const names = new Set<string>();
  const lists = [
    ...text.matchAll(/\bfunction\b\s*[\w$]*\s*(?:<[^>]*>)?\s*\(([^)]*)\)/g),
    ...text.matchAll(/\(([^()]*)\)\s*(?::\s*[^=;{()]+)?=>/g),
  ];
  for (const [, list] of lists)
    for (const parameter of list!.split(','))
      names.add(/^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)/.exec(parameter)?.[1] ?? '');
  return names;
}

/**
 * Every place the sources touch browser storage: Web Storage get/set/remove, IndexedDB opens,
 * Cache Storage opens, Workbox background-sync queues and the Workbox precache, cookies, and every
 * constant whose name ends in _KEY or _NAME (the convention for storage names).
 */
function storageUses(sources: Source[]): StorageUse[] {
  const constants = stringConstants(sources);
  const resolve = (argument: string): string | null => {
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(argument);
    if (literal) return literal[2]!;
    const values = constants.get(argument);
    return values?.size === 1 ? [...values][0]! : null;
  };
  const patterns: [RegExp, string][] = [
    [/\.(?:getItem|setItem|removeItem)\(\s*([^,)]+)/g, 'Web Storage (localStorage/sessionStorage)'],
    [/\bopenDB\(\s*([^,)]+)/g, 'IndexedDB'],
    [/\bcaches\.open\(\s*([^,)]+)/g, 'Cache Storage'],
    [/\bnew\s+Queue\(\s*([^,)]+)/g, 'IndexedDB (Workbox background-sync queue)'],
  ];
  // In a file that uses IndexedDB, any .open() but caches.open and window.open opens a database
  // (indexedDB.open, or an injected IDBFactory's open).
  const idbOpen: [RegExp, string] = [
    /\b(?!caches\.|window\.)[\w$]+\.open\(\s*([^,)]+)/g,
    'IndexedDB',
  ];
  const uses: StorageUse[] = [];
  for (const { file, text } of sources) {
    const at = (index: number) => `${file}:${lineOf(text, index)}`;
    const parameters = parameterNames(text);
    const usesIndexedDb = /\b(?:indexedDB|IDBFactory)\b/.test(text);
    for (const [pattern, api] of usesIndexedDb ? [...patterns, idbOpen] : patterns)
      for (const match of text.matchAll(pattern)) {
        const written = match[1]!.trim();
        // The worker opening Workbox's own precache (to fill it again) is the precache itself.
        if (api === 'Cache Storage' && written === 'cacheNames.precache') {
          uses.push({
            where: at(match.index),
            api: 'Cache Storage (Workbox precache)',
            name: workboxPrecacheName,
            written: 'the Workbox precache',
          });
          continue;
        }
        const name = resolve(written);
        // A helper's parameter: the names passed in are checked as constants.
        if (name === null && parameters.has(written)) continue;
        uses.push({ where: at(match.index), api, name, written });
      }
    for (const match of text.matchAll(/\b(?:precacheAndRoute|PrecacheController)\b/g))
      uses.push({
        where: at(match.index),
        api: 'Cache Storage (Workbox precache)',
        name: workboxPrecacheName,
        written: 'the Workbox precache',
      });
    // Web Storage used as an object (localStorage.x, localStorage[x]): the name cannot be read.
    for (const match of text.matchAll(
      /\b(?:localStorage|sessionStorage)\s*(?:\[|\.(?!getItem\b|setItem\b|removeItem\b|clear\b|key\b|length\b)\w)/g,
    ))
      uses.push({
        where: at(match.index),
        api: 'Web Storage (localStorage/sessionStorage)',
        name: null,
        written: 'a property access',
      });
    for (const match of text.matchAll(/\bdocument\.cookie\b/g))
      uses.push({ where: at(match.index), api: 'cookie', name: null, written: 'document.cookie' });
    for (const match of text.matchAll(
      /\bconst\s+([A-Z][A-Z0-9_]*_(?:KEY|NAME))\s*(?::[^=]+)?=\s*([^;\n]+)/g,
    ))
      uses.push({
        where: at(match.index),
        api: 'storage name constant (_KEY/_NAME)',
        name: resolve(match[2]!.trim().replace(/\s+as\s+const$/, '')),
        written: match[1]!,
      });
  }
  return uses;
}

/** What is wrong with the uses against the registry's names, one line each. */
function unlistedUses(uses: StorageUse[], listed: ReadonlySet<string>): string[] {
  return uses.flatMap((use) => {
    if (use.api === 'cookie')
      return [
        `${use.where}: sets or reads a cookie (document.cookie). The cookies policy says this website sets none: change the policy first.`,
      ];
    if (use.name === null)
      return [
        `${use.where}: ${use.api} with ${use.written}, whose name the check cannot read. Pass the name as a named constant (ending in _KEY or _NAME) holding a string literal.`,
      ];
    if (listed.has(use.name)) return [];
    return [
      `${use.where}: ${use.api} name "${use.name}" (${use.written}) is not in the browser-storage registry (${REGISTRY}). Add an entry saying what it holds, why, for how long and how to remove it.`,
    ];
  });
}

const sources = sourceFiles().map((path) => ({
  file: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));
const listed = new Set([
  ...browserStorage.flatMap((entry) => entry.codeNames),
  ...notBrowserStorage.map((entry) => entry.codeName),
]);

describe('browser-storage registry', () => {
  it('lists every storage name the site and its service worker use', () => {
    expect(unlistedUses(storageUses(sources), listed)).toEqual([]);
  });

  it('lists nothing the code no longer uses', () => {
    const used = new Set(storageUses(sources).map((use) => use.name));
    const stale = [...listed]
      .filter((name) => !used.has(name))
      .map((name) => `${REGISTRY}: "${name}" is listed but no code uses it.`);
    expect(stale).toEqual([]);
  });

  it('finds the uses the site has today', () => {
    const uses = storageUses(sources);
    const names = (api: string) => uses.filter((use) => use.api.startsWith(api)).map((u) => u.name);
    // The currency is kept by the head's inline script, which gets its key passed in.
    expect(names('storage name constant')).toContain('currency');
    expect(names('Web Storage')).toEqual(expect.arrayContaining(['contact-form-draft']));
    expect(names('IndexedDB')).not.toEqual([]);
    expect(names('Cache Storage (Workbox precache)')).toContain(WORKBOX_PRECACHE_NAME);
  });

  it('names the Workbox precache as Workbox does', () => {
    expect(workboxPrecacheName).toBe(WORKBOX_PRECACHE_NAME);
  });

  it('says which name is missing and where', () => {
    const fake = [
      {
        file: 'src/features/x/x.ts',
        text: "export const THEME_KEY = 'theme';\nlocalStorage.setItem(THEME_KEY, 'dark');\nsessionStorage.getItem(key);\ndocument.cookie = 'a=1';\nawait caches.open('extra-cache');\nlocalStorage.theme = 'dark';",
      },
    ];
    expect(unlistedUses(storageUses(fake), new Set())).toEqual([
      `src/features/x/x.ts:2: Web Storage (localStorage/sessionStorage) name "theme" (THEME_KEY) is not in the browser-storage registry (${REGISTRY}). Add an entry saying what it holds, why, for how long and how to remove it.`,
      'src/features/x/x.ts:3: Web Storage (localStorage/sessionStorage) with key, whose name the check cannot read. Pass the name as a named constant (ending in _KEY or _NAME) holding a string literal.',
      `src/features/x/x.ts:5: Cache Storage name "extra-cache" ('extra-cache') is not in the browser-storage registry (${REGISTRY}). Add an entry saying what it holds, why, for how long and how to remove it.`,
      'src/features/x/x.ts:6: Web Storage (localStorage/sessionStorage) with a property access, whose name the check cannot read. Pass the name as a named constant (ending in _KEY or _NAME) holding a string literal.',
      'src/features/x/x.ts:4: sets or reads a cookie (document.cookie). The cookies policy says this website sets none: change the policy first.',
      `src/features/x/x.ts:1: storage name constant (_KEY/_NAME) name "theme" (THEME_KEY) is not in the browser-storage registry (${REGISTRY}). Add an entry saying what it holds, why, for how long and how to remove it.`,
    ]);
    expect(unlistedUses(storageUses(fake).slice(0, 1), new Set(['theme']))).toEqual([]);
  });

  it('reads names through helpers and injected IndexedDB factories', () => {
    const fake = [
      {
        file: 'src/features/y/store.ts',
        text: [
          "export const LIST_KEY = 'lists';",
          'export function readList(key: string) { return localStore()?.getItem(key); }',
          "export const DB_NAME = 'db';",
          'export const openDb = (factory: IDBFactory = indexedDB) => factory.open(DB_NAME, 1);',
          'const openExisting = (factory: IDBFactory, name: string) => factory.open(name);',
          "window.open('https://example.com');",
          "export const LOCK_NAME = 'a-lock';",
        ].join('\n'),
      },
    ];
    const uses = storageUses(fake);
    expect(unlistedUses(uses, new Set(['lists', 'db', 'a-lock']))).toEqual([]);
    expect(unlistedUses(uses, new Set(['lists', 'a-lock']))).toEqual([
      `src/features/y/store.ts:4: IndexedDB name "db" (DB_NAME) is not in the browser-storage registry (${REGISTRY}). Add an entry saying what it holds, why, for how long and how to remove it.`,
      `src/features/y/store.ts:3: storage name constant (_KEY/_NAME) name "db" (DB_NAME) is not in the browser-storage registry (${REGISTRY}). Add an entry saying what it holds, why, for how long and how to remove it.`,
    ]);
  });
});
