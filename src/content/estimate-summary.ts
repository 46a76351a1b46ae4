import { estimateRange } from './estimate-rules';
import type {
  EstimateAnswers,
  EstimateCatalog,
  EstimateCurrency,
  EstimateRange,
} from './estimate-rules';
import { formatPrice } from './price-rules';

const SPACED = { spaced: true } as const;

/** "Rs. 45,000 to Rs. 90,000" in one currency. */
export const rangeText = (range: EstimateRange, unit: EstimateCurrency): string =>
  `${formatPrice(range.low[unit], unit, SPACED)} to ${formatPrice(range.high[unit], unit, SPACED)}`;

/** "Rs. 5,000 per month", or undefined when no care plan is paid for. */
export const monthlyText = (range: EstimateRange, unit: EstimateCurrency): string | undefined =>
  range.monthly[unit] > 0
    ? `${formatPrice(range.monthly[unit], unit, SPACED)} per month`
    : undefined;

/** The labels of the answers, in the estimator's order (answers unknown to the catalog left out). */
export function answerLabels(catalog: EstimateCatalog, answers: EstimateAnswers) {
  const label = (list: readonly { id: string; label: string }[], id: string | undefined) =>
    list.find((item) => item.id === id)?.label;
  return {
    service: label(catalog.services, answers.service),
    size: label(catalog.sizes, answers.size),
    features: catalog.features
      .filter((item) => answers.features.includes(item.id))
      .map((item) => item.label),
    content: label(catalog.content, answers.content),
    timeline: label(catalog.timelines, answers.timeline),
    care: label(catalog.carePlans, answers.care),
  };
}

/**
 * The estimate in one line, for a chat: each answer, then the range in the visitor's currency and
 * the link that opens it again. Undefined until a service is chosen.
 */
export function estimateSummaryLine(
  catalog: EstimateCatalog,
  answers: EstimateAnswers,
  unit: EstimateCurrency,
  link: string,
): string | undefined {
  const range = estimateRange(catalog, answers);
  if (!range) return undefined;
  const labels = answerLabels(catalog, answers);
  const parts = [
    labels.service,
    labels.size,
    labels.features.length ? `features: ${labels.features.join(', ')}` : undefined,
    labels.content,
    labels.timeline,
    labels.care,
  ].filter(Boolean);
  const monthly = monthlyText(range, unit);
  return `Hello! My project estimate: ${parts.join('; ')}. Estimate: ${rangeText(range, unit)}${monthly ? ` plus ${monthly}` : ''}. ${link}`;
}

/**
 * The estimate as the contact form sends it (its `scope`): the answers' words and the range in
 * the visitor's currency. Undefined until a service is chosen.
 */
export function estimateScope(
  catalog: EstimateCatalog,
  answers: EstimateAnswers,
  unit: EstimateCurrency,
) {
  const range = estimateRange(catalog, answers);
  const labels = answerLabels(catalog, answers);
  if (!range || !labels.service) return undefined;
  const monthly = monthlyText(range, unit);
  return {
    service: labels.service,
    ...(labels.size ? { size: labels.size } : {}),
    ...(labels.features.length ? { features: labels.features } : {}),
    ...(labels.content ? { content: labels.content } : {}),
    ...(labels.timeline ? { timeline: labels.timeline } : {}),
    ...(labels.care ? { carePlan: labels.care } : {}),
    range: `${rangeText(range, unit)}${monthly ? ` plus ${monthly}` : ''}`,
  };
}
