/**
 * Session storage: the visitor accepted the new version on a page that could not hand it over to
 * the waiting worker (register-service-worker.ts); the next page hands it over at once.
 */
export const UPDATE_ACCEPTED_KEY = 'update-accepted';
