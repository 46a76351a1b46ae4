import { useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { notify } from '../../components/notify';
import { useFormTakeover } from '../../components/hooks/use-form-takeover';
import { domAttr } from '../../lib/dom-contract';
import { phone, whatsappLink } from '../../config/site';
import {
  clearDraft,
  emptyContactValues,
  loadDraft,
  onDraftRestored,
  saveDraft,
  submissionKey,
  takeWaitingMessage,
} from './contact-draft';
import type { ContactDraft, ContactValues, SubmissionId } from './contact-draft';
import { ContactField } from './contact-field';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_ENDPOINT,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactFieldNames,
} from './contact-protocol';
import { checkContactFields } from './check-contact-fields';
import type { ContactFieldErrors } from './check-contact-fields';
import type { ContactFieldName } from './contact-protocol';
import { contactTexts, deliveredNotice, queuedNotice } from './contact-texts';
import { newSubmissionId } from './new-submission-id';
import { dropCopy, keepCopy, sendingNow } from './sent-copies';
import { sendContactMessage } from './send-contact-message';
import { leadSourceOf } from './lead-source-check';
import { readVisit } from './lead-source-page';
import { normalizePath } from '../../lib/route-paths';
import { hasEstimateAnswers } from '../../lib/estimate-params';
import { scopeRows } from './contact-scope';
import type { ContactScope } from './contact-scope';
import type { SendOutcome } from './send-contact-message';

type Outcome = {
  kind: 'sent' | 'queued' | 'failed';
  text: string;
  /** Offer the other ways to reach the agency (a message that waits for the next visit). */
  alternatives?: boolean;
} | null;
type FieldElement = HTMLInputElement & HTMLTextAreaElement;

/** An estimate from the estimator: its scope in a currency. */
type Estimate = (unit: 'PKR' | 'USD') => ContactScope | undefined;

/** The estimate as the message's scope, its range in the currency the page shows now. */
const scopeOf = (estimate: Estimate | undefined): ContactScope | undefined =>
  estimate?.(document.documentElement.getAttribute(domAttr.currency) === 'USD' ? 'USD' : 'PKR');

/**
 * Text typed before the page was interactive, if any, goes into the form's state and becomes the
 * draft (unless it is being sent already: the send keeps the draft with its id).
 */
function adoptTyped(typed: ContactValues, show: (values: ContactValues) => void): boolean {
  if (!Object.values(typed).some(Boolean)) return false;
  show(typed);
  if (!sendingNow.size) saveDraft(typed);
  return true;
}

/** Shows the stored draft; with none, a refused message that waited for the form to empty. */
function restoreDraft(show: (draft: ContactDraft) => void): void {
  const waited = takeWaitingMessage();
  const draft = loadDraft();
  if (draft) show(draft);
  if (waited) notify.info(contactTexts.returnedTitle, contactTexts.returned);
}

