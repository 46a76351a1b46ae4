import { minifySync } from 'rolldown/utils';
import { pageControls, pageControlsConfig } from '../components/page-controls';
import { FORM_HYDRATED } from '../components/hooks/use-early-submit';
import { keepEarlyDraft } from '../features/contact/early-draft';
import { CONTACT_DRAFT_KEY } from '../features/contact/contact-storage-keys';

/**
 * The head's inline script: the page's controls with the site's settings, minified (it is part
 * of every page's first response). Built by the prerenderer and the development server only.
 */
export const pageControlsScript = minifySync(
  'page-controls.js',
  `(${String(pageControls)})(${JSON.stringify(pageControlsConfig)})`,
  { compress: true, mangle: true },
).code.trim();

/** The contact page's inline script: what is typed before the app has hydrated the form is kept. */
export const earlyDraftScript = minifySync(
  'early-draft.js',
  `(${String(keepEarlyDraft)})(${JSON.stringify(CONTACT_DRAFT_KEY)},${JSON.stringify(FORM_HYDRATED)})`,
  { compress: true, mangle: true },
).code.trim();
