/**
 * Runs `callback` just after the next frame has been produced: for work that follows an answer
 * already on screen (a control the page's inline script has changed) and must not delay it.
 * The inline page controls (src/components/page-controls.ts) repeat these two lines: an inline
 * script cannot import.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback));
}
