/**
 * The lead alert services the privacy policy names as recipients ({alertRecipients}): the kinds
 * the build found configured, read with the same function the contact function reads its
 * channels with (configuredAlertKinds, handed over by vite.config.ts in VITE_ALERT_CHANNEL_KINDS).
 */
import {
  ALERT_EXCERPT_LENGTH,
  ALERT_KINDS_BUILD_VARIABLE,
  parseAlertKinds,
} from '../../features/contact/alert-channels';
import type { AlertChannelKind } from '../../features/contact/alert-channels';

/** What each kind of channel is, as a recipient of the alerts. */
export const alertRecipientTexts: Readonly<Record<AlertChannelKind, string>> = {
  webhook:
    'an automation service of ours (such as Zapier, Make or n8n) at a web address we set, each alert signed with a secret key',
  slack: 'Slack, in a channel of our team’s workspace',
  telegram: 'Telegram, in our staff’s chat with this website’s bot',
  whatsapp: 'WhatsApp (Meta), through the WhatsApp Business Cloud API, to our business number',
};

export const NO_ALERT_RECIPIENTS = 'none at present, so new messages reach us by e-mail only';

/** The kinds this build sends alerts to. */
export function builtAlertKinds(): AlertChannelKind[] {
  // Spelled out, as Vite replaces only a literal import.meta.env.VITE_… at build time.
  return parseAlertKinds(
    import.meta.env?.VITE_ALERT_CHANNEL_KINDS ??
      globalThis.process?.env?.[ALERT_KINDS_BUILD_VARIABLE],
  );
}

/** The recipients in one phrase: "A; B; and C", or the phrase saying there is none. */
export function alertRecipientsPhrase(kinds: readonly AlertChannelKind[] = builtAlertKinds()) {
  const texts = kinds.map((kind) => alertRecipientTexts[kind]);
  if (texts.length === 0) return NO_ALERT_RECIPIENTS;
  if (texts.length === 1) return texts[0] as string;
  return `${texts.slice(0, -1).join('; ')}; and ${texts.at(-1)}`;
}

/** The privacy policy's placeholders about lead alerts. */
export type PrivacyAlertPlaceholder = 'alertExcerptLength' | 'alertRecipients';

/** Their values, read when the page renders. */
export function alertFacts(): Record<PrivacyAlertPlaceholder, string> {
  return {
    alertExcerptLength: String(ALERT_EXCERPT_LENGTH),
    alertRecipients: alertRecipientsPhrase(),
  };
}
