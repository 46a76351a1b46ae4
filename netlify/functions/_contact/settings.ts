/** The contact function's settings, read from the environment on every request. */

export const DEFAULT_RATE_LIMIT = 5;
export const DEFAULT_RATE_WINDOW_SECONDS = 10 * 60;

/** Sender and recipient when mail goes to the local .mail-outbox/ folder (no SMTP at all). */
const OUTBOX_MAIL_FROM = 'Website <website@localhost>';
const OUTBOX_MAIL_TO = 'inbox@localhost';

export type Delivery =
  | { kind: 'smtp'; url: string; from: string; to: string }
  | { kind: 'outbox'; from: string; to: string }
  | { kind: 'unconfigured'; reason: string };

export interface Settings {
  rateLimit: number;
  rateWindowSeconds: number;
  delivery: Delivery;
  production: boolean;
}

function positiveInteger(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function readSettings(
  env: Record<string, string | undefined>,
  deployContext: string | undefined,
): Settings {
  const production = (deployContext ?? env.CONTEXT) === 'production';
  const url = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim();
  const to = env.MAIL_TO?.trim();
  let delivery: Delivery;
  if (url) {
    delivery =
      from && to
        ? { kind: 'smtp', url, from, to }
        : { kind: 'unconfigured', reason: 'SMTP_URL is set but MAIL_FROM or MAIL_TO is missing' };
  } else if (production) {
    delivery = { kind: 'unconfigured', reason: 'SMTP_URL is not set in production' };
  } else {
    // Zero configuration on a laptop: mail is written to files instead of being sent.
    delivery = { kind: 'outbox', from: from || OUTBOX_MAIL_FROM, to: to || OUTBOX_MAIL_TO };
  }
  return {
    rateLimit: positiveInteger(env.CONTACT_RATE_LIMIT, DEFAULT_RATE_LIMIT),
    rateWindowSeconds: positiveInteger(env.CONTACT_RATE_WINDOW, DEFAULT_RATE_WINDOW_SECONDS),
    delivery,
    production,
  };
}
