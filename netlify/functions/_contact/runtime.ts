/** The contact function's and the scheduled run's runtime: options with production defaults. */
import { createAlertDelivery } from './alert-delivery';
import { createDelivery } from './delivery';
import type { Logger } from './delivery';

/** What the contact function and its scheduled run accept from their callers (tests set each). */
export interface ContactRuntimeOptions {
  env?: () => Record<string, string | undefined>;
  now?: () => number;
  outboxDir?: string;
  log?: Logger;
  sendDeadlineMs?: number;
  /** Deadline of one alert request (tests shorten it). */
  alertDeadlineMs?: number;
  /** Certificates trusted for the alert services besides the system's (tests' own TLS sink). */
  alertCa?: string;
}

/** The options with their production defaults, and the delivery built on them. */
export function contactRuntime(options: ContactRuntimeOptions) {
  const env = options.env ?? (() => process.env);
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const delivery = createDelivery({
    now,
    log,
    ...(options.outboxDir ? { outboxDir: options.outboxDir } : {}),
    ...(options.sendDeadlineMs ? { sendDeadlineMs: options.sendDeadlineMs } : {}),
  });
  const alerts = createAlertDelivery({
    now,
    log,
    ...(options.alertDeadlineMs ? { deadlineMs: options.alertDeadlineMs } : {}),
    ...(options.alertCa ? { ca: options.alertCa } : {}),
  });
  return { env, now, log, delivery, alerts };
}