/**
 * The contact form (the specification): validated with the shared schema, sent
 * once per submission id, its draft kept until it is sent.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [trap, setTrap] = useState('');
  // A bot may fill the honeypot before hydration: the input holds it, not `trap`.
  const trapRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [validateLive, setValidateLive] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The estimate the visitor came with from the estimator, sent as the message's scope.
  const [estimate, setEstimate] = useState<Estimate | undefined>(undefined);
  // A ref, not state: a second click or Enter in the same tick must see it at once.
  const inFlight = useRef(false);
  // The same text keeps its id across retries, reloads and returns from the outbox, so the
  // server can tell a repeat. Stored with the draft.
  const attempt = useRef<SubmissionId | null>(null);
  const nameRef = useRef<FieldElement>(null);
  /** A draft's text goes into the fields, and the id it was sent under with it. */
  const showDraft = (draft: ContactDraft) => {
    setValues(draft.values);
    attempt.current = draft.submission;
  };
  const emailRef = useRef<FieldElement>(null);
  const messageRef = useRef<FieldElement>(null);
  const typedValues = (): ContactValues => ({
    name: nameRef.current?.value ?? '',
    email: emailRef.current?.value ?? '',
    message: messageRef.current?.value ?? '',
  });

  // After hydration, so the prerendered markup matches the first render; localStorage is the
  // outside system this effect reads once. A layout effect, in the same commit as the form's
  // takeover (useFormTakeover): from the moment the page's head script stops keeping what was
  // typed, the island keeps it, with no task between in which a page going away loses it.
  useLayoutEffect(() => {
    const restore = () => restoreDraft(showDraft);
    // What was typed before the page was interactive is in the fields (React keeps it as it
    // hydrates): it wins over a stored draft, and becomes the draft.
    if (!adoptTyped(typedValues(), setValues)) restore();
    if (trapRef.current?.value) setTrap(trapRef.current.value);
    // The estimator's code loads only for an address that carries an estimate.
    if (hasEstimateAnswers(location.search))
      void import('./contact-estimate').then(({ estimateInAddress }) =>
        // A function in state is set through an updater.
        setEstimate(() => estimateInAddress(location.search)),
      );
    // A message the outbox could not deliver comes back as the draft (contact-draft.ts).
    return onDraftRestored(restore);
  }, []);

  const focusFirstInvalid = (fieldErrors: ContactFieldErrors) => {
    const refs = { name: nameRef, email: emailRef, message: messageRef };
    const first = contactFieldNames.find((name) => fieldErrors[name]);
    if (first) refs[first].current?.focus();
  };

  // The next values start from the fields as the visitor sees them, not from this render's
  // state: a key that lands after the island adopted what was typed before hydration, but before
  // it rendered with it, would otherwise put this render's empty fields back.
  const change = (name: ContactFieldName, value: string) => {
    const next = { ...typedValues(), [name]: value };
    setValues(next);
    saveDraft(next, attempt.current);
    if (outcome?.kind !== 'failed') setOutcome(null);
    if (validateLive) {
      const result = checkContactFields(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  /** The estimate goes from the form and from the address (a reload does not bring it back). */
  const dropEstimate = () => {
    setEstimate(undefined);
    if (location.search) history.replaceState(history.state, '', location.pathname);
  };

  const finish = (sent: Extract<SendOutcome, { kind: 'delivered' | 'queued' }>) => {
    setValues(emptyContactValues);
    if (estimate) dropEstimate();
    setTrap('');
    clearDraft();
    attempt.current = null;
    setValidateLive(false);
    setErrors({});
    if (sent.kind === 'delivered') {
      const notice = deliveredNotice(sent.delivery);
      notify.success(notice.title, notice.text);
      setOutcome({ kind: 'sent', text: `${notice.title} ${notice.text}` });
    } else {
      const text = queuedNotice(sent.queued.reason, sent.queued.backgroundSync);
      notify.info(contactTexts.queuedTitle, text);
      setOutcome({ kind: 'queued', text, alternatives: !sent.queued.backgroundSync });
    }
    restoreDraft(showDraft);
  };

  /** Checks the values with the schema's checks; shows the field messages of a refusal. */
  const check = (values: ContactValues) => {
    const result = checkContactFields(values);
    setValidateLive(!result.ok || validateLive);
    setErrors(result.ok ? {} : result.errors);
    return result;
  };

  const send = async (values: ContactValues, honeypot = trap) => {
    if (inFlight.current) return;
    // A send the checks refuse shows the field messages, never the busy label.
    const result = check(values);
    if (!result.ok) {
      setOutcome(null);
      focusFirstInvalid(result.errors);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setOutcome(null);
    const text = submissionKey(result.data);
    if (attempt.current?.text !== text) {
      attempt.current = { id: newSubmissionId(), text };
      saveDraft(values, attempt.current);
    }
    const scope = scopeOf(estimate);
    const body = {
      id: attempt.current.id,
      ...result.data,
      [CONTACT_HONEYPOT_FIELD]: honeypot,
      // Where this tab's visit came from, and this page: kept with the message from now on.
      source: leadSourceOf(readVisit(), normalizePath(location.pathname)),
      ...(scope ? { scope } : {}),
    };
    // A copy until the server confirms it: if this page closes mid-send, or the outbox loses it,
    // the next page load sends it again under the same id.
    keepCopy(body);
    sendingNow.add(body.id);
    const sent = await sendContactMessage(body);
    sendingNow.delete(body.id);
    inFlight.current = false;
    setSubmitting(false);
    if (sent.kind === 'delivered') dropCopy(body.id);
    if (sent.kind !== 'failed') {
      finish(sent);
      return;
    }
    // Not sent: the form holds it (and its draft the id), so the copy goes.
    dropCopy(body.id);
    notify.error(contactTexts.errorTitle, sent.message);
    setOutcome({ kind: 'failed', text: sent.message });
    if (Object.keys(sent.fields).length > 0) {
      setValidateLive(true);
      setErrors(sent.fields);
      focusFirstInvalid(sent.fields);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(values);
  };

  // Sent, or checked, before the island took the form: what was typed is in the fields (React
  // keeps it as it hydrates); it goes into the form's state and is sent, or checked, now. The
  // honeypot is read from its field too: a bot may have filled it before.
  const formRef = useFormTakeover(contactTexts.submit, {
    send: () => {
      const typed = typedValues();
      setValues(typed);
      void send(typed, trapRef.current?.value ?? trap);
    },
    recheck: () => {
      const typed = typedValues();
      setValues(typed);
      check(typed);
    },
  });

  const outcomeClass =
    outcome?.kind === 'failed'
      ? 'alert alert-danger'
      : outcome?.kind === 'queued'
        ? 'alert alert-info'
        : outcome
          ? 'alert alert-success'
          : '';

  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_ENDPOINT}
      {...{ [domAttr.busyLabel]: contactTexts.submitting, [domAttr.earlyDraft]: '' }}
      className="contact-form"
      noValidate
      // The head script marks a form it checked or holds before the island takes it.
      suppressHydrationWarning
      onSubmit={submit}
      aria-label="Contact form"
    >
      {estimate && <EstimateScope scope={scopeOf(estimate)} onRemove={dropEstimate} />}
      <ContactField
        name="name"
        label={contactTexts.nameLabel}
        value={values.name}
        error={errors.name}
        maxLength={CONTACT_NAME_MAX_LENGTH}
        onChange={(value) => change('name', value)}
        inputRef={nameRef}
        autoComplete="name"
      />
      <ContactField
        name="email"
        type="email"
        label={contactTexts.emailLabel}
        value={values.email}
        error={errors.email}
        maxLength={CONTACT_EMAIL_MAX_LENGTH}
        onChange={(value) => change('email', value)}
        inputRef={emailRef}
        autoComplete="email"
      />
      <ContactField
        name="message"
        multiline
        label={contactTexts.messageLabel}
        value={values.message}
        error={errors.message}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        onChange={(value) => change('message', value)}
        inputRef={messageRef}
      />
      {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div className="contact-trap" aria-hidden="true">
        <label htmlFor="contact-website">{contactTexts.honeypotLabel}</label>
        <input
          id="contact-website"
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          ref={trapRef}
          onChange={(event) => setTrap(event.target.value)}
        />
      </div>
      {/* The inline script may show the busy label before hydration: its text is kept. */}
      <button
        type="submit"
        className="btn btn-primary btn-lg"
        disabled={submitting}
        suppressHydrationWarning
      >
        {submitting ? contactTexts.submitting : contactTexts.submit}
      </button>
      <div className="contact-outcome mt-3" role="status" aria-live="polite">
        {outcome && <p className={`${outcomeClass} mb-0`}>{outcome.text}</p>}
      </div>
      {outcome?.alternatives && (
        <p className="mt-2 mb-0">
          <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">
            {contactTexts.whatsappAction}
          </a>
          {' · '}
          <a href={`tel:${phone.e164}`}>{contactTexts.callAction(phone.display)}</a>
        </p>
      )}
    </form>
  );
}

/** The estimate sent with the message, as a short table the visitor can remove. */
function EstimateScope({
  scope,
  onRemove,
}: {
  scope: ContactScope | undefined;
  onRemove: () => void;
}) {
  if (!scope) return null;
  return (
    <section className="contact-scope card mb-3" aria-labelledby="contact-scope-title">
      <div className="card-body">
        <h3 id="contact-scope-title" className="h6">
          {contactTexts.scopeHeading}
        </h3>
        <table className="table table-sm mb-2">
          <tbody>
            {scopeRows(scope).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="btn btn-link btn-sm p-0" onClick={onRemove}>
          {contactTexts.scopeRemove}
        </button>
      </div>
    </section>
  );
}
