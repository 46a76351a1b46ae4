import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The feature folders: each may use its own files, never another feature's. */
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Entry points: nothing imports them. */
const entries = ['./src/main.tsx', './src/entry-server.tsx', './src/sw.ts'];

/**
 * The layers of src/ and what each may import (paths relative to src/). Read from the bottom:
 * lib (environment-free helpers) < config < content < components < features < pages < app.
 */
const layerZones = [
  { layer: 'lib', may: ['./lib'] },
  // The inline scripts: self-contained functions; types and names from lib only.
  { layer: 'inline', may: ['./inline', './lib'] },
  { layer: 'config', may: ['./config', './lib'] },
  { layer: 'content', may: ['./content', './config', './lib'] },
  { layer: 'components', may: ['./components', './content', './config', './lib'] },
  ...features.map((feature) => ({
    layer: `features/${feature}`,
    may: [`./features/${feature}`, './components', './content', './config', './lib'],
  })),
  {
    layer: 'pages',
    may: ['./pages', './features', './components', './content', './config', './lib'],
  },
].map(({ layer, may }) => ({
  target: `./src/${layer}`,
  from: './src',
  except: may,
  message: `src/${layer} may import only ${may.map((path) => `src/${path.slice(2)}`).join(', ')}.`,
}));

const zones = [
  ...layerZones,
  {
    target: './src',
    from: entries,
    message: 'Entry points (main.tsx, entry-server.tsx, sw.ts) are imported by nothing.',
  },
  {
    target: './src',
    from: ['./e2e', './scripts', './netlify', './test'],
    message: 'The site does not import tests, build scripts or the function.',
  },
  {
    // The worker composes config, lib and the features' worker-side modules: no UI.
    target: './src/sw.ts',
    from: './src',
    except: ['./features', './config', './lib'],
    message: 'The service worker may import only features, src/config and src/lib.',
  },
  {
    target: './src/sw.ts',
    from: './src/features/**/*.tsx',
    message: 'The service worker imports no React component.',
  },
  {
    // The function shares the contact protocol and schema with the form, the reading and the
    // pages of a form posted without script with the service worker, and the field measurements'
    // protocol and figures with the page that measures; nothing else.
    target: './netlify',
    from: './src',
    except: [
      './features/contact/contact-protocol.ts',
      './features/contact/contact-schema.ts',
      './features/contact/alert-channels.ts',
      './features/contact/native-post.ts',
      './features/contact/native-page.ts',
      './features/vitals/vitals-protocol.ts',
      './features/vitals/vitals-figures.ts',
    ],
    message:
      'The function may import only src/features/contact/contact-protocol.ts, contact-schema.ts, alert-channels.ts, native-post.ts, native-page.ts and src/features/vitals/vitals-protocol.ts, vitals-figures.ts.',
  },
  {
    target: './netlify',
    from: ['./e2e', './scripts'],
    message: 'The function does not import browser tests or build scripts.',
  },
  {
    // The test rigs (mail and webhook sinks, the faulty Blobs proxy) serve the function's tests
    // only: the deployed function never imports them.
    target: [
      './netlify/functions/*.mts',
      './netlify/functions/_contact/!(*.test).ts',
      './netlify/functions/_vitals/!(*.test).ts',
    ],
    from: './test',
    message: 'The function does not import the test rigs (test/); only its tests do.',
  },
];

/** Files in kebab-case: each dot-separated part of the name in lower case words joined by '-'. */
const kebabCaseFilenames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names in kebab-case' },
    schema: [],
    messages: { name: "File name '{{name}}' is not kebab-case." },
  },
  create(context) {
    const name = basename(context.filename);
    const ok = name.split('.').every((part) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(part));
    return ok
      ? {}
      : { Program: (node) => context.report({ node, messageId: 'name', data: { name } }) };
  },
};

/** Globals another environment has: naming one is an error, not a silent `undefined`. */
const browserOnly = ['window', 'document', 'localStorage', 'sessionStorage'];
const restrict = (names, where) =>
  names.map((name) => ({ name, message: `'${name}' does not exist ${where}.` }));

/** The worker's entry and the features' worker-side modules (`*-worker.ts`). */
const workerFiles = ['src/sw.ts', 'src/features/*/*-worker.ts'];
/** The page-side module that registers the worker is not one of them. */
const notWorkerFiles = ['src/features/pwa/register-service-worker.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.ssr',
      '.netlify',
      'node_modules',
      'coverage',
      'screenshots',
      'reports',
      'test-results',
      'playwright-report',
      '.mail-outbox',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: {
      'import-x': importX,
      local: { rules: { 'kebab-case-filenames': kebabCaseFilenames } },
    },
    languageOptions: { ecmaVersion: 2023 },
    settings: {
      // Without these the cycle check reads only plain JavaScript modules.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.d.ts'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/kebab-case-filenames': 'error',
    },
  },
  // Each environment gets its own globals.
  {
    // The site's code runs in the browser (its tests in Node with a DOM).
    files: ['src/**/*.{ts,tsx,js}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: workerFiles,
    ignores: notWorkerFiles,
    languageOptions: { globals: globals.serviceworker },
    rules: {
      'no-restricted-globals': ['error', ...restrict(browserOnly, 'in a service worker')],
    },
  },
  {
    // Shared by the browser, the worker and Node scripts: no environment's globals.
    files: ['src/lib/**/*.js'],
    languageOptions: { globals: {} },
  },
  {
    files: ['src/lib/**', 'netlify/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...restrict([...browserOnly, 'self'], 'in the function or in code Node scripts share'),
      ],
    },
  },
  {
    files: ['netlify/**', 'scripts/**', 'test/**', '*.{js,ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Browser tests run in Node and pass functions to the page.
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
