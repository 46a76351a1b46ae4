import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalPage } from '../components/legal-page';
import { brand, emails, legalLastUpdated, liabilityCapTerm, phone } from '../config/site';
import { formatLegalDate, legalAgencyFacts, lookupHostTexts } from '../content/legal';
import { legalPlaceholders } from '../content/legal.schema';
import privacyData from '../content/data/legal/privacy-policy.json' with { type: 'json' };
import termsData from '../content/data/legal/terms-of-service.json' with { type: 'json' };
import cookiesData from '../content/data/legal/cookies-policy.json' with { type: 'json' };
import { legalFacts } from './legal/legal-facts';
import type { LegalDocument } from '../content/legal';
import {
  ALERT_EXCERPT_LENGTH,
  ALERT_KINDS_BUILD_VARIABLE,
  alertChannelKinds,
  configuredAlertKinds,
} from '../features/contact/alert-channels';
import { CONTACT_RETENTION_DAYS_DEFAULT } from '../features/contact/contact-protocol';
import { SUGGESTION_COUNT } from '../features/domain-check/domain-rules';
import { lookupOrigins } from '../features/domain-check/lookup-sources';
import { CookiesPolicyPage } from './cookies-policy-page';
import { browserStorage, outboxRetentionDays } from './legal/browser-storage';
import { NO_ALERT_RECIPIENTS, alertFacts, alertRecipientTexts } from './legal/alert-recipients';
import { LOOKUP_HOSTS_FILE, lookupHostFacts } from './legal/lookup-hosts';

/** Every alert channel's variables, as an agency using all four would set them. */
const fullAlertEnv = {
  ALERT_WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/2/',
  ALERT_WEBHOOK_SECRET: 'a-secret-long-enough',
  ALERT_SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T0/B0/x',
  ALERT_TELEGRAM_BOT_TOKEN: '123456:AAbbCCddEEffGGhhIIjjKK',
  ALERT_TELEGRAM_CHAT_ID: '-1001',
  ALERT_WHATSAPP_TOKEN: 'EAAG',
  ALERT_WHATSAPP_PHONE_NUMBER_ID: '1098',
  ALERT_WHATSAPP_TO: '447700900123',
};
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';

/** The page's visible text, tags dropped and entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The page's HTML as the prerenderer writes it: its blocks loaded when idle included. */
async function servedHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
/** The page's text as served. */
const served = async (element: ReactNode) => textOf(await servedHtml(element));

const privacyHtml = await servedHtml(<PrivacyPolicyPage />);
const privacy = textOf(privacyHtml);
const terms = await served(<TermsOfServicePage />);
const cookies = await served(<CookiesPolicyPage />);

describe('legal data files', () => {
  it('store no agency detail and no computed fact: the pages fill in every placeholder', () => {
    const files = JSON.stringify([privacyData, termsData, cookiesData]);
    for (const value of [
      brand.name,
      emails.support,
      phone.display,
      liabilityCapTerm.text,
      'billing.',
    ])
      expect(files).not.toContain(value);
    expect(files).not.toContain('lastUpdated');
    expect(Object.keys({ ...legalAgencyFacts, ...legalFacts, ...alertFacts() }).sort()).toEqual(
      [...legalPlaceholders].sort(),
    );
    expect(terms).toContain(`limited to ${liabilityCapTerm.text}.`);
    expect(privacy).toContain(`${brand.name} respects your privacy.`);
    for (const page of [privacy, terms, cookies])
      expect(page).toContain(`contact us at ${emails.support} or ${phone.display},`);
  });
});

