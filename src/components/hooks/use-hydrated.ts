import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while React hydrates the prerendered HTML, true afterwards (and in any
 * render that is not a hydration). Lets a component show URL- or storage-dependent state without
 * a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
