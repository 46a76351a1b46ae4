/** Texts of the PWA controls, each defined once (the tests read them from here). */
/**
 * The offline banner promises only what holds in this browser: every page works; checking a
 * domain needs a connection; a saved message goes by itself once back online only where
 * Background Sync sends it (Chromium), elsewhere (Safari, every iOS browser, Firefox) when the
 * site is next open online.
 */
export function offlineNotice(backgroundSync: boolean): string {
  const messages = backgroundSync
    ? ", and messages you send are saved and sent when you're back online."
    : '. Messages you send are kept in this browser and sent the next time you open this site online.';
  return `You're offline. Every page still works${messages} Checking a domain needs a connection.`;
}
/** The banner where Background Sync is available. */
export const OFFLINE_NOTICE = offlineNotice(true);
export const UPDATE_AVAILABLE = 'A new version is available';
export const UPDATE_ACTION = 'Reload';
export const INSTALL_ACTION = 'Install app';
