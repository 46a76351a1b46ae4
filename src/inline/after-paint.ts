/**
 * Nothing but the HTML and its stylesheet before the first paint: the page's module script and
 * preloads wait in an inert `<template>` (the preload scanner skips template contents; see
 * scripts/build/after-first-paint.ts), and this function, which the head script carries and runs
 * once the document is parsed (src/inline/page-controls.ts), inserts them once the browser has
 * painted: when it reports the first contentful paint, or on the frame after the first one where
 * paint entries are not supported, or after a second in a hidden tab that paints no frames.
 * Self-contained: it uses nothing from outside its body.
 */
export function loadAfterFirstPaint(templateId: string, latestMs: number): void {
  let done = false;
  const load = () => {
    if (done) return;
    done = true;
    const template = document.getElementById(templateId) as HTMLTemplateElement | null;
    if (template) document.head.appendChild(template.content.cloneNode(true));
  };
  const Observer = window.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint'))
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(load);
      }
    }).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(load));
  setTimeout(load, latestMs);
}
