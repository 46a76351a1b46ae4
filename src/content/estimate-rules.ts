/**
 * How the project estimator turns answers into a price range. Staff set the numbers
 * (src/content/data/estimator.json); these rules combine them. No zod here: the island imports it.
 *
 * - The chosen service gives a base range (a lowest and a highest price, in each currency).
 * - Every other answer may add a fixed amount to both ends and may multiply both ends by its
 *   factor: range = (base + the sum of the answers' amounts) × the product of their factors.
 * - Each end is rounded to the nearest step (Rs.1,000; $10), and never below one step.
 * - The care plan is a monthly price, shown beside the range, never added to it.
 * - A question not answered yet changes nothing (its amount is 0 and its factor 1).
 */
import { estimateSteps } from '../lib/estimate-params';

export type EstimateCurrency = 'PKR' | 'USD';

export interface EstimateService {
  id: string;
  label: string;
  minPKR: number;
  maxPKR: number;
  minUSD: number;
  maxUSD: number;
}

/** An answer to the size, features, content or timeline question. */
export interface EstimateOption {
  id: string;
  label: string;
  addPKR: number;
  addUSD: number;
  factor: number;
}

export interface CarePlanOption {
  id: string;
  label: string;
  /** 0: no care plan. */
  monthlyPKR: number;
  monthlyUSD: number;
}

/** What staff edit: the choices of each question and what each does to the range. */
export interface EstimateCatalog {
  services: readonly EstimateService[];
  sizes: readonly EstimateOption[];
  features: readonly EstimateOption[];
  content: readonly EstimateOption[];
  timelines: readonly EstimateOption[];
  carePlans: readonly CarePlanOption[];
}

/** The questions, in the order the estimator asks them; each name is its query parameter. */
export { estimateSteps };
export type EstimateStep = (typeof estimateSteps)[number];

/** A visitor's answers (identifiers of the catalog's choices); `features` may be empty. */
export interface EstimateAnswers {
  service?: string;
  size?: string;
  features: readonly string[];
  content?: string;
  timeline?: string;
  care?: string;
}

export interface EstimateRange {
  low: Record<EstimateCurrency, number>;
  high: Record<EstimateCurrency, number>;
  /** The care plan's price per month (0: none chosen, or none wanted). */
  monthly: Record<EstimateCurrency, number>;
}

/** The step each end is rounded to. */
export const estimateRounding: Record<EstimateCurrency, number> = { PKR: 1_000, USD: 10 };

/** The limits the schema holds staff's numbers to. */
export const estimateLimits = {
  /** A factor: 0.5 (halves the range) to 3 (triples it), at most 2 decimals. */
  minFactor: 0.5,
  maxFactor: 3,
  /** The highest base price or amount, per currency. */
  maxPKR: 10_000_000,
  maxUSD: 100_000,
} as const;

/** The editor's hint: the rules above, in staff's words. */
export const estimateRulesHint =
  'The estimate is (the service’s base range + the amounts of the visitor’s other answers) × the factors of those answers, each end rounded to Rs.1,000 or $10. A factor of 1 and an amount of 0 change nothing. The care plan’s monthly price is shown beside the range, not added to it.';

/** The choices of a question, as staff listed them. */
export const choicesOf = (
  catalog: EstimateCatalog,
  step: EstimateStep,
): readonly { id: string; label: string }[] =>
  ({
    service: catalog.services,
    size: catalog.sizes,
    features: catalog.features,
    content: catalog.content,
    timeline: catalog.timelines,
    care: catalog.carePlans,
  })[step];

const roundTo = (amount: number, step: number) => Math.max(step, Math.round(amount / step) * step);

const pick = <T extends { id: string }>(list: readonly T[], id: string | undefined) =>
  id === undefined ? undefined : list.find((item) => item.id === id);

/** The chosen options of the questions that change the range (answers unknown count as none). */
function chosenOptions(catalog: EstimateCatalog, answers: EstimateAnswers): EstimateOption[] {
  const features = catalog.features.filter((option) => answers.features.includes(option.id));
  return [
    pick(catalog.sizes, answers.size),
    ...features,
    pick(catalog.content, answers.content),
    pick(catalog.timelines, answers.timeline),
  ].filter((option): option is EstimateOption => option !== undefined);
}

/** The range for the answers, or undefined until a service (known to the catalog) is chosen. */
export function estimateRange(
  catalog: EstimateCatalog,
  answers: EstimateAnswers,
): EstimateRange | undefined {
  const service = pick(catalog.services, answers.service);
  if (!service) return undefined;
  const options = chosenOptions(catalog, answers);
  const factor = options.reduce((product, option) => product * option.factor, 1);
  const end = (base: number, unit: EstimateCurrency) => {
    const added = options.reduce((sum, option) => sum + option[`add${unit}`], 0);
    return roundTo((base + added) * factor, estimateRounding[unit]);
  };
  const care = pick(catalog.carePlans, answers.care);
  return {
    low: { PKR: end(service.minPKR, 'PKR'), USD: end(service.minUSD, 'USD') },
    high: { PKR: end(service.maxPKR, 'PKR'), USD: end(service.maxUSD, 'USD') },
    monthly: { PKR: care?.monthlyPKR ?? 0, USD: care?.monthlyUSD ?? 0 },
  };
}
