import { useEffect, useId, useRef } from 'react';
import { useFormTakeover } from '../../components/hooks/use-form-takeover';
import { domAttr, FIELD_ERROR_SUFFIX } from '../../lib/dom-contract';
import { AppLink } from '../../components/app-link';
import { billingLinks } from '../../config/site';
import type { FormEvent } from 'react';
import type { FieldCheck } from '../../lib/field-checks';
import {
  billingSearchLabel,
  CHECK_BUTTON_LABEL,
  CHECKING_BUTTON_LABEL,
  DOMAIN_INPUT_LABEL,
  DOMAIN_INPUT_PLACEHOLDER,
  inputErrorMessages,
  NO_SCRIPT_MESSAGE,
  NO_SCRIPT_SEARCH_LABEL,
  notices,
  offlineMessage,
  uncheckedMessage,
  verdictTexts,
} from './domain-messages';
import { DomainResult } from './domain-result';
import { DOMAIN_QUERY_PARAM } from './domain-query';
import type { CheckView } from './use-domain-check';
import { useDomainCheck } from './use-domain-check';

/** The page the checker is on: a search sent with no script (a GET) comes back to it. */
const CHECKER_PAGE = '/';
/** The one check the head script makes before the island has taken the form. */
const fieldChecks = JSON.stringify([
  { kind: 'min', length: 1, message: notices.empty.description },
] satisfies FieldCheck[]);

/** The short text screen readers hear politely when the checker has news. */
function announcement(view: CheckView): string {
  if (view.phase !== 'result' || !view.verdict) return '';
  const text = `${view.domain} ${verdictTexts[view.verdict]}`;
  if (view.suggestions.some((row) => row.state === 'pending')) return text;
  const available = view.suggestions.filter((row) => row.state === 'available').length;
  return `${text} ${available} of ${view.suggestions.length} similar domains are available.`;
}

/**
 * The domain availability checker of the home hero (the specification). The form is
 * prerendered; the lookup logic loads when the visitor reaches for it.
 */
export function DomainChecker() {
  const id = useId();
  const inputId = `${id}-domain`;
  const messageId = `${id}-message`;
  // Uncontrolled, so that what is typed before hydration is kept.
  const inputRef = useRef<HTMLInputElement>(null);
  const { view, checking, check, preload } = useDomainCheck();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void check(inputRef.current?.value ?? '');
  };

  // A search sent before the island took the form is checked now (the button says so meanwhile).
  const formRef = useFormTakeover(CHECK_BUTTON_LABEL, {
    send: () => void check(inputRef.current?.value ?? ''),
    // A send the head script refused (nothing typed): the island says so itself, unless the
    // visitor has typed since (then there is nothing to say until the next send).
    recheck: () => {
      if (!inputRef.current?.value.trim()) void check('');
    },
  });

  // A search in the address (?domain=, a shared link, or a search the browser sent itself because
  // the island was not there yet): run it.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get(DOMAIN_QUERY_PARAM);
    if (query === null || !inputRef.current) return;
    inputRef.current.value = query;
    inputRef.current.focus();
    void check(query);
  }, [check]);

  const message =
    view.phase === 'invalid'
      ? inputErrorMessages[view.error]
      : view.phase === 'offline'
        ? offlineMessage(view.domain)
        : view.phase === 'unchecked'
          ? uncheckedMessage(view.domain, view.reason)
          : '';

  return (
    <div className="domain-checker">
      <form
        ref={formRef}
        method="get"
        action={CHECKER_PAGE}
        {...{ [domAttr.busyLabel]: CHECKING_BUTTON_LABEL }}
        className="domain-checker-form"
        // The head script marks a form it checked or holds before the island takes it.
        suppressHydrationWarning
        role="search"
        aria-label="Domain availability"
        noValidate
        onSubmit={onSubmit}
        onFocus={preload}
        onPointerEnter={preload}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {DOMAIN_INPUT_LABEL}
        </label>
        <input
          id={inputId}
          className="form-control form-control-lg domain-checker-input"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          name={DOMAIN_QUERY_PARAM}
          placeholder={DOMAIN_INPUT_PLACEHOLDER}
          ref={inputRef}
          {...{ [domAttr.fieldChecks]: fieldChecks }}
          suppressHydrationWarning
          aria-invalid={view.phase === 'invalid' || undefined}
          aria-describedby={[`${inputId}${FIELD_ERROR_SUFFIX}`, message && messageId]
            .filter(Boolean)
            .join(' ')}
        />
        {/* The inline script may show the busy label before hydration: its text is kept. */}
        <button
          type="submit"
          className="btn btn-lg domain-checker-button"
          disabled={checking}
          suppressHydrationWarning
        >
          {checking ? CHECKING_BUTTON_LABEL : CHECK_BUTTON_LABEL}
        </button>
      </form>
      <div className="domain-checker-status" aria-live="polite" aria-atomic="true">
        {/* An empty send's message: the head script's before the island has taken the form. */}
        <p
          id={`${inputId}${FIELD_ERROR_SUFFIX}`}
          className="domain-checker-message is-invalid mb-0"
          suppressHydrationWarning
        >
          {view.phase === 'empty' ? notices.empty.description : ''}
        </p>
        <noscript>
          <p className="domain-checker-message is-unchecked mb-0">
            {NO_SCRIPT_MESSAGE}{' '}
            <AppLink
              external
              href={billingLinks.domainRegister()}
              className="domain-checker-billing"
            >
              {NO_SCRIPT_SEARCH_LABEL}
            </AppLink>
          </p>
        </noscript>
        {message && (
          <div id={messageId} className={`domain-checker-message is-${view.phase}`}>
            <p className="mb-0">{message}</p>
            {view.phase === 'unchecked' && (
              <AppLink
                external
                href={billingLinks.domainRegister(view.domain)}
                className="domain-checker-billing"
              >
                {billingSearchLabel(view.domain)}
              </AppLink>
            )}
          </div>
        )}
        <span className="visually-hidden">{announcement(view)}</span>
      </div>
      {view.phase === 'result' && (
        <DomainResult domain={view.domain} verdict={view.verdict} suggestions={view.suggestions} />
      )}
    </div>
  );
}
