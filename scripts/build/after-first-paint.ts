/**
 * Nothing but the HTML and its stylesheet before the first paint. The prerendered HTML is already
 * the page, so its module script and module preloads are moved into an inert `<template>` (not
 * fetched: the preload scanner skips template contents) and the head script inserts them once
 * the browser has painted (src/inline/after-paint.ts: on the first contentful paint's entry, which
 * comes once the frame is on screen; a frame alone could come before it on a busy machine, and
 * Lighthouse then counts the scripts in the largest paint's time). A high-priority script
 * fetched before the first paint holds it back
 * (browsers give it bandwidth, Lighthouse counts it as blocking); these are fetched after it, and
 * at low priority besides.
 */

import { DEFERRED_SCRIPTS_ID } from '../../src/app/inline-scripts';

export { DEFERRED_SCRIPTS_ID };

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
  return html.replace(scriptOrPreload, '').replace('</body>', `${template}</body>`);
}
