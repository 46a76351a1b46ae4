/**
 * Values of the legal texts' `{name}` placeholders read from the code that makes them true (the
 * legal page adds those from the agency's details, legalAgencyFacts; the privacy policy those
 * of the lead alerts, alertFacts, kept out of here so the other pages do not load them).
 */
import type { LegalAgencyPlaceholder, LegalPlaceholder } from '../../content/legal';
import {
  CONTACT_RETENTION_DAYS_DEFAULT,
  DELIVERED_KEEP_DAYS,
} from '../../features/contact/contact-protocol';
import { LOOKUP_CACHE_TTL_MS, SUGGESTION_COUNT } from '../../features/domain-check/domain-rules';
import { OUTBOX_MAX_AGE_DAYS } from '../../features/contact/outbox-protocol';
import { CURRENCY_STORAGE_KEY } from '../../config/ui';
import { LEAD_SOURCE_KEY } from '../../features/contact/contact-storage-keys';
import { LEAD_ARTICLES_MAX } from '../../features/contact/lead-source';
import type { PrivacyAlertPlaceholder } from './alert-recipients';

const MS_PER_MINUTE = 60_000;

export const legalFacts: Readonly<
  Record<Exclude<LegalPlaceholder, LegalAgencyPlaceholder | PrivacyAlertPlaceholder>, string>
> = {
  contactRetentionDays: String(CONTACT_RETENTION_DAYS_DEFAULT),
  deliveredIdKeepDays: String(DELIVERED_KEEP_DAYS),
  outboxRetentionDays: String(OUTBOX_MAX_AGE_DAYS),
  currencyKey: CURRENCY_STORAGE_KEY,
  leadSourceKey: LEAD_SOURCE_KEY,
  leadSourceArticles: String(LEAD_ARTICLES_MAX),
  suggestionCount: String(SUGGESTION_COUNT),
  lookupCacheMinutes: String(LOOKUP_CACHE_TTL_MS / MS_PER_MINUTE),
};
