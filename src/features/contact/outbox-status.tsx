import { onDemand } from '../../components/on-demand';
import { useStore } from '../../lib/use-store';
import { outboxCount } from './outbox-state';

// The indicator and its texts load when a message first waits.
const OutboxIndicator = onDemand(() => import('./outbox-indicator').then((m) => m.OutboxIndicator));

/** The contact outbox's line in the status region, while messages wait to be sent. */
export function OutboxStatus() {
  return useStore(outboxCount) > 0 ? <OutboxIndicator /> : null;
}
