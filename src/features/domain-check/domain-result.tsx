import { AppLink } from '../../components/app-link';
import { billingLinks } from '../../config/site';
import { REGISTER_LINK_LABEL, SUGGESTIONS_HEADING, verdictTexts } from './domain-messages';
import type { Verdict } from './interpret';
import { SuggestionItem } from './suggestion-item';
import type { SuggestionRow } from './use-domain-check';

/** The searched name's verdict and its suggestions, each row filled in as its answer arrives. */
export function DomainResult({
  domain,
  verdict,
  suggestions,
}: {
  domain: string;
  verdict: Verdict | undefined;
  suggestions: SuggestionRow[];
}) {
  const state = verdict ?? 'pending';
  return (
    <div className="domain-result">
      <div className={`domain-verdict is-${state}`} data-state={state}>
        <p className="domain-verdict-text mb-0">
          {verdict ? (
            <>
              <strong className="domain-verdict-name">{domain}</strong> {verdictTexts[verdict]}
            </>
          ) : (
            <>
              <span className="domain-spinner" aria-hidden="true" />
              {verdictTexts.checking} <strong className="domain-verdict-name">{domain}</strong>
            </>
          )}
        </p>
        {verdict === 'available' && (
          <AppLink
            external
            href={billingLinks.domainRegister(domain)}
            className="btn btn-success domain-register"
          >
            {REGISTER_LINK_LABEL} <span className="visually-hidden">{domain}</span>
          </AppLink>
        )}
      </div>
      {suggestions.length > 0 && (
        <>
          <h2 className="domain-suggestions-heading">{SUGGESTIONS_HEADING}</h2>
          <ul className="domain-suggestions list-unstyled mb-0">
            {suggestions.map((row) => (
              <SuggestionItem key={row.domain} domain={row.domain} state={row.state} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
