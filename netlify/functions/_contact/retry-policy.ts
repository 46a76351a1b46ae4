/**
 * When a stored message that the mail server refused is tried again: 1, 5, 15 and 60 minutes
 * after the failed attempts, then every hour, until the message is older than the retry period.
 * The scheduled run comes every minute, so an attempt happens at most a minute after it is due.
 * Lead alerts have a schedule of their own (alertNextAttemptAt), at most a minute apart.
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

const SECOND_MS = 1_000;

/**
 * Delay before a lead alert's next attempt after its 1st and 2nd failed one; every later one
 * waits the last, for the whole retry period. 45 s is shorter than the minute between scheduled
 * runs by more than an attempt's 5 s deadline, so each run finds the alert due again: while a
 * service is down it is tried once a minute, and it gets its alert in the first run after its
 * return.
 */
export const ALERT_RETRY_DELAYS_MS = [15, 30, 45].map((seconds) => seconds * SECOND_MS);

/** The delay before an alert's next attempt, after `attempts` failed ones (1 or more). */
export function alertRetryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), ALERT_RETRY_DELAYS_MS.length) - 1;
  return ALERT_RETRY_DELAYS_MS[index] ?? MINUTE_MS;
}

/**
 * After a failed attempt of an alert: when to try again, or null past the retry period (the
 * alert is then undeliverable). `serviceWaitMs`: the service's Retry-After (or 429 wait), which
 * may only push the attempt later, however long it is.
 */
export function alertNextAttemptAt(
  receivedAt: string,
  attempts: number,
  now: number,
  serviceWaitMs?: number,
): number | null {
  const next = Math.max(now + alertRetryDelayMs(attempts), now + (serviceWaitMs ?? 0));
  return next - Date.parse(receivedAt) > RETRY_PERIOD_MS ? null : next;
}
