import { Icon } from '../../components/icon';
import { domAttr } from '../../lib/dom-contract';
import { INSTALL_ACTION } from './pwa-texts';

/**
 * 'Install app': served hidden; the page's plain script shows it while the browser offers
 * installation and prompts on a tap (src/features/pwa/install-offer-control.ts). No React in the
 * browser: an offer comes on almost every first visit in Chromium, and must not cost a page
 * the dock's code.
 */
export function InstallOffer() {
  return (
    <button
      type="button"
      className="pwa-pill pwa-install btn btn-primary"
      hidden
      {...{ [domAttr.installOffer]: '' }}
    >
      <Icon name="smartphone" size={16} />
      <span>{INSTALL_ACTION}</span>
    </button>
  );
}
