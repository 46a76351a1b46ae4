import type { ReactNode } from 'react';
import { acceptUpdate } from './accept-update';
import { InstallButton } from './install-button';
import { OfflineNotice } from './offline-notice';
import { UpdatePrompt } from './update-prompt';
import { usePwaEvents } from './use-pwa-events';

/**
 * The app's status corner: offline notice, what the app adds (the contact outbox's count),
 * update offer and install control. The status region is always in the page so screen readers
 * announce what appears in it.
 */
export function PwaDock({ children }: { children?: ReactNode }) {
  usePwaEvents();
  return (
    <div className="pwa-dock">
      <div role="status" aria-live="polite" className="pwa-dock-status">
        <OfflineNotice />
        {children}
        <UpdatePrompt onAccept={acceptUpdate} />
      </div>
      <InstallButton />
    </div>
  );
}
