import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from '../components/island';
import { IslandBoundary } from './island-boundary';

/**
 * Hydrates one island in its host: a root of its own, with the identifier prefix it was
 * prerendered with (src/entry-server.tsx), so it renders exactly the served HTML.
 */
export function hydrateIsland(host: HTMLElement, name: IslandName, Island: ComponentType): void {
  const served = host.innerHTML;
  hydrateRoot(
    host,
    <IslandBoundary host={host} served={served}>
      <Island />
    </IslandBoundary>,
    {
      identifierPrefix: name,
      onRecoverableError: (error) => console.error(`Island ${name} recovered:`, error),
    },
  );
}
