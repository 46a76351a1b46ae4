/**
 * The lead alerts' channels and their settings, shared by the contact function (which sends the
 * alerts), the build (which names the configured kinds in the privacy policy) and the staff
 * tools (launch check, `npm run messages`). Plain code, no zod and no DOM: one reading of the
 * environment for all of them, so the policy names exactly the kinds the function sends to.
 */

/** The kinds of channel, in the order staff and the privacy policy see them. */
export const alertChannelKinds = ['webhook', 'slack', 'telegram', 'whatsapp'] as const;
export type AlertChannelKind = (typeof alertChannelKinds)[number];

/** An alert carries at most this many characters of the message; the rest stays in the mail. */
export const ALERT_EXCERPT_LENGTH = 200;

/** The WhatsApp template the function sends when ALERT_WHATSAPP_TEMPLATE is not set. */
export const DEFAULT_WHATSAPP_TEMPLATE = 'new_lead_alert';
export const DEFAULT_WHATSAPP_LANGUAGE = 'en';
/** Meta's Graph API, the version the WhatsApp Cloud API calls are written against. */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v24.0';
export const DEFAULT_TELEGRAM_API_URL = 'https://api.telegram.org';

/** The variables of each kind: `required` to send, `optional` with a default. None is a secret name. */
export const alertChannelVariables: Readonly<
  Record<AlertChannelKind, { required: readonly string[]; optional: readonly string[] }>
> = {
  webhook: { required: ['ALERT_WEBHOOK_URL', 'ALERT_WEBHOOK_SECRET'], optional: [] },
  slack: { required: ['ALERT_SLACK_WEBHOOK_URL'], optional: [] },
  telegram: {
    required: ['ALERT_TELEGRAM_BOT_TOKEN', 'ALERT_TELEGRAM_CHAT_ID'],
    optional: ['ALERT_TELEGRAM_API_URL'],
  },
  whatsapp: {
    required: ['ALERT_WHATSAPP_TOKEN', 'ALERT_WHATSAPP_PHONE_NUMBER_ID', 'ALERT_WHATSAPP_TO'],
    optional: ['ALERT_WHATSAPP_TEMPLATE', 'ALERT_WHATSAPP_LANGUAGE', 'ALERT_WHATSAPP_API_URL'],
  },
};

/** Variables whose values are secrets: never printed, logged, stored or sent in an alert. */
export const ALERT_SECRET_VARIABLES = [
  'ALERT_WEBHOOK_SECRET',
  'ALERT_SLACK_WEBHOOK_URL',
  'ALERT_TELEGRAM_BOT_TOKEN',
  'ALERT_WHATSAPP_TOKEN',
] as const;

/** The shortest webhook secret accepted (a shorter HMAC key is guessable). */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

export type AlertChannelSettings =
  | { kind: 'webhook'; url: string; secret: string }
  | { kind: 'slack'; url: string }
  | { kind: 'telegram'; apiUrl: string; token: string; chatId: string }
  | {
      kind: 'whatsapp';
      apiUrl: string;
      token: string;
      phoneNumberId: string;
      to: string;
      template: string;
      language: string;
    };

export type AlertChannelState =
  | { kind: AlertChannelKind; status: 'configured'; settings: AlertChannelSettings }
  /** Some of its variables are set but it cannot send: `problem` says why, in one sentence. */
  | { kind: AlertChannelKind; status: 'misconfigured'; problem: string; missing: string[] };

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** Why `raw` is no URL the function may post to (https, or http on this machine), or undefined. */
export function urlProblem(name: string, raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${name} is not a URL.`;
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return undefined;
  return `${name} must be an https:// URL (http:// only for localhost).`;
}

