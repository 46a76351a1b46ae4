import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';

/**
 * A part whose code loads the first time the page shows it (an update waits, installation is
 * offered, messages wait to be sent): a page that never shows it never downloads it. If its code
 * cannot load, the part shows nothing and the page stays.
 */
export function onDemand(load: () => Promise<ComponentType>): ComponentType {
  const Part = lazy<ComponentType>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: () => null }),
    ),
  );
  return function OnDemand() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}
