import { minifySync } from 'rolldown/utils';
import { pageControls, pageControlsConfig } from '../components/page-controls';
import { FORM_HYDRATED } from '../components/hooks/use-early-submit';
import { keepEarlyDraft } from '../features/contact/early-draft';
import { CONTACT_DRAFT_KEY } from '../features/contact/contact-storage-keys';

/**
 * An inline script that calls `run` with `args`, minified: the function's source and its
 * arguments as JSON (so `run` may use nothing from outside its body but its arguments). Built
 * by the prerenderer and the development server only.
 */
const inlineCall = <A extends unknown[]>(name: string, run: (...args: A) => void, ...args: A) =>
  minifySync(
    `${name}.js`,
    `(${String(run)})(${args.map((arg) => JSON.stringify(arg)).join(',')})`,
    {
      compress: true,
      mangle: true,
    },
  ).code.trim();

/** The head's inline script: the page's controls with the site's settings (every page). */
export const pageControlsScript = inlineCall('page-controls', pageControls, pageControlsConfig);

/** The contact page's inline script: what is typed before the app has hydrated the form is kept. */
export const earlyDraftScript = inlineCall(
  'early-draft',
  keepEarlyDraft,
  CONTACT_DRAFT_KEY,
  FORM_HYDRATED,
);
