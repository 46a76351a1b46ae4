import { Icon } from '../../components/icon';
import { outboxLabel, reasonText } from './contact-texts';
import { useStore } from '../../lib/use-store';
import { outboxCount, outboxReason } from './outbox-state';

/** How many contact messages wait in the outbox, and why, while any do. */
export function OutboxIndicator() {
  const count = useStore(outboxCount);
  const reason = useStore(outboxReason);
  if (count === 0) return null;
  return (
    <p className="pwa-pill pwa-outbox mb-0" data-testid="outbox-count" data-count={count}>
      <Icon name="mail" size={16} />
      <span>{outboxLabel(count)}</span>
      {reason && <span data-testid="outbox-reason">{reasonText(reason)}</span>}
    </p>
  );
}
