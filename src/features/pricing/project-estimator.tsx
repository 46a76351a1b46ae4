import { useCallback, useEffect, useRef, useState } from 'react';
import { choicesOf, estimateRange, estimateSteps } from '../../content/estimate-rules';
import type {
  EstimateAnswers,
  EstimateCatalog,
  EstimateCurrency,
  EstimateStep,
} from '../../content/estimate-rules';
import { estimateCatalog } from '../../content/estimator';
import { siteOrigin, whatsappLink } from '../../config/site';
import { useFormTakeover } from '../../components/hooks/use-form-takeover';
import { domAttr } from '../../lib/dom-contract';
import { DEFAULT_CURRENCY, formatPrice } from './currency';
import { ESTIMATE_PATH, estimateQuery, readEstimateQuery } from '../../content/estimate-query';
import type { ReadEstimate } from '../../content/estimate-query';
import { estimateSummaryLine } from '../../content/estimate-summary';
import { estimateQuestions, estimateResultTexts } from './estimate-questions';
import { estimateStepId, estimateTexts } from './estimate-texts';
import { Price } from './price';

const CONTACT_PATH = '/contact';
const SPACED = { spaced: true } as const;

/** The answers the form's fields hold, read as the address would be. */
const formAnswers = (form: HTMLFormElement, catalog: EstimateCatalog) =>
  readEstimateQuery(
    new URLSearchParams(
      [...new FormData(form)].map(([name, value]) => [name, String(value)] as [string, string]),
    ),
    catalog,
  ).answers;

/** Ticks the form's fields as the answers say (the prerendered page has none ticked). */
const tickAnswers = (form: HTMLFormElement, answers: EstimateAnswers) => {
  for (const input of form.querySelectorAll<HTMLInputElement>('input')) {
    const step = input.name as EstimateStep;
    input.checked =
      step === 'features' ? answers.features.includes(input.value) : answers[step] === input.value;
  }
};

const shownCurrency = (): EstimateCurrency =>
  document.documentElement.getAttribute(domAttr.currency) === 'USD' ? 'USD' : DEFAULT_CURRENCY;

/**
 * The project estimator (the estimate page's island): six questions as a plain GET form whose
 * answers are the page's query, so a link to an estimate opens it again. The range is worked out
 * as each answer is tapped, and the address follows the answers. A link's answers that no longer
 * exist are left out with a note, and the estimator opens at the first question to answer.
 */
