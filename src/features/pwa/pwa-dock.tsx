import { InstallButton } from './install-button';
import { OfflineNotice } from './offline-notice';
import { OutboxIndicator } from './outbox-indicator';
import { UpdatePrompt } from './update-prompt';
import { usePwaEvents } from './use-pwa-events';

const acceptUpdate = () =>
  void import('./register-service-worker').then((module) => module.acceptUpdate());

/**
 * The app's status corner: offline notice, outbox count, update offer and install control.
 * The status region is always in the page so screen readers announce what appears in it.
 */
export function PwaDock() {
  usePwaEvents();
  return (
    <div className="pwa-dock">
      <div role="status" aria-live="polite" className="pwa-dock-status">
        <OfflineNotice />
        <OutboxIndicator />
        <UpdatePrompt onAccept={acceptUpdate} />
      </div>
      <InstallButton />
    </div>
  );
}
