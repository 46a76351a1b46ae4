import {
  TOAST_AUTO_CLOSE_MS,
  TOAST_CLOSE_LABEL,
  TOAST_REGION_LABEL,
  TOAST_VISIBLE_LIMIT,
} from '../config/ui';

/**
 * Shows a notice with plain DOM, for when the notices' own code or stylesheet cannot load
 * (offline with an emptied cache, or a new deployment removed the old chunks): same words,
 * region label, close button, visible limit and auto-dismiss, styled by the main stylesheet.
 */
export function showFallbackNotice(error: boolean, title: string, description?: string): void {
  let region = document.getElementById('notices-fallback');
  if (!region) {
    region = document.createElement('section');
    region.id = 'notices-fallback';
    region.setAttribute('aria-label', TOAST_REGION_LABEL);
    // CSSOM, not a style attribute: allowed by a content security policy without inline styles.
    region.style.cssText = 'position:fixed;right:1rem;bottom:1rem;z-index:9999';
    document.body.append(region);
  }
  const notice = document.createElement('div');
  notice.className = error ? 'alert alert-danger d-flex gap-2' : 'alert alert-light d-flex gap-2';
  notice.setAttribute('role', error ? 'alert' : 'status');
  const close = document.createElement('button');
  close.className = 'btn btn-sm';
  close.setAttribute('aria-label', TOAST_CLOSE_LABEL);
  close.textContent = '×';
  close.onclick = () => notice.remove();
  // Text, never markup: a notice may repeat what a visitor typed.
  notice.append(...[title, description].filter(Boolean).map((line) => `${line}\n`), close);
  notice.style.whiteSpace = 'pre-line';
  region.append(notice);
  while (region.childElementCount > TOAST_VISIBLE_LIMIT) region.firstElementChild?.remove();
  setTimeout(() => notice.remove(), TOAST_AUTO_CLOSE_MS);
}
