import {
  DEFAULT_SUFFIX,
  MAX_DOMAIN_LENGTH,
  MAX_LABEL_LENGTH,
  PK_SECOND_LEVEL_SUFFIXES,
} from './domain-rules';

/** Why typed text cannot be looked up. */
export type DomainInputError =
  'empty' | 'illegal-characters' | 'label-too-long' | 'name-too-long' | 'hyphen' | 'malformed';

export interface NormalizedDomain {
  ok: true;
  /** The full name to look up, e.g. shop-my-brand.com.pk (punycode for IDNs). */
  domain: string;
  /** The registrable label, e.g. shop-my-brand. */
  base: string;
  /** The suffix after the base, e.g. com.pk. */
  suffix: string;
}

export interface RejectedDomain {
  ok: false;
  error: DomainInputError;
}

const pkSuffixes: ReadonlySet<string> = new Set(PK_SECOND_LEVEL_SUFFIXES);
const ldhLabel = /^[a-z0-9-]+$/;
const topLevelLabel = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const asciiOnly = /^[\x20-\x7e]*$/;

/** Converts an internationalised host to punycode with the URL API; undefined when it can't. */
function toAscii(host: string): string | undefined {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Turns what a visitor typed into the domain to check (the specification): trimmed, lowercased,
 * without protocol, `www.`, path, query, fragment, port or trailing dot; a single label gets .com;
 * two-part .pk suffixes are kept whole; extra inner labels are joined with hyphens. Never throws.
 */
export function normalizeDomain(input: string): NormalizedDomain | RejectedDomain {
  let host = input.trim().toLowerCase();
  if (!host) return { ok: false, error: 'empty' };
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  host = host.split(/[/?#]/, 1)[0] ?? '';
  host = host.replace(/:\d*$/, '').replace(/\.+$/, '');
  host = host.replace(/^www\./, '');
  if (!host) return { ok: false, error: 'malformed' };

  if (!asciiOnly.test(host)) {
    // Internationalised names (and full-width dots) become punycode, as registries expect.
    const ascii = toAscii(host);
    if (ascii === undefined || !/^[a-z0-9.-]+$/.test(ascii)) {
      return { ok: false, error: 'illegal-characters' };
    }
    host = ascii.replace(/\.+$/, '').replace(/^www\./, '');
  }
  if (!/^[a-z0-9.-]+$/.test(host)) return { ok: false, error: 'illegal-characters' };
  if (host.length > MAX_DOMAIN_LENGTH) return { ok: false, error: 'name-too-long' };

  const labels = host.split('.');
  if (labels.some((label) => label === '')) return { ok: false, error: 'malformed' };
  if (labels.some((label) => !ldhLabel.test(label))) {
    return { ok: false, error: 'illegal-characters' };
  }
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) {
    return { ok: false, error: 'hyphen' };
  }
  if (labels.some((label) => label.length > MAX_LABEL_LENGTH)) {
    return { ok: false, error: 'label-too-long' };
  }

  let suffix: string;
  let baseLabels: string[];
  const lastTwo = labels.slice(-2).join('.');
  if (labels.length === 1) {
    suffix = DEFAULT_SUFFIX;
    baseLabels = labels;
  } else if (labels.length > 2 && pkSuffixes.has(lastTwo)) {
    suffix = lastTwo;
    baseLabels = labels.slice(0, -2);
  } else {
    suffix = labels[labels.length - 1] ?? '';
    baseLabels = labels.slice(0, -1);
  }
  if (!topLevelLabel.test(suffix.split('.').pop() ?? '')) return { ok: false, error: 'malformed' };

  const base = baseLabels.join('-');
  if (base.length > MAX_LABEL_LENGTH) return { ok: false, error: 'label-too-long' };
  return { ok: true, domain: `${base}.${suffix}`, base, suffix };
}
