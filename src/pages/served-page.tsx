import type { ComponentType } from 'react';
import { ServedCopy } from '../components/served-copy';
import { SERVED_ATTRIBUTE } from '../components/served-frame';

/** What a served-only route needs here: its path, and its head to fill in. */
interface ServedRoute {
  path: string;
  head: { title: string; description: string };
}

/**
 * The page of a served-only route in the browser: the HTML the document was served with, kept
 * as it is while React hydrates around it; the route's head is read from the document (for a
 * later return to it). Throws when the document is another page's.
 */
export function servedPage(route: ServedRoute): ComponentType {
  const frame = [...document.querySelectorAll(`[${SERVED_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(SERVED_ATTRIBUTE) === route.path,
  );
  if (!frame) throw new Error(`${route.path} is served as its own document`);
  const html = frame.innerHTML;
  route.head = {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  };
  return () => <ServedCopy path={route.path} html={html} />;
}
