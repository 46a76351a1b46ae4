import { Icon } from '../../components/icon';
import { useStore } from '../../lib/use-store';
import { pwaState } from './pwa-state';
import { INSTALL_ACTION } from './pwa-texts';

/** 'Install app' while the browser offers installation; gone once used or installed. */
export function InstallButton() {
  const offer = useStore(pwaState.installPrompt);
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
