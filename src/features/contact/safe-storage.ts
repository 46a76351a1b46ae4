/**
 * localStorage as the contact feature uses it: it may be missing or refuse access (private
 * modes, disabled cookies, a full quota); every read and write says so instead of throwing.
 */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A stored JSON list, each item checked by `read` (what it rejects is skipped). */
export function readList<T>(key: string, read: (value: unknown) => T | null): T[] {
  try {
    const parsed: unknown = JSON.parse(localStore()?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(read).filter((item) => item !== null) : [];
  } catch {
    return [];
  }
}

/** Stores the list (an empty one removes the key). Whether it was stored. */
export function writeList(key: string, list: readonly unknown[]): boolean {
  const store = localStore();
  try {
    if (list.length > 0) store?.setItem(key, JSON.stringify(list));
    else store?.removeItem(key);
    return store !== null;
  } catch {
    return false;
  }
}
