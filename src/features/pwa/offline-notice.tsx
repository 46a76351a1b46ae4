import { Icon } from '../../components/icon';
import { useStore } from '../../lib/use-store';
import { pwaState } from './pwa-state';
import { offlineNotice } from './pwa-texts';

/** Says the site is offline and what still works; gone when the connection returns. */
export function OfflineNotice() {
  const offline = useStore(pwaState.offline);
  if (!offline) return null;
  return (
    <p className="pwa-pill pwa-offline mb-0">
      <Icon name="cloud" size={16} />
      <span>{offlineNotice('SyncManager' in window)}</span>
    </p>
  );
}
