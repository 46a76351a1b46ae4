import type { ComponentType } from 'react';
import type { AppRoute } from './routes';

const loaded = new Map<string, ComponentType>();
const pending = new Map<string, Promise<ComponentType>>();

/** Starts (once) loading a route's page chunk; resolves to its component. */
export function loadPage(route: AppRoute): Promise<ComponentType> {
  let promise = pending.get(route.path);
  if (!promise) {
    promise = route.load().then((component) => {
      loaded.set(route.path, component);
      return component;
    });
    // A failed chunk load (flaky network) may be retried on the next navigation.
    promise.catch(() => pending.delete(route.path));
    pending.set(route.path, promise);
  }
  return promise;
}

/** The page component if its chunk has already loaded. */
export function loadedPage(route: AppRoute): ComponentType | undefined {
  return loaded.get(route.path);
}
