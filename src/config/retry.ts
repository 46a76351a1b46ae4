/**
 * The specification: "Failed data-fetching queries retry up to 3 times with exponential delay
 * (1 s doubling, max 30 s)". Used by the domain checker and the contact outbox's replay.
 */
export const FETCH_RETRIES = 3;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** How long to wait before retry number `attempt` (0 for the first retry). */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt), MAX_RETRY_MS);
}
