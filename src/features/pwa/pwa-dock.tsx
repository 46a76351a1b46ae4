import type { ReactNode } from 'react';
import { onDemand } from '../../components/on-demand';
import { useStore } from '../../lib/use-store';
import { OfflineNotice } from './offline-notice';
import { pwaState } from './pwa-state';

// Its code loads when there is something to offer. The offline notice is always here: the
// connection may be gone before anything else could load.
const UpdatePrompt = onDemand(() => import('./update-prompt').then((m) => m.UpdatePrompt));

/**
 * The status corner's island: offline notice, what the app adds (the contact outbox's count)
 * and the update offer. The status region is always in the page, so screen readers announce
 * what appears in it.
 */
export function PwaDock({ children }: { children?: ReactNode }) {
  const updateWaiting = useStore(pwaState.updateWaiting);
  return (
    <div role="status" aria-live="polite" className="pwa-dock-status">
      <OfflineNotice />
      {children}
      {updateWaiting && <UpdatePrompt />}
    </div>
  );
}
