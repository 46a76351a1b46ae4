/** One value that components can follow: read and write `value`, listeners hear every change. */
export interface Store<T> {
  value: T;
  /** Calls `listener` after each change of `value`; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** The value the store was created with: what prerendered markup shows. */
  readonly initial: T;
}

export function createStore<T>(initial: T): Store<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get value() {
      return current;
    },
    set value(next: T) {
      if (Object.is(next, current)) return;
      current = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
