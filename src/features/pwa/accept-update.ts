/**
 * The update prompt's action. The worker's lifecycle code is in the load-time chunk, which has
 * loaded by the time a new version can be offered.
 */
export const acceptUpdate = (): Promise<void> =>
  import('./register-service-worker').then((worker) => worker.acceptUpdate());
