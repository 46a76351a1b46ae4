import { useSyncExternalStore } from 'react';
import type { Store } from './store';

/**
 * The store's value for a component; it re-renders when the value changes. Hydration renders the
 * initial value (what the served HTML shows), then the current one.
 */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(
    store.subscribe,
    () => store.value,
    () => store.initial,
  );
}
