import { OutboxStatus } from '../features/contact/outbox-status';
import { PwaDock } from '../features/pwa/pwa-dock';

/** The status corner: the PWA's offers and notices, with the contact outbox's line. */
export function DockContents() {
  return (
    <PwaDock>
      <OutboxStatus />
    </PwaDock>
  );
}
