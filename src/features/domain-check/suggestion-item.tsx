import { AppLink } from '../../components/app-link';
import { billingLinks } from '../../config/site';
import { REGISTER_LINK_LABEL, suggestionStateTexts } from './domain-messages';
import type { SuggestionRow } from './use-domain-check';

/** One suggested name with its own state: pending, available (with Register), taken, unknown. */
export function SuggestionItem({ domain, state }: SuggestionRow) {
  return (
    <li className={`domain-suggestion is-${state}`} data-domain={domain} data-state={state}>
      <span className="domain-suggestion-name">{domain}</span>
      <span className="domain-suggestion-state">
        {state === 'pending' && <span className="domain-spinner" aria-hidden="true" />}
        {suggestionStateTexts[state]}
      </span>
      {state === 'available' && (
        <AppLink
          external
          href={billingLinks.domainRegister(domain)}
          className="btn btn-sm btn-success domain-register"
        >
          {REGISTER_LINK_LABEL} <span className="visually-hidden">{domain}</span>
        </AppLink>
      )}
    </li>
  );
}
