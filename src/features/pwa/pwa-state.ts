import { createStore } from '../../lib/store';

/**
 * The `beforeinstallprompt` event (Chromium); not in TypeScript's DOM library.
 * https://developer.mozilla.org/docs/Web/API/BeforeInstallPromptEvent
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** Shared PWA state. Everything starts "nothing to show" so prerendered markup matches. */
export const pwaState = {
  /** The browser reports no connection. */
  offline: createStore(false),
  /** A new version is installed and waits for the visitor to accept the reload. */
  updateWaiting: createStore(false),
  /** Set while the browser offers installation (and the app is not installed). */
  installPrompt: createStore<BeforeInstallPromptEvent | null>(null),
  /** The visitor accepted the update: the page reloads once the new worker controls it. */
  reloadAccepted: false,
  /**
   * What accepting the update does, set by the worker's registration (so the prompt does not load
   * the lifecycle code, which is in the load-time chunk).
   */
  acceptUpdate: (): void => location.reload(),
};
