/** Every text the domain checker shows (the specification word for word). */
import type { DomainInputError } from './normalize-domain';

export const CHECK_BUTTON_LABEL = 'Check';
export const CHECKING_BUTTON_LABEL = 'Checking...';
export const DOMAIN_INPUT_LABEL = 'Domain name';
export const DOMAIN_INPUT_PLACEHOLDER = 'e.g. yourbusiness.com';
export const REGISTER_LINK_LABEL = 'Register';

export const notices = {
  empty: { title: 'Error', description: 'Please enter a domain name' },
  failure: {
    title: 'Error',
    description: 'Failed to check domain availability. Please try again.',
  },
  available: {
    title: 'Domain Available!',
    description: 'This domain is available for registration',
  },
  taken: {
    title: 'Domain Unavailable',
    description: 'This domain is taken, but check out similar options below',
  },
} as const;

/** What the checker says in a browser with no script: it cannot look the name up itself. */
export const NO_SCRIPT_MESSAGE = 'With JavaScript off, this page cannot check a domain name.';
export const NO_SCRIPT_SEARCH_LABEL = 'Search on our domain registration page';

/** Inline messages for input that cannot be a domain name (no lookup is made). */
export const inputErrorMessages: Record<Exclude<DomainInputError, 'empty'>, string> = {
  'illegal-characters':
    'A domain name can only contain letters, digits, hyphens and dots. Please check what you typed.',
  'label-too-long': 'Each part of a domain name can be at most 63 characters long.',
  'name-too-long': 'A domain name can be at most 253 characters long.',
  hyphen: 'A domain name cannot start or end with a hyphen.',
  malformed: 'Please enter a valid domain name, for example yourbusiness.com.',
};

export const verdictTexts = {
  checking: 'Checking…',
  available: 'is available!',
  taken: 'is already taken.',
} as const;

export const SUGGESTIONS_HEADING = 'Similar domains';

export const suggestionStateTexts = {
  pending: 'Checking…',
  available: 'Available',
  taken: 'Taken',
  unknown: 'Could not check',
} as const;

/** Shown instead of a verdict only when the browser is offline (or our own site is unreachable). */
export function offlineMessage(domain: string): string {
  return `Checking a domain needs an internet connection. You seem to be offline: we will check ${domain} as soon as the connection returns.`;
}

/** Why a name could not be checked here; the visitor is sent on to the billing site's search. */
export type UncheckedReason = 'unsupported' | 'failed';

/** Shown beside the input when a name could not be checked, above the billing site link. */
export function uncheckedMessage(domain: string, reason: UncheckedReason): string {
  return reason === 'unsupported'
    ? `${domain} cannot be checked here: its registry offers no lookup service we can reach.`
    : `We could not reach a registry to check ${domain}.`;
}

/** The link to the billing site's domain search for a name that could not be checked here. */
export function billingSearchLabel(domain: string): string {
  return `Search ${domain} on our domain registration page`;
}
