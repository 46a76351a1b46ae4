import type { ToastOptions } from 'react-toastify/unstyled';
import { showFallbackNotice } from './notice-fallback';
import type { NoticeKind } from './notice-runtime';

// react-toastify loads with the first notice, not with the page that may show one. A failed load
// (offline with an emptied cache) is tried again with the next notice.
let runtime: Promise<typeof import('./notice-runtime')> | undefined;
const load = () =>
  (runtime ??= import('./notice-runtime').catch((error: unknown) => {
    runtime = undefined;
    throw error;
  }));

// Set when the notices region's code could not load: notices then use the plain fallback.
let containerFailed = false;
export function noticesContainerFailed(): void {
  containerFailed = true;
}

// Whether the notices region is needed yet: from the visitor's first interaction (any notice a
// visitor causes comes after one, so the live region is in place before it) or the first notice.
let wanted = false;
const wantedListeners = new Set<() => void>();

export const noticesWanted = {
  get: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
  set(): void {
    if (wanted) return;
    wanted = true;
    for (const listener of wantedListeners) listener();
  },
};

function show(kind: NoticeKind, title: string, description?: string, options?: ToastOptions): void {
  noticesWanted.set();
  (containerFailed ? Promise.reject(new Error('No notices region')) : load())
    .then((module) => module.showNotice(kind, title, description, options))
    // The notices' code or stylesheet cannot load: the visitor still gets the words.
    .catch(() => showFallbackNotice(kind === 'error', title, description));
}

/**
 * The one way features show notices. It talks to the container in NoticesContainer (both use
 * the unstyled react-toastify build, which keeps one store); notices shown before the
 * container mounts are queued by react-toastify.
 */
export const notify = {
  success: (title: string, description?: string, options?: ToastOptions) =>
    show('success', title, description, options),
  /** The destructive style of the spec. */
  error: (title: string, description?: string, options?: ToastOptions) =>
    show('error', title, description, options),
  info: (title: string, description?: string, options?: ToastOptions) =>
    show('info', title, description, options),
  warning: (title: string, description?: string, options?: ToastOptions) =>
    show('warning', title, description, options),
  dismissAll: () => {
    document.getElementById('notices-fallback')?.replaceChildren();
    load().then(
      (module) => module.dismissNotices(),
      () => undefined,
    );
  },
};
