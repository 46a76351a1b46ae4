/**
 * Nothing but the HTML and its stylesheet before the first paint. The prerendered HTML is already
 * the page, so its module script and module preloads are moved into an inert `<template>` (not
 * fetched: the preload scanner skips template contents) and an inline script inserts them once
 * the browser has painted: when the browser reports the first contentful paint (a paint entry,
 * which comes once the frame is on screen), or on the frame after the first one where paint
 * entries are not supported, or after a second in a hidden tab that paints no frames. (On the
 * frame after the first one alone, a busy machine could request the scripts before the painted
 * frame was on screen, and Lighthouse then counts them in the largest paint's time.) A high-priority script fetched before the first paint holds it back
 * (browsers give it bandwidth, Lighthouse counts it as blocking); these are fetched after it, and
 * at low priority besides.
 */

/** The `<template>` that holds a page's scripts until after the first paint. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/** Inline, after the content (it runs once the stylesheet has loaded); allowed by its CSP hash. */
export const loadAfterFirstPaintScript = `(function(){var done=0;function load(){if(done++)return;var t=document.getElementById("${DEFERRED_SCRIPTS_ID}");if(t)document.head.appendChild(t.content.cloneNode(true))}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(load)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(load)});setTimeout(load,1000)})()`;

const scriptOrPreload =
  /\s*(<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/** Puts module scripts and module preloads at low fetch priority (once). */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*\sfetchpriority=)/g,
    '<$1 fetchpriority="low"',
  );
}

/** Moves a built page's module script and preloads behind its first paint. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const tags = [...html.matchAll(scriptOrPreload)].map(([, tag = '']) => tag);
  if (!tags.length) return html;
  if (!html.includes('</body>')) throw new Error('A built page has no </body>.');
  const template = `<template id="${DEFERRED_SCRIPTS_ID}">${lowPriorityScripts(tags.join(''))}</template>`;
  return html
    .replace(scriptOrPreload, '')
    .replace(
      '</body>',
      `  ${template}\n    <script>${loadAfterFirstPaintScript}</script>\n  </body>`,
    );
}