function read(kind: AlertChannelKind, env: Env): AlertChannelState | null {
  const { required, optional } = alertChannelVariables[kind];
  if (![...required, ...optional].some((name) => value(env, name))) return null;
  const missing = required.filter((name) => !value(env, name));
  const refuse = (problem: string): AlertChannelState => ({
    kind,
    status: 'misconfigured',
    problem,
    missing,
  });
  if (missing.length > 0)
    return refuse(
      `The ${kind} alert channel is missing ${missing.join(' and ')}, so it sends nothing.`,
    );
  const get = (name: string) => value(env, name) as string;
  const problems: (string | undefined)[] = [];
  let settings: AlertChannelSettings;
  if (kind === 'webhook') {
    settings = { kind, url: get('ALERT_WEBHOOK_URL'), secret: get('ALERT_WEBHOOK_SECRET') };
    problems.push(
      urlProblem('ALERT_WEBHOOK_URL', settings.url),
      settings.secret.length < MIN_WEBHOOK_SECRET_LENGTH
        ? `ALERT_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters.`
        : undefined,
    );
  } else if (kind === 'slack') {
    settings = { kind, url: get('ALERT_SLACK_WEBHOOK_URL') };
    // Never the URL itself in the sentence: it is the channel's secret.
    problems.push(
      urlProblem('ALERT_SLACK_WEBHOOK_URL', settings.url) &&
        'ALERT_SLACK_WEBHOOK_URL must be an https:// URL (the incoming webhook Slack gave you).',
    );
  } else if (kind === 'telegram') {
    settings = {
      kind,
      apiUrl: value(env, 'ALERT_TELEGRAM_API_URL') ?? DEFAULT_TELEGRAM_API_URL,
      token: get('ALERT_TELEGRAM_BOT_TOKEN'),
      chatId: get('ALERT_TELEGRAM_CHAT_ID'),
    };
    problems.push(
      urlProblem('ALERT_TELEGRAM_API_URL', settings.apiUrl),
      /^\d+:[\w-]{20,}$/.test(settings.token)
        ? undefined
        : 'ALERT_TELEGRAM_BOT_TOKEN is not a bot token (digits, a colon, then the key BotFather gave).',
      /^(-?\d+|@\w{4,})$/.test(settings.chatId)
        ? undefined
        : 'ALERT_TELEGRAM_CHAT_ID must be a chat id (a number, negative for groups) or @channelname.',
    );
  } else {
    settings = {
      kind,
      apiUrl: value(env, 'ALERT_WHATSAPP_API_URL') ?? DEFAULT_WHATSAPP_API_URL,
      token: get('ALERT_WHATSAPP_TOKEN'),
      phoneNumberId: get('ALERT_WHATSAPP_PHONE_NUMBER_ID'),
      to: get('ALERT_WHATSAPP_TO').replace(/^\+/, ''),
      template: value(env, 'ALERT_WHATSAPP_TEMPLATE') ?? DEFAULT_WHATSAPP_TEMPLATE,
      language: value(env, 'ALERT_WHATSAPP_LANGUAGE') ?? DEFAULT_WHATSAPP_LANGUAGE,
    };
    problems.push(
      urlProblem('ALERT_WHATSAPP_API_URL', settings.apiUrl),
      /^\d+$/.test(settings.phoneNumberId)
        ? undefined
        : 'ALERT_WHATSAPP_PHONE_NUMBER_ID must be the numeric id of the sending number (WhatsApp Manager, API setup).',
      /^\d{8,15}$/.test(settings.to)
        ? undefined
        : 'ALERT_WHATSAPP_TO must be the agency number in international form, digits only, country code first.',
      /^[a-z0-9_]{1,512}$/.test(settings.template)
        ? undefined
        : 'ALERT_WHATSAPP_TEMPLATE must be a template name (lower case letters, digits and _).',
      /^[a-z]{2,3}(_[A-Z]{2})?$/.test(settings.language)
        ? undefined
        : 'ALERT_WHATSAPP_LANGUAGE must be a template language code such as en or en_US.',
    );
  }
  const problem = problems.find((text) => text !== undefined);
  return problem
    ? refuse(`The ${kind} alert channel is refused: ${problem}`)
    : { kind, status: 'configured', settings };
}

/** Every channel with at least one of its variables set, configured or with its problem. */
export function readAlertChannels(env: Env): AlertChannelState[] {
  return alertChannelKinds
    .map((kind) => read(kind, env))
    .filter((state): state is AlertChannelState => state !== null);
}

/** The kinds the function sends alerts to. */
export function configuredAlertKinds(env: Env): AlertChannelKind[] {
  return readAlertChannels(env)
    .filter((state) => state.status === 'configured')
    .map((state) => state.kind);
}

/**
 * The build hands the configured kinds to the pages in this variable (vite.config.ts sets it from
 * configuredAlertKinds, overwriting any value of its own), a comma-separated list.
 */
export const ALERT_KINDS_BUILD_VARIABLE = 'VITE_ALERT_CHANNEL_KINDS';

/** The kinds named in the build variable's value; anything else in it is ignored. */
export function parseAlertKinds(raw: string | undefined): AlertChannelKind[] {
  const named = new Set((raw ?? '').split(',').map((part) => part.trim()));
  return alertChannelKinds.filter((kind) => named.has(kind));
}
