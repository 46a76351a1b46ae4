/**
 * Whether the visitor asked not to be measured: Global Privacy Control
 * (`navigator.globalPrivacyControl`) or Do Not Track (`navigator.doNotTrack`, and the older
 * `window.doNotTrack`) set. Then the page loads no measuring code and sends nothing.
 * Small on purpose: it runs on every page load, before anything of the measurements loads.
 */
export interface PrivacySignals {
  globalPrivacyControl?: unknown;
  doNotTrack?: unknown;
}

export function measurementRefused(
  navigatorSignals: PrivacySignals,
  windowSignals: PrivacySignals = {},
): boolean {
  return (
    navigatorSignals.globalPrivacyControl === true ||
    navigatorSignals.doNotTrack === '1' ||
    navigatorSignals.doNotTrack === 'yes' ||
    windowSignals.doNotTrack === '1'
  );
}
