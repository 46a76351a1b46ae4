import { domClass } from '../lib/dom-contract';
import { Icon } from './icon';

/**
 * Shown by CSS once the page is scrolled past the threshold (`<html data-scrolled-far>`); the
 * page's inline script sets that and scrolls back up on a tap (src/inline/page-controls.ts).
 */
export function BackToTop() {
  return (
    <button type="button" className={domClass.backToTop} aria-label="Back to top">
      <Icon name="arrow-up" size={20} />
    </button>
  );
}
