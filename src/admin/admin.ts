// The CMS at /admin: loads Decap CMS (served from /admin, no CDN) with the configuration the
// build generated from the content schemas, and refuses to save what those schemas reject.
import { THEME_STORAGE_KEY, THEMES } from '../config/ui';
import {
  articlePreview,
  caseStudyPreview,
  siteStylesheet,
  themePreviewStyle,
} from './insight-preview';
import { numberFieldControl } from './number-field';
import { crossFileProblems, emptyFieldPaths, entryProblems } from './pre-save';
import type { PublishedFacts } from './pre-save';

/** The part of an Immutable.js Map the handler uses. */
interface ImmutableMap {
  get(key: string): unknown;
  toJS(): Record<string, unknown>;
  deleteIn(path: (string | number)[]): ImmutableMap;
}

interface DecapCms {
  init(options: { config: Record<string, unknown> }): void;
  registerEventListener(listener: {
    name: 'preSave';
    handler: (event: { entry: ImmutableMap }) => ImmutableMap;
  }): void;
  registerWidget(name: string, control: unknown): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerPreviewTemplate(collection: string, template: unknown): void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
    /** React's createElement, from Decap's bundle. */
    h?: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  }
}

/** The local proxy is Decap's only backend on this machine (npm run cms). */
const onThisMachine = ['localhost', '127.0.0.1'].includes(location.hostname);

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

function explain(text: string) {
  const paragraph = document.createElement('p');
  paragraph.className = 'admin-problem';
  paragraph.textContent = text;
  document.body.append(paragraph);
}

async function start() {
  const config = (await (await fetch('/admin/config.json')).json()) as Record<string, unknown> & {
    backend: { repo: string };
  };
  if (onThisMachine) {
    // The local proxy writes the working copy directly: no pull requests to publish from.
    config.publish_mode = 'simple';
  } else {
    delete config.local_backend;
    if (!config.backend.repo) {
      explain(
        'Staff editing is not set up on this site: its build knew no GitHub repository (see "Staff editing" in docs/go-live.md).',
      );
      return;
    }
  }
  // The published pages' heads and entries a saved entry must not repeat.
  const published = (await (await fetch('/admin/published.json')).json()) as PublishedFacts;
  window.CMS_MANUAL_INIT = true;
  await loadScript('/admin/decap-cms.js');
  const cms = window.CMS!;
  // The generated configuration's number fields (scripts/cms/cms-config.ts, NUMBER_WIDGET).
  cms.registerWidget('schema-number', numberFieldControl(window.h!));
  // Articles and case studies previewed in the site's own style.
  const stylesheet = await siteStylesheet(async () => (await fetch('/')).text()).catch(
    () => undefined,
  );
  if (stylesheet) cms.registerPreviewStyle(stylesheet);
  // ... in the theme chosen on the site, if one was.
  let chosenTheme: string | null = null;
  try {
    chosenTheme = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage blocked: the system's setting applies.
  }
  const themeStyle = themePreviewStyle(chosenTheme, THEMES);
  if (stylesheet && themeStyle) cms.registerPreviewStyle(themeStyle, { raw: true });
  cms.registerPreviewTemplate('insights', articlePreview(window.h!));
  cms.registerPreviewTemplate('case-studies', caseStudyPreview(window.h!));
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const data = entry.get('data') as ImmutableMap;
      const collection = String(entry.get('collection'));
      const slug = entry.get('slug') ? String(entry.get('slug')) : undefined;
      const problems = entryProblems(collection, data.toJS(), slug);
      if (!problems.length)
        problems.push(...crossFileProblems(collection, data.toJS(), slug, published));
      if (problems.length) throw new Error(`Not saved: ${problems.join('; ')}`);
      // Optional fields left empty are left out of the file, as the schema expects.
      return emptyFieldPaths(data.toJS()).reduce((kept, path) => kept.deleteIn(path), data);
    },
  });
  cms.init({ config });
}

start().catch((error: unknown) => explain(`The editor did not start: ${String(error)}`));
