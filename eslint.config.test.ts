import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules that keep imports flowing one way, run on code given in memory at a path of
// the tree (the imported modules are the real ones on disk).
const eslint = new ESLint({ cwd: import.meta.dirname });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const forbidden: [string, string, string][] = [
  [
    'a feature imports another feature',
    'src/features/pricing/probe.ts',
    '../contact/contact-schema',
  ],
  ['a feature imports the app', 'src/features/faq/probe.ts', '../../app/routes'],
  ['a feature imports a page', 'src/features/faq/probe.ts', '../../pages/home-page'],
  ["a feature's test imports the app", 'src/features/pwa/probe.test.ts', '../../app/routes'],
  ['components import a feature', 'src/components/probe.tsx', '../features/faq/faq-accordion'],
  ['components import the app', 'src/components/probe.tsx', '../app/routes'],
  ['content imports a page', 'src/content/probe.ts', '../pages/home-page'],
  ['content imports components', 'src/content/probe.ts', '../components/icon'],
  ['config imports content', 'src/config/probe.ts', '../content/faqs'],
  ['lib imports config', 'src/lib/probe.js', '../config/site'],
  ['a page imports the app', 'src/pages/probe.tsx', '../app/routes'],
  ['the app imports an entry point', 'src/app/probe.ts', '../sw'],
  ['a feature imports the worker', 'src/features/pwa/probe.ts', '../../sw'],
  ['the worker imports components', 'src/sw.ts', './components/icon'],
  ['the worker imports a React component', 'src/sw.ts', './features/pwa/install-offer'],
  ['the site imports a build script', 'src/app/probe.ts', '../../scripts/build/prerender-plugin'],
  [
    'the function imports config',
    'netlify/functions/_contact/probe.ts',
    '../../../src/config/site',
  ],
  [
    'the function imports a test rig',
    'netlify/functions/_contact/probe.ts',
    '../../../test/contact-rigs/test-support',
  ],
  [
    'a function entry imports a test rig',
    'netlify/functions/probe.mts',
    '../../test/contact-rigs/smtp-sink.mjs',
  ],
  ['the site imports a test rig', 'src/app/probe.ts', '../../test/contact-rigs/test-support'],
  [
    'the function imports other contact code',
    'netlify/functions/_contact/probe.ts',
    '../../../src/features/contact/send-contact-message',
  ],
];

const allowed: [string, string, string][] = [
  [
    "the function's test imports a test rig",
    'netlify/functions/_contact/probe.test.ts',
    '../../../test/contact-rigs/test-support',
  ],
  ['a page imports a feature', 'src/pages/probe.tsx', '../features/faq/faq-accordion'],
  ['the app imports a page', 'src/app/probe.ts', '../pages/home-page'],
  ['a feature imports its own files', 'src/features/contact/probe.ts', './contact-schema'],
  ['a feature imports components', 'src/features/faq/probe.tsx', '../../components/icon'],
  ['a feature imports content', 'src/features/faq/probe.ts', '../../content/faqs'],
  ['a feature imports config', 'src/features/faq/probe.ts', '../../config/site'],
  ['components import lib', 'src/components/probe.ts', '../lib/route-paths'],
  ['content imports config', 'src/content/probe.ts', '../config/site'],
  [
    "the app's test imports a feature",
    'src/app/probe.test.ts',
    '../features/pwa/navigation-target',
  ],
  ['the worker imports a worker-side module', 'src/sw.ts', './features/pwa/navigation-target'],
  ['the worker imports config', 'src/sw.ts', './config/retry'],
  [
    'the function imports the contact schema',
    'netlify/functions/_contact/probe.ts',
    '../../../src/features/contact/contact-schema',
  ],
  ['browser tests import the app', 'e2e/probe.ts', '../src/app/routes'],
];

describe('import boundaries', () => {
  it.each(forbidden)('fail when %s', async (_, filePath, source) => {
    const found = await problems(
      filePath,
      `import * as probe from '${source}';\nexport { probe };\n`,
    );
    // One report for each zone the import breaks.
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found)).toEqual(new Set(['import-x/no-restricted-paths']));
  });

  it.each(allowed)('pass when %s', async (_, filePath, source) => {
    expect(
      await problems(filePath, `import * as probe from '${source}';\nexport { probe };\n`),
    ).toEqual([]);
  });

  it('fail on an import cycle', async () => {
    // site-header.tsx imports use-route-path.ts: importing it back closes a cycle.
    const code = `import { SiteHeader } from '../site-header';\nexport { SiteHeader };\n`;
    expect(await problems('src/components/hooks/use-route-path.ts', code)).toContain(
      'import-x/no-cycle',
    );
  });

  it('fail on a file name that is not kebab-case', async () => {
    expect(await problems('src/components/SiteHeader.tsx', 'export {};\n')).toEqual([
      'local/kebab-case-filenames',
    ]);
    expect(await problems('src/components/site-header.test.tsx', 'export {};\n')).toEqual([]);
  });
});

describe('globals of each environment', () => {
  it('fail on page globals in the service worker and the function', async () => {
    const code = 'export const here = window.location.href;\n';
    expect(await problems('src/sw.ts', code)).toEqual(['no-restricted-globals']);
    expect(await problems('src/features/contact/outbox-worker.ts', code)).toEqual([
      'no-restricted-globals',
    ]);
    expect(await problems('netlify/functions/_contact/probe.ts', code)).toEqual([
      'no-restricted-globals',
    ]);
    expect(await problems('src/lib/probe.js', code)).toEqual(['no-restricted-globals']);
  });

  it('pass on them in page code', async () => {
    const code = 'export const here = window.location.href;\n';
    expect(await problems('src/features/pwa/register-service-worker.ts', code)).toEqual([]);
    expect(await problems('src/components/probe.ts', code)).toEqual([]);
  });

  it('fail on Node globals in plain JavaScript the site and Node share', async () => {
    expect(await problems('src/lib/probe.js', 'export const env = process.env;\n')).toEqual([
      'no-undef',
    ]);
    expect(await problems('scripts/probe.mjs', 'export const env = process.env;\n')).toEqual([]);
  });
});
