import type { Locator } from '@playwright/test';

/** Whether React has hydrated the (first) element: it then handles the element's events. */
export const hydrated = (locator: Locator) =>
  locator
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