export function ProjectEstimator({ catalog = estimateCatalog }: { catalog?: EstimateCatalog }) {
  const [answers, setAnswers] = useState<EstimateAnswers>({ features: [] });
  const [read, setRead] = useState<ReadEstimate | null>(null);
  const result = useRef<HTMLDivElement>(null);

  const update = useCallback(
    (form: HTMLFormElement) => {
      const next = formAnswers(form, catalog);
      setAnswers(next);
      if (location.pathname.replace(/\/$/, '') === ESTIMATE_PATH) {
        const query = estimateQuery(next);
        history.replaceState(
          history.state,
          '',
          query ? `${ESTIMATE_PATH}?${query}` : ESTIMATE_PATH,
        );
      }
    },
    [catalog],
  );

  const form = useFormTakeover(estimateTexts.submit, { send: update });

  // At hydration: the answers tapped before the island took the form win; else the address's.
  useEffect(() => {
    const element = form.current!;
    const tapped = new FormData(element).keys().next().done === false;
    const fromAddress = readEstimateQuery(location.search, catalog);
    if (!tapped) {
      tickAnswers(element, fromAddress.answers);
      setRead(fromAddress);
      if (fromAddress.note || (location.search && fromAddress.startStep))
        document
          .getElementById(estimateStepId(fromAddress.startStep ?? 'service'))
          ?.scrollIntoView({ block: 'start' });
    }
    update(element);
  }, [catalog, form, update]);

  // The first number a page formats sets up the browser's locale data, about 60 ms on a phone:
  // done once the island has started, in a task of its own, so that no tap waits for it.
  useEffect(() => {
    const timer = setTimeout(() => {
      formatPrice(1, 'PKR');
      formatPrice(1, 'USD');
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  const range = estimateRange(catalog, answers);
  const query = estimateQuery(answers);
  const link = `${siteOrigin}${ESTIMATE_PATH}${query ? `?${query}` : ''}`;
  const whole = estimateSteps.every((step) => step === 'features' || answers[step] !== undefined);

  return (
    <form
      ref={form}
      className="estimator"
      action={ESTIMATE_PATH}
      method="get"
      aria-label={estimateTexts.formLabel}
      {...{ [domAttr.busyLabel]: estimateTexts.busy }}
      onChange={(event) => update(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault();
        update(event.currentTarget);
        result.current?.focus();
      }}
    >
      {read?.note && (
        <p className="estimator-note alert alert-warning" role="alert">
          {read.note}{' '}
          {read.startStep && (
            <a href={`#${estimateStepId(read.startStep)}`}>{estimateTexts.goToStep}</a>
          )}
        </p>
      )}
      <div className="estimator-layout">
        <div className="estimator-questions">
          {estimateSteps.map((step, index) => {
            const { question, hint } = estimateQuestions[step];
            const multiple = step === 'features';
            const invalid = read?.invalid.includes(step);
            return (
              <fieldset
                key={step}
                id={estimateStepId(step)}
                className={`estimator-step${invalid ? ' is-invalid' : ''}`}
                aria-describedby={hint ? `${estimateStepId(step)}-hint` : undefined}
              >
                <legend className="estimator-question h5">
                  {index + 1}. {question}
                </legend>
                {hint && (
                  <p id={`${estimateStepId(step)}-hint`} className="form-text mt-0">
                    {hint}
                  </p>
                )}
                {choicesOf(catalog, step).map((choice) => (
                  <div key={choice.id} className="estimator-choice">
                    <input
                      className="estimator-input"
                      type={multiple ? 'checkbox' : 'radio'}
                      id={`${estimateStepId(step)}-${choice.id}`}
                      name={step}
                      value={choice.id}
                    />
                    <label
                      className="estimator-label"
                      htmlFor={`${estimateStepId(step)}-${choice.id}`}
                    >
                      {choice.label}
                    </label>
                  </div>
                ))}
              </fieldset>
            );
          })}
          {/* On a phone the range is below the questions: this row stays in view while they
              scroll, with the range as it stands (read out by the result's status already). */}
          <div className="estimator-bar">
            {range && (
              <p className="estimator-bar-range" aria-hidden="true">
                <Price className="estimator-bar-low" amounts={range.low} format={SPACED} /> to{' '}
                <Price className="estimator-bar-high" amounts={range.high} format={SPACED} />
              </p>
            )}
            <button type="submit" className="btn btn-primary">
              {estimateTexts.submit}
            </button>
          </div>
        </div>
        <div className="estimator-result card" ref={result} tabIndex={-1}>
          <div className="card-body">
            <h2 className="h4">{estimateResultTexts.resultHeading}</h2>
            <div role="status" className="estimator-range" data-testid="estimate-range">
              {range ? (
                <>
                  <p className="mb-1">{whole ? estimateTexts.whole : estimateTexts.partial}</p>
                  <p className="estimator-amount h3">
                    <Price className="estimator-low" amounts={range.low} format={SPACED} /> to{' '}
                    <Price className="estimator-high" amounts={range.high} format={SPACED} />
                  </p>
                  {range.monthly.PKR > 0 && (
                    <p className="estimator-monthly">
                      plus{' '}
                      <Price className="estimator-care" amounts={range.monthly} format={SPACED} />{' '}
                      per month for the care plan
                    </p>
                  )}
                </>
              ) : (
                <p>{estimateResultTexts.waiting}</p>
              )}
            </div>
            <p className="form-text">{estimateResultTexts.fine}</p>
            {range && (
              <div className="estimator-actions">
                <a className="btn btn-primary" href={`${CONTACT_PATH}?${query}`}>
                  {estimateTexts.sendToUs}
                </a>
                <a
                  className="btn btn-whatsapp"
                  href={whatsappLink(
                    estimateSummaryLine(catalog, answers, DEFAULT_CURRENCY, link) ?? '',
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                  // The visitor's currency is the page's (the head script changes it): read it now.
                  onClick={(event) => {
                    event.currentTarget.href = whatsappLink(
                      estimateSummaryLine(catalog, answers, shownCurrency(), link) ?? '',
                    );
                  }}
                >
                  {estimateTexts.whatsapp}
                </a>
              </div>
            )}
          </div>
        </div>
      </div>
    </form>
  );
}
