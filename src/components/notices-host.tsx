import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { afterNextPaint } from '../lib/after-next-paint';
import { noticesContainerFailed, noticesWanted } from './notify';

// The container (and react-toastify) load when first needed: notify() calls made before it
// mounts are queued by react-toastify and shown once it does. If its code cannot load, the page
// stays (no error screen) and notices use the plain fallback.
const NoticesContainer = lazy<ComponentType>(() =>
  import('./notices-container').then(
    (module) => ({ default: module.NoticesContainer }),
    () => {
      noticesContainerFailed();
      return { default: () => null };
    },
  ),
);

// The events that end an interaction: a tap's click comes after its pointer, touch and focus
// events and a frame, so mounting on those would put the region's work inside the tap.
const interactions = ['click', 'keyup'] as const;

/**
 * Mounts the notices region just after the visitor's first interaction, or with the first notice,
 * whichever comes first, so a page that is only read never downloads the notices code.
 */
export function NoticesHost() {
  const wanted = useSyncExternalStore(noticesWanted.subscribe, noticesWanted.get, () => false);
  useEffect(() => {
    if (wanted) return;
    // After the frame that answers the interaction: mounting the region is no part of it. Not
    // for controls that never show a notice (inside [data-no-notices], the PWA dock): the
    // update offer's Reload must reach the new service worker while the old one is idle, and
    // loading the region's code then would wake the old one, which Chromium lets keep the new
    // one waiting.
    const want = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-no-notices]')) return;
      afterNextPaint(noticesWanted.set);
    };
    for (const type of interactions)
      window.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      for (const type of interactions) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <NoticesContainer />
    </Suspense>
  ) : null;
}
