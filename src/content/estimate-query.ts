import { choicesOf, estimateSteps } from './estimate-rules';
import type { EstimateAnswers, EstimateCatalog, EstimateStep } from './estimate-rules';

export { ESTIMATE_PATH } from '../lib/route-paths';

/** A query longer than this is no estimate link: none of it is read. */
export const MAX_ESTIMATE_QUERY = 1_000;

/** The note shown when a link's answers cannot all be used. */
export const estimateLinkNote =
  'Some answers in this link no longer exist or are not valid, so they were left out. Please choose them again below.';

export interface ReadEstimate {
  answers: EstimateAnswers;
  /** The questions whose answer in the address could not be used, in the estimator's order. */
  invalid: EstimateStep[];
  /** Where the estimator opens: the first question left out or not answered yet, if any. */
  startStep: EstimateStep | undefined;
  /** Set when something in the address was left out. */
  note: string | undefined;
}

const idsOf = (catalog: EstimateCatalog, step: EstimateStep): readonly string[] =>
  choicesOf(catalog, step).map((item) => item.id);

/** Whether the visitor has answered the question (the features may be left empty). */
const answered = (answers: EstimateAnswers, step: EstimateStep) =>
  step === 'features' ? answers.service !== undefined : answers[step] !== undefined;

/**
 * The answers an address (or a form's fields) holds, checked against the catalog: a choice that
 * no longer exists, a question answered twice, a repeated or unknown feature or an over-long
 * query is left out and named, never trusted. Parameters the estimator does not ask are ignored.
 */
export function readEstimateQuery(
  query: string | URLSearchParams,
  catalog: EstimateCatalog,
): ReadEstimate {
  const raw = typeof query === 'string' ? query.replace(/^\?/, '') : query.toString();
  const params = raw.length > MAX_ESTIMATE_QUERY ? new URLSearchParams() : new URLSearchParams(raw);
  const invalid = new Set<EstimateStep>();
  if (raw.length > MAX_ESTIMATE_QUERY) invalid.add('service');
  const answers: { -readonly [K in keyof EstimateAnswers]: EstimateAnswers[K] } = { features: [] };
  for (const step of estimateSteps) {
    const known = idsOf(catalog, step);
    const values = params.getAll(step).filter((value) => value !== '');
    if (step === 'features') {
      const unique = [...new Set(values)];
      const valid = unique.filter((value) => known.includes(value));
      if (valid.length !== values.length) invalid.add(step);
      // In the catalog's order, as the form lists them.
      answers.features = known.filter((id) => valid.includes(id));
      continue;
    }
    if (values.length === 0) continue;
    const [value] = values;
    if (values.length > 1 || !known.includes(value!)) invalid.add(step);
    else answers[step] = value;
  }
  const list = estimateSteps.filter((step) => invalid.has(step));
  return {
    answers,
    invalid: list,
    startStep: estimateSteps.find((step) => invalid.has(step) || !answered(answers, step)),
    note: list.length ? estimateLinkNote : undefined,
  };
}

/** The query of the answers, in the estimator's order (as its form sends them). */
export function estimateQuery(answers: EstimateAnswers): string {
  const params = new URLSearchParams();
  for (const step of estimateSteps) {
    if (step === 'features') for (const id of answers.features) params.append(step, id);
    else if (answers[step] !== undefined) params.set(step, answers[step]);
  }
  return params.toString();
}

export { hasEstimateAnswers } from '../lib/estimate-params';
