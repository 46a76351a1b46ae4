import { Icon } from '../../components/icon';
import { useStore } from '../../lib/use-store';
import { pwaState } from './pwa-state';
import { UPDATE_ACTION, UPDATE_AVAILABLE } from './pwa-texts';

/** Offers the new version. Only the visitor's click reloads, so nobody loses what they were typing. */
export function UpdatePrompt() {
  const waiting = useStore(pwaState.updateWaiting);
  if (!waiting) return null;
  return (
    <div className="pwa-pill pwa-update">
      <Icon name="refresh" size={16} />
      <span>{UPDATE_AVAILABLE}</span>
      <button
        type="button"
        className="btn btn-sm btn-light"
        onClick={() => pwaState.acceptUpdate()}
      >
        {UPDATE_ACTION}
      </button>
    </div>
  );
}
