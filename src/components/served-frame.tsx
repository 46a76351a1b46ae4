import type { ReactNode } from 'react';

/** The attribute that marks a page served as a document only (src/app/insight-routes.ts). */
export const SERVED_ATTRIBUTE = 'data-served';

/**
 * The frame of a page that is served as a prerendered document only (an article, a case study,
 * a list of articles): rendered on the server around the page; in the browser the frame is
 * kept with the HTML it was served with (ServedCopy), so none of the page's content ships as
 * script.
 */
export function ServedFrame({ path, children }: { path: string; children: ReactNode }) {
  return <div {...{ [SERVED_ATTRIBUTE]: path }}>{children}</div>;
}
