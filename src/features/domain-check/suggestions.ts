import {
  PRIORITY_SUGGESTION_SUFFIXES,
  SUGGESTION_COUNT,
  SUGGESTION_SUFFIXES,
} from './domain-rules';

/** The suffixes in suggestion order: .pk and .com.pk first, then the rest in spec order. */
const orderedSuffixes: readonly string[] = [
  ...PRIORITY_SUGGESTION_SUFFIXES,
  ...SUGGESTION_SUFFIXES.filter(
    (suffix) => !(PRIORITY_SUGGESTION_SUFFIXES as readonly string[]).includes(suffix),
  ),
];

/** The names suggested for a searched one: its base with other suffixes, at most 8. */
export function suggestionDomains(base: string, searchedDomain: string): string[] {
  return orderedSuffixes
    .map((suffix) => `${base}.${suffix}`)
    .filter((domain) => domain !== searchedDomain)
    .slice(0, SUGGESTION_COUNT);
}
