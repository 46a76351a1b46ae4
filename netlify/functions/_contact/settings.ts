/** The contact function's settings, read from the environment on every request. */
import {
  CONTACT_RETENTION_DAYS_DEFAULT,
  CONTACT_RETENTION_SETTING,
} from '../../../src/features/contact/contact-protocol';
import { readAlertChannels } from '../../../src/features/contact/alert-channels';
import type { AlertChannelState } from '../../../src/features/contact/alert-channels';
import type { AlertBudget } from './alert-budget';
import { RETRY_PERIOD_MS } from './retry-policy';

export const DEFAULT_RATE_LIMIT = 5;
export const DEFAULT_RATE_WINDOW_SECONDS = 10 * 60;
/** Lead alerts per channel and window, site-wide; past it, one digest per window (alert-budget.ts). */
export const DEFAULT_ALERT_BUDGET = 20;
export const DEFAULT_ALERT_BUDGET_WINDOW_SECONDS = 60 * 60;

/** Sender and recipient when mail goes to the local .mail-outbox/ folder (no SMTP at all). */
const OUTBOX_MAIL_FROM = 'Website <website@localhost>';
const OUTBOX_MAIL_TO = 'inbox@localhost';

/** The deploy contexts of a site Netlify serves; anything there needs real SMTP settings. */
export const DEPLOYED_CONTEXTS = ['production', 'deploy-preview', 'branch-deploy'] as const;

export type Delivery =
  | { kind: 'smtp'; url: string; from: string; to: string }
  | { kind: 'outbox'; from: string; to: string }
  | { kind: 'unconfigured'; reason: string };

export interface Settings {
  rateLimit: number;
  rateWindowSeconds: number;
  /** Days a record is kept; null when the setting is refused (then nothing is deleted). */
  retentionDays: number | null;
  /** Why CONTACT_RETENTION_DAYS was refused, in one sentence. */
  retentionProblem?: string;
  delivery: Delivery;
  /** The lead alert channels with any variable set: configured, or refused with the reason. */
  alerts: AlertChannelState[];
  /** Alerts per channel and window before a digest stands for the rest. */
  alertBudget: AlertBudget;
  /** Served on this machine (netlify serve/dev, Vite), not by Netlify. */
  local: boolean;
}

function positiveInteger(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Local serving is known by what it sets and Netlify never does: `netlify dev` sets
 * NETLIFY_DEV, `netlify serve` sets NETLIFY_LOCAL (with CONTEXT=production, as it builds like
 * production, and the deploy context `dev`), and vite.config.ts sets NETLIFY_LOCAL for
 * `npm run dev`. Anything else, or a deployed context, counts as deployed: no files are written.
 */
export function isLocalServing(
  env: Record<string, string | undefined>,
  deployContext: string | undefined,
): boolean {
  const localEnv = env.NETLIFY_DEV === 'true' || env.NETLIFY_LOCAL === 'true';
  const deployed = (DEPLOYED_CONTEXTS as readonly (string | undefined)[]).includes(deployContext);
  return localEnv && !deployed;
}

/** The shortest retention: a message is kept at least as long as it may still be retried. */
export const MIN_RETENTION_DAYS = Math.ceil(RETRY_PERIOD_MS / (24 * 60 * 60 * 1000));

/** Why a retention of `days` is refused, or undefined when it is fine. */
export function retentionProblemOf(days: number): string | undefined {
  return days < MIN_RETENTION_DAYS
    ? `${CONTACT_RETENTION_SETTING}=${days} is refused: it must be at least ${MIN_RETENTION_DAYS} days, the retry period, so nothing is deleted until it is fixed.`
    : undefined;
}

export function readSettings(
  env: Record<string, string | undefined>,
  deployContext: string | undefined,
): Settings {
  const local = isLocalServing(env, deployContext);
  const url = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim();
  const to = env.MAIL_TO?.trim();
  let delivery: Delivery;
  if (url) {
    delivery =
      from && to
        ? { kind: 'smtp', url, from, to }
        : { kind: 'unconfigured', reason: 'SMTP_URL is set but MAIL_FROM or MAIL_TO is missing' };
  } else if (!local) {
    delivery = {
      kind: 'unconfigured',
      reason: `SMTP_URL is not set in the deployed context ${deployContext || '(unknown)'}`,
    };
  } else {
    // Zero configuration on a laptop: mail is written to files instead of being sent.
    delivery = { kind: 'outbox', from: from || OUTBOX_MAIL_FROM, to: to || OUTBOX_MAIL_TO };
  }
  const retentionDays = positiveInteger(
    env[CONTACT_RETENTION_SETTING],
    CONTACT_RETENTION_DAYS_DEFAULT,
  );
  const retentionProblem = retentionProblemOf(retentionDays);
  return {
    rateLimit: positiveInteger(env.CONTACT_RATE_LIMIT, DEFAULT_RATE_LIMIT),
    rateWindowSeconds: positiveInteger(env.CONTACT_RATE_WINDOW, DEFAULT_RATE_WINDOW_SECONDS),
    retentionDays: retentionProblem ? null : retentionDays,
    ...(retentionProblem ? { retentionProblem } : {}),
    delivery,
    alerts: readAlertChannels(env),
    alertBudget: {
      limit: positiveInteger(env.ALERT_BUDGET, DEFAULT_ALERT_BUDGET),
      windowSeconds: positiveInteger(env.ALERT_BUDGET_WINDOW, DEFAULT_ALERT_BUDGET_WINDOW_SECONDS),
    },
    local,
  };
}
