/**
 * The estimate a link from the estimator carries (`/contact?service=…`), as the message's scope.
 * Loaded by the contact form only when the address has one: the estimator's prices and rules stay
 * out of the form's chunk.
 */
import { readEstimateQuery } from '../../content/estimate-query';
import type { EstimateCurrency } from '../../content/estimate-rules';
import { estimateScope } from '../../content/estimate-summary';
import { estimateCatalog } from '../../content/estimator';
import type { ContactScope } from './contact-scope';

/** The estimate in the address, if it names a service: its scope in a currency. */
export function estimateInAddress(
  search: string,
): ((unit: EstimateCurrency) => ContactScope | undefined) | undefined {
  const { answers } = readEstimateQuery(search, estimateCatalog);
  if (!answers.service) return undefined;
  return (unit) => estimateScope(estimateCatalog, answers, unit);
}
