import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { domAttr } from '../lib/dom-contract';

/** The parts of a page that React hydrates in the browser, each its own root (src/app/islands.ts). */
export type IslandName =
  'contact-form' | 'domain-checker' | 'site-search' | 'project-estimator' | 'pwa-dock';

/**
 * The HTML of each island rendered as a root of its own (src/entry-server.tsx), so that the
 * browser's root hydrates exactly what it was served (ids from `useId` included). Absent where
 * nothing prerenders: the development server and component tests render the island in place.
 */
export const IslandMarkup = createContext<Partial<Record<IslandName, string>> | null>(null);

/**
 * An island's host: an element of no box of its own (`display: contents` in the stylesheet, by
 * its attribute) that the browser's
 * script finds by its name and hydrates. Everything outside the hosts is HTML that React never
 * touches in the browser.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  const markup = useContext(IslandMarkup)?.[name];
  const host = { [domAttr.island]: name };
  return markup === undefined ? (
    <div {...host}>{children}</div>
  ) : (
    <div {...host} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
