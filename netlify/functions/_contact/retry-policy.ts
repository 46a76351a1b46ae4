/**
 * When a stored message that the mail server refused is tried again: 1, 5, 15 and 60 minutes
 * after the failed attempts, then every hour, until the message is older than the retry period.
 * The scheduled run comes every 5 minutes, so an attempt happens at most 5 minutes after it is due.
 */
const MINUTE_MS = 60_000;

/** Delay after the 1st, 2nd, 3rd and 4th failed attempt; every later one waits the last. */
export const RETRY_DELAYS_MS = [1, 5, 15, 60].map((minutes) => minutes * MINUTE_MS);
/** A message not delivered within this time of its arrival is marked undeliverable. */
export const RETRY_PERIOD_MS = 3 * 24 * 60 * MINUTE_MS;

/** The delay before the next attempt, after `attempts` failed ones (1 or more). */
export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index] ?? MINUTE_MS;
}

/**
 * After a failed attempt: when to try again, or null when the next try would fall outside the
 * retry period (the message is then undeliverable).
 */
export function nextAttemptAt(receivedAt: string, attempts: number, now: number): number | null {
  const next = now + retryDelayMs(attempts);
  return next - Date.parse(receivedAt) > RETRY_PERIOD_MS ? null : next;
}
