/** Texts of the PWA controls, each defined once (the tests read them from here). */
export const OFFLINE_NOTICE =
  "You're offline. Every page still works, and messages you send are saved and sent when you're back online.";
export const UPDATE_AVAILABLE = 'A new version is available';
export const UPDATE_ACTION = 'Reload';
export const INSTALL_ACTION = 'Install app';