describe('legal pages', () => {
  it('fill every placeholder and show the configured date', () => {
    const updated = `Last updated: ${formatLegalDate(legalLastUpdated)}`;
    for (const page of [privacy, terms, cookies]) {
      expect(page).not.toMatch(/\{\w+\}/);
      expect(page).toContain(updated);
    }
    expect(formatLegalDate('2026-11-23')).toBe('November 23, 2026');
    expect(() => formatLegalDate('23/11/2026')).toThrow(/ISO date/);
  });

  it('privacy policy: storage names, lookup hosts, recipients and retention from the code', () => {
    for (const entry of browserStorage) expect(privacy).toContain(entry.name);
    // The named hosts in the page; every host in the list it links to (served.http.ts).
    for (const { host } of lookupHostFacts().named) expect(privacy).toContain(host);
    expect(privacyHtml).toContain(`href="${LOOKUP_HOSTS_FILE}"`);
    expect(privacy).toContain(
      `deletes each record once it is ${CONTACT_RETENTION_DAYS_DEFAULT} days old`,
    );
    expect(privacy).toContain(`up to ${SUGGESTION_COUNT} other suffixes`);
    expect(privacy).toContain(`All ${lookupOrigins.length} hosts the domain checker may contact`);
    expect(privacy).toContain('Netlify Blobs');
    expect(privacy).toContain('Our mail provider');
    expect(privacy).toContain('HMAC-SHA-256');
    expect(privacy).not.toMatch(/pages visited/i);
    // The sentence about the other registries only when the checker's table has some.
    expect(privacy.includes(lookupHostTexts.others)).toBe(
      lookupHostFacts().otherRegistries.length > 0,
    );
  });

  it('cookies policy: no cookie, analytics or banner claimed; what is stored instead', () => {
    for (const entry of browserStorage) expect(cookies).toContain(entry.name);
    expect(cookies).toContain('shows no consent banner');
    expect(cookies).not.toMatch(/\bwe use (four|analytics|marketing|cookies to)\b/i);
    expect(cookies).not.toMatch(/our consent banner/i);
    for (const type of ['Essential', 'Analytics', 'Preference', 'Marketing'])
      expect(cookies).toMatch(new RegExp(`${type} cookies: [^:]*This website sets none`));
  });

  it('terms: the outbox keeps an offline message as long as the service worker does', () => {
    expect(terms).toContain(`cannot be sent within ${outboxRetentionDays} days`);
  });

  it('refuse to render a placeholder or a generated block they were not given', () => {
    const document: LegalDocument = {
      title: 'T',
      lastUpdated: 'today',
      intro: 'Kept {days} days.',
      numbered: false,
      sections: [{ heading: 'H', paragraphs: ['p'], insert: 'contactRecord' }],
    };
    expect(() => renderToString(<LegalPage document={document} />)).toThrow(
      'T: no value for the placeholder {days}.',
    );
    expect(() => renderToString(<LegalPage document={document} facts={{ days: '3' }} />)).toThrow(
      'T: no generated block "contactRecord".',
    );
  });
});

describe('privacy policy: lead alert recipients', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('names each kind the build found configured, and only those', async () => {
    vi.stubEnv(ALERT_KINDS_BUILD_VARIABLE, configuredAlertKinds(fullAlertEnv).join(','));
    const page = await served(<PrivacyPolicyPage />);
    for (const kind of alertChannelKinds) expect(page).toContain(alertRecipientTexts[kind]);
    expect(page).not.toContain(NO_ALERT_RECIPIENTS);
    expect(page).toContain(`the first ${ALERT_EXCERPT_LENGTH} characters of your message`);
    vi.stubEnv(
      ALERT_KINDS_BUILD_VARIABLE,
      configuredAlertKinds({ ALERT_SLACK_WEBHOOK_URL: fullAlertEnv.ALERT_SLACK_WEBHOOK_URL }).join(
        ',',
      ),
    );
    const slackOnly = await served(<PrivacyPolicyPage />);
    expect(slackOnly).toContain(alertRecipientTexts.slack);
    expect(slackOnly).not.toContain(alertRecipientTexts.telegram);
  });

  it('says there is none when no channel is configured (a refused one sends nothing)', async () => {
    vi.stubEnv(
      ALERT_KINDS_BUILD_VARIABLE,
      configuredAlertKinds({ ALERT_TELEGRAM_CHAT_ID: '-100' }).join(','),
    );
    const page = await served(<PrivacyPolicyPage />);
    expect(page).toContain(NO_ALERT_RECIPIENTS);
    for (const kind of alertChannelKinds) expect(page).not.toContain(alertRecipientTexts[kind]);
  });
});
