/**
 * Values of the legal texts' `{name}` placeholders read from the code that makes them true (the
 * legal page adds those from the agency's details, legalAgencyFacts).
 */
import type { LegalAgencyPlaceholder, LegalPlaceholder } from '../../content/legal';
import { ALERT_EXCERPT_LENGTH } from '../../features/contact/alert-channels';
import {
  CONTACT_RETENTION_DAYS_DEFAULT,
  DELIVERED_KEEP_DAYS,
} from '../../features/contact/contact-protocol';
import { LOOKUP_CACHE_TTL_MS, SUGGESTION_COUNT } from '../../features/domain-check/domain-rules';
import { OUTBOX_MAX_AGE_DAYS } from '../../features/contact/outbox-protocol';
import { CURRENCY_STORAGE_KEY } from '../../features/pricing/currency-storage';
import { alertRecipientsPhrase } from './alert-recipients';

const MS_PER_MINUTE = 60_000;

export const legalFacts: Readonly<
  Record<Exclude<LegalPlaceholder, LegalAgencyPlaceholder>, string>
> = {
  contactRetentionDays: String(CONTACT_RETENTION_DAYS_DEFAULT),
  deliveredIdKeepDays: String(DELIVERED_KEEP_DAYS),
  outboxRetentionDays: String(OUTBOX_MAX_AGE_DAYS),
  currencyKey: CURRENCY_STORAGE_KEY,
  suggestionCount: String(SUGGESTION_COUNT),
  lookupCacheMinutes: String(LOOKUP_CACHE_TTL_MS / MS_PER_MINUTE),
  alertExcerptLength: String(ALERT_EXCERPT_LENGTH),
  // Read when the page renders: the build's configured alert kinds.
  get alertRecipients() {
    return alertRecipientsPhrase();
  },
};
