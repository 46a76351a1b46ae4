/**
 * A message's source (where the lead came from) in words, for the mail, the alerts and
 * `npm run messages`. Every value in it passed readLeadSource's limits (site paths, a host name,
 * campaign values without control characters), so it is plain text of bounded length.
 */
import { UTM_KEYS } from '../../../src/features/contact/contact-protocol';
import type { ReceivedLeadSource } from '../../../src/features/contact/contact-protocol';

/** What a message without a source says (a form sent without script, an old page). */
export const NO_SOURCE = 'not recorded';
/** How a source the function had to cut or drop parts of is marked. */
export const UNVERIFIED = 'unverified';

/**
 * The source a lead is counted under: its campaign (`utm_source`, with its medium), else the
 * site that linked to it, else `direct`; `not recorded` without a source.
 */
export function sourceLabel(source: ReceivedLeadSource | undefined): string {
  if (!source) return NO_SOURCE;
  const { utm_source: campaign, utm_medium: medium } = source.utm ?? {};
  if (campaign) return medium ? `${campaign} / ${medium}` : campaign;
  return source.referrer ?? 'direct';
}

const utmText = (utm: ReceivedLeadSource['utm']) =>
  UTM_KEYS.filter((key) => utm?.[key]).map((key) => `${key}=${utm?.[key]}`);

/** The source as labelled lines, one fact each (the mail and `show`). */
export function sourceLines(source: ReceivedLeadSource | undefined): [string, string][] {
  if (!source) return [['Source', NO_SOURCE]];
  const campaign = utmText(source.utm);
  return [
    ['Source', `${sourceLabel(source)}${source.unverified ? ` (${UNVERIFIED})` : ''}`],
    ['Landing page', source.landingPage ?? NO_SOURCE],
    ['Sent from', source.sentFrom ?? NO_SOURCE],
    ['Referrer', source.referrer ?? 'none'],
    ['Campaign', campaign.length > 0 ? campaign.join(', ') : 'none'],
    ['Articles read', source.articles?.length ? source.articles.join(', ') : 'none'],
  ];
}

/** The source in one line, for an alert: label, landing page, page sent from, articles read. */
export function sourceSummary(source: ReceivedLeadSource | undefined): string {
  if (!source) return `Source: ${NO_SOURCE}`;
  const articles = source.articles?.length ?? 0;
  return [
    `Source: ${sourceLabel(source)}${source.unverified ? ` (${UNVERIFIED})` : ''}`,
    `landed on ${source.landingPage ?? '?'}`,
    `sent from ${source.sentFrom ?? '?'}`,
    `${articles} ${articles === 1 ? 'article' : 'articles'} read`,
  ].join(', ');
}
