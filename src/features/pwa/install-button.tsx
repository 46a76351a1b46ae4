import { useSignals } from '@preact/signals-react/runtime';
import { Icon } from '../../components/icon';
import { pwaState } from './pwa-state';
import { INSTALL_ACTION } from './pwa-texts';

/** 'Install app' while the browser offers installation; gone once used or installed. */
export function InstallButton() {
  useSignals();
  const offer = pwaState.installPrompt.value;
  if (!offer) return null;
  const install = async () => {
    await offer.prompt();
    await offer.userChoice.catch(() => undefined);
    // An offer can be used once; the browser sends a new one if installation is still possible.
    pwaState.installPrompt.value = null;
  };
  return (
    <button type="button" className="pwa-pill pwa-install btn btn-primary" onClick={install}>
      <Icon name="smartphone" size={16} />
      <span>{INSTALL_ACTION}</span>
    </button>
  );
}
