import { minifySync } from 'rolldown/utils';
import { pageControls, pageControlsConfig } from '../components/page-controls';

/**
 * The head's inline script: the page's controls with the site's settings, minified (it is part
 * of every page's first response). Built by the prerenderer and the development server only.
 */
export const pageControlsScript = minifySync(
  'page-controls.js',
  `(${String(pageControls)})(${JSON.stringify(pageControlsConfig)})`,
  { compress: true, mangle: true },
).code.trim();
