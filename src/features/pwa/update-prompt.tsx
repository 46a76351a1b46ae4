import { Icon } from '../../components/icon';
import { useStore } from '../../lib/store';
import { pwaState } from './pwa-state';
import { UPDATE_ACTION, UPDATE_AVAILABLE } from './pwa-texts';

/**
 * Offers the new version. Only the visitor's click reloads, so nobody loses what they were
 * typing. The action is passed in so this file does not pull in the registration's code.
 */
export function UpdatePrompt({ onAccept }: { onAccept: () => void }) {
  const waiting = useStore(pwaState.updateWaiting);
  if (!waiting) return null;
  return (
    <div className="pwa-pill pwa-update">
      <Icon name="refresh" size={16} />
      <span>{UPDATE_AVAILABLE}</span>
      <button type="button" className="btn btn-sm btn-light" onClick={onAccept}>
        {UPDATE_ACTION}
      </button>
    </div>
  );
}
