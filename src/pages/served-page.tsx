import type { ComponentType } from 'react';
import { ServedCopy } from '../components/served-copy';
import { SERVED_ATTRIBUTE } from '../components/served-frame';

/**
 * What a served-only route needs here: its path, and where its head's texts are (set here to
 * the served document's, as src/app/routes.ts's `headFrom: { texts }`).
 */
interface ServedRoute {
  path: string;
  headFrom: object;
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
  route.headFrom = {
    texts: {
      title: document.title,
      description:
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    },
  };
  return () => <ServedCopy path={route.path} html={html} />;
}
