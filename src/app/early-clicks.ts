/** Where the page's inline head script collects the buttons clicked before the app has loaded. */
const EARLY_CLICKS_PROPERTY = '__earlyClicks';

/**
 * Inline script for the document head (allowed by its CSP hash). The app's scripts load after
 * the first paint, so a visitor can press a button (a menu toggle, the WhatsApp toggle) before
 * React is listening: this remembers such clicks, and `replayEarlyClicks` repeats them once the
 * page hydrates. Only `type="button"` buttons: links and form submissions work without scripts.
 */
export const earlyClicksScript = `(function(){var q=window.${EARLY_CLICKS_PROPERTY}=[];document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest('button[type="button"]');if(b&&window.${EARLY_CLICKS_PROPERTY}===q)q.push(b)},true)})()`;

/** Repeats the clicks the inline script collected (once React listens), and stops collecting. */
export function replayEarlyClicks(): void {
  const holder = window as unknown as Record<string, HTMLElement[] | null | undefined>;
  const clicks = holder[EARLY_CLICKS_PROPERTY] ?? [];
  holder[EARLY_CLICKS_PROPERTY] = null;
  for (const button of clicks) if (button.isConnected) button.click();
}
