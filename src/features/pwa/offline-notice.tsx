import { useSignals } from '@preact/signals-react/runtime';
import { Icon } from '../../components/icon';
import { pwaState } from './pwa-state';
import { offlineNotice } from './pwa-texts';

/** Says the site is offline and what still works; gone when the connection returns. */
export function OfflineNotice() {
  useSignals();
  if (!pwaState.offline.value) return null;
  return (
    <p className="pwa-pill pwa-offline mb-0">
      <Icon name="cloud" size={16} />
      <span>{offlineNotice('SyncManager' in window)}</span>
    </p>
  );
}
