import type { BeforeInstallPromptEvent } from './pwa-state';

/** Where the page's inline head script keeps an install offer made before the app has loaded. */
const EARLY_OFFER_PROPERTY = '__earlyInstallOffer';

/**
 * Inline script for the document head (allowed by its hash in the Content-Security-Policy).
 * The app's scripts load at low priority after the first paint, and the browser makes its
 * install offer (`beforeinstallprompt`) once, possibly before they run: this keeps the offer,
 * and suppresses the browser's own mini-infobar, until the install control takes it over.
 */
export const earlyInstallOfferScript = `addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.${EARLY_OFFER_PROPERTY}=e});addEventListener("appinstalled",function(){window.${EARLY_OFFER_PROPERTY}=null})`;

/** Hands over the install offer the inline script kept, if any (once). */
export function takeEarlyInstallOffer(): BeforeInstallPromptEvent | null {
  const holder = window as unknown as Record<string, BeforeInstallPromptEvent | null | undefined>;
  const offer = holder[EARLY_OFFER_PROPERTY] ?? null;
  holder[EARLY_OFFER_PROPERTY] = null;
  return offer;
}
